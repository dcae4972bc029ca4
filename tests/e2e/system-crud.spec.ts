import { expect, test } from '@playwright/test';
import { activeScreen, expectScreen, field, loginAs, useChinese } from './support';

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('admin creates, finds, opens, edits and deletes a role, then logs out', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  const name = `线路调度员${suffix}`;
  const code = `LINE_DISPATCH_${suffix}`;

  await loginAs(page, 'admin');

  // Open the list from the sidebar menu.
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await page.getByRole('menuitem', { name: '角色管理' }).click();
  await expectScreen(page, /\/saas\/system\/role\/index$/, '角色管理');
  await expect(page.getByRole('row')).not.toHaveCount(1);

  // Create.
  await page.getByRole('button', { name: '新增角色' }).click();
  await expectScreen(page, /\/saas\/system\/role\/add$/, '新增角色');
  await field(page, '角色名称').fill(name);
  await field(page, '角色编码').fill(code);
  await field(page, '所属平台').click();
  await page.locator('.ant-select-item-option', { hasText: '服务商' }).click();
  await field(page, '备注').fill('负责干线车辆调度');
  await page.getByRole('button', { name: /保\s*存/ }).click();

  // Back on the list, find it by name.
  await expectScreen(page, /\/saas\/system\/role\/index$/, '角色管理');
  await field(page, '角色名称').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(code);

  // Open it.
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/saas\/system\/role\/show\/\d+$/);
  await expect(activeScreen(page).getByText(name)).toBeVisible();
  await expect(activeScreen(page).getByText('负责干线车辆调度')).toBeVisible();

  // Edit it.
  await page.getByRole('button', { name: /编\s*辑/ }).click();
  await expectScreen(page, /\/saas\/system\/role\/update\/\d+$/, '编辑角色');
  await expect(field(page, '角色名称')).toHaveValue(name);
  await expect(field(page, '角色编码')).toBeDisabled();
  await field(page, '角色名称').fill(`${name}改`);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expectScreen(page, /\/saas\/system\/role\/index$/, '角色管理');
  await field(page, '角色名称').fill(`${name}改`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const edited = page.getByRole('row').filter({ hasText: `${name}改` });
  await expect(edited).toHaveCount(1);

  // Delete it, with confirmation.
  await edited.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByRole('row').filter({ hasText: `${name}改` })).toHaveCount(0);

  // Log out.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/saas/system/role/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a failed save keeps what the user typed and shows the server message', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/saas/system/role/add');
  // PLATFORM_ADMIN is a seeded role code: the server rejects the duplicate.
  await field(page, '角色名称').fill('重复编码的角色');
  await field(page, '角色编码').fill('PLATFORM_ADMIN');
  await field(page, '所属平台').click();
  await page.locator('.ant-select-item-option', { hasText: '运营平台' }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('角色编码已存在').first()).toBeVisible();
  await expect(page).toHaveURL(/\/saas\/system\/role\/add$/);
  await expect(field(page, '角色名称')).toHaveValue('重复编码的角色');
  await expect(field(page, '角色编码')).toHaveValue('PLATFORM_ADMIN');
});

test('the form validates with the spec messages before anything is sent', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/saas/system/group/add');
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/system/groups')) posted = true;
  });
  await field(page, '联系电话').fill('12345');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('手机号格式有误')).toBeVisible();
  expect(posted).toBe(false);
});
