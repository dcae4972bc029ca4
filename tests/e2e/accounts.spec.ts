import { expect, test, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, field, submitLogin, variantUrl } from './support';

/** A mobile number no one has registered yet: 199 numbers are not seeded, and each run picks new ones. */
function freshPhone(): string {
  return `199${String(Date.now()).slice(-4)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

const PASSWORD = 'secret88';
const NEW_PASSWORD = 'changed99';

async function login(page: Page, baseURL: string, username: string, password: string): Promise<void> {
  const loginUrl = variantUrl(baseURL, 'bang', '/login');
  await page.context().addCookies([{ name: 'language', value: 'zh', url: loginUrl }]);
  await page.goto(loginUrl);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/my\/wtoms$/);
}

// A company of its own (signed up and approved here), so that no other journey shares its sub-accounts,
// its password or its sessions.
test('a main account lists its sub-accounts, stops one, and changes its own password from 我的帐号', async ({ page, request, baseURL }) => {
  const phone = freshPhone();
  // Sub-account login names are unique across companies: this run's own.
  const keeper = `ck${phone.slice(-6)}`;
  const clerk = `kf${phone.slice(-6)}`;
  const signUp = await request.post('/api/user/users/createUser', {
    data: { company_name: `顺达物流${phone.slice(-4)}有限公司`, contact_name: '王建军', phone, password: PASSWORD, account_type: 'servicer' },
  });
  const session = (await signUp.json()) as { data: { token: string; user: { id: number } } };
  const admin = await apiToken(request, 'admin');
  const approved = await request.put(`/api/user/audit/${session.data.user.id}`, { headers: { token: admin }, data: { status: 'APPROVED' } });
  expect(approved.ok()).toBe(true);
  const existing = await request.post('/api/user/sub_user', {
    headers: { token: session.data.token }, data: { username: keeper, nickname: '孙强', phone: freshPhone(), role_name: '仓库管理员' },
  });
  expect(existing.ok()).toBe(true);

  await login(page, baseURL!, phone, PASSWORD);

  // The company's sub-accounts, from the sidebar.
  await page.getByRole('menuitem', { name: /账号管理/ }).click();
  await page.getByRole('menuitem', { name: '子账号管理' }).click();
  await expectScreen(page, /\/saas\/account\/sub\/index$/, '子账号管理');
  await expect(activeScreen(page).getByRole('row').filter({ hasText: keeper })).toHaveCount(1);

  // A new one: the limit check lets it through, and the list shows it enabled.
  await activeScreen(page).getByRole('button', { name: '新增子账号' }).click();
  await expectScreen(page, /\/saas\/account\/sub\/create$/, '新增子账号');
  // Exact labels: the tabs and the screen are named 子账号管理 and 新增子账号 too.
  await field(page, /^\*?\s*子账号$/).fill(clerk);
  await field(page, /^\*?\s*姓名$/).fill('周敏');
  await field(page, /^\*?\s*手机号$/).fill(freshPhone());
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expectScreen(page, /\/saas\/account\/sub\/index$/, '子账号管理');
  const row = activeScreen(page).getByRole('row').filter({ hasText: clerk });
  await expect(row).toContainText('启用');

  // Stop it, after confirming.
  await row.getByRole('button', { name: /停\s*用/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('子账号已停用')).toBeVisible();
  await expect(row.getByRole('button', { name: /启\s*用/ })).toBeVisible();
  await expect(row).toContainText('停用');

  // The password change lives on 我的帐号, not in the user menu.
  await page.getByTestId('user-menu').click();
  const userMenu = page.locator('.ant-dropdown-menu');
  await expect(userMenu.getByRole('menuitem')).toHaveText(['首页', '我的帐号', '切换事业部', '退出登录']);
  await userMenu.getByRole('menuitem', { name: '我的帐号' }).click();
  await expectScreen(page, /\/saas\/account\/my\/index$/, '我的账号');
  await activeScreen(page).getByRole('button', { name: '修改密码' }).click();
  await expectScreen(page, /\/saas\/account\/password\/index$/, '修改密码');

  // A wrong old password: the server says so and the typed passwords stay.
  await field(page, '原密码').fill('not-mine');
  await field(page, '新密码').fill(NEW_PASSWORD);
  await field(page, '确认密码').fill(NEW_PASSWORD);
  await activeScreen(page).getByRole('button', { name: '修改密码' }).click();
  await expect(activeScreen(page).locator('.ant-alert-error')).toHaveText('原密码错误');
  await expect(field(page, '新密码')).toHaveValue(NEW_PASSWORD);

  await field(page, '原密码').fill(PASSWORD);
  await activeScreen(page).getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码修改成功')).toBeVisible();
  await expectScreen(page, /\/saas\/account\/my\/index$/, '我的账号');

  // The new password is the one that signs in.
  await page.goto(variantUrl(baseURL!, 'bang', '/logout'));
  await expect(page).toHaveURL(/\/login$/);
  await login(page, baseURL!, phone, NEW_PASSWORD);
});
