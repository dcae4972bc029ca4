import { expect, test } from '@playwright/test';
import { apiToken, expectScreen, field, loginAs, submitLogin, useChinese } from './support';

const STALE_MSG = '该记录已被他人修改，请刷新后重试';

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('two tabs edit the same role: the second save is refused with the message and keeps its input', async ({ page, context, request }) => {
  const token = await apiToken(request, 'admin');
  const code = `VERSION_E2E_${String(Date.now()).slice(-6)}`;
  const created = await request.post('/api/system/roles', { headers: { token }, data: { name: '版本冲突角色', code, app_code: 'OSS' } });
  const { data: role } = (await created.json()) as { data: { id: number; version: number } };
  expect(role.version).toBe(1);
  const editPath = `/saas/system/role/update/${role.id}`;

  await loginAs(page, 'admin');
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto(editPath);
    await expectScreen(tab, new RegExp(`${editPath}$`), '编辑角色');
    await expect(field(tab, '角色名称')).toHaveValue('版本冲突角色');
  }

  // The first tab saves: the role moves on to version 2.
  await field(page, '角色名称').fill('甲改的名称');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expectScreen(page, /\/saas\/system\/role\/index$/, '角色管理');

  // The second tab still edits version 1.
  await field(second, '角色名称').fill('乙改的名称');
  await field(second, '备注').fill('乙的备注');
  await second.getByRole('button', { name: /保\s*存/ }).click();
  await expect(second.getByRole('alert').filter({ hasText: STALE_MSG })).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`${editPath}$`));
  await expect(field(second, '角色名称')).toHaveValue('乙改的名称');
  await expect(field(second, '备注')).toHaveValue('乙的备注');

  // Nothing of the stale save reached the server.
  const stored = await request.get(`/api/system/roles/${role.id}`, { headers: { token } });
  expect(((await stored.json()) as { data: unknown }).data).toMatchObject({ name: '甲改的名称', version: 2 });
});

test('a login redirect through a dot segment stays in the app', async ({ page, baseURL }) => {
  await page.goto('/login?redirect=/.//evil.example/phish');
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/my\/wtoms$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
