import { expect, test, type Page } from '@playwright/test';
import { activeScreen, apiToken, loginAs, openInApp, submitLogin, useChinese } from './support';

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('an unauthenticated deep link goes to the login page and back to the deep link after login', async ({ page }) => {
  await page.goto('/saas/system/role/index?status=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaas%2Fsystem%2Frole%2Findex%3Fstatus%3D1$/);
  await submitLogin(page, '  admin  ');
  await expect(page).toHaveURL(/\/saas\/system\/role\/index\?status=1$/);
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible();
});

test('a logged-in visit to /login goes home, home is the welcome page, /layout too, unknown paths are 404', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/my\/wtoms$/);
  await page.goto('/layout');
  await expect(page).toHaveURL(/\/my\/wtoms$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('a wrong password shows the server message and keeps the typed username', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'wrong-password');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page.getByLabel('用户名')).toHaveValue('admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a refresh on a deep route lands on that route again', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/saas/system/group/index');
  await expect(page.getByRole('heading', { name: '事业部管理' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/saas\/system\/group\/index$/);
  await expect(page.getByRole('heading', { name: '事业部管理' })).toBeVisible();
});


test('/logout ends the session: the login page opens and a deep link asks to log in again', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/saas/system/role/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('/auth-redirect signs in with a handed-over token and opens the same-origin target only', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  await page.goto(`/auth-redirect?token=${token}&redirect=${encodeURIComponent('/saas/system/role/index')}`);
  await expect(page).toHaveURL(/\/saas\/system\/role\/index$/);
  // A cold start: the shell, the list renderer and the menu all load first (slow on two busy cores).
  await expect(page.getByRole('heading', { name: '角色管理' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('user-menu')).toContainText('系统管理员');

  // Another origin as target: the app stays on its own home page.
  await page.goto(`/auth-redirect?token=${token}&redirect=${encodeURIComponent('https://example.com/steal')}`);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/my\/wtoms$/);
});

test('/auth-redirect without a token opens the login page keeping the target; /401 explains and offers a way back', async ({ page }) => {
  await page.goto(`/auth-redirect?redirect=${encodeURIComponent('/saas/system/group/index')}`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaas%2Fsystem%2Fgroup%2Findex$/);
  await page.goto('/401');
  await expect(page.getByText('抱歉，您无权访问该页面或登录状态已失效')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

/** Puts an access token the server refuses (as an expired one) where the app keeps its token. */
async function staleAccessToken(page: Page, refreshToken?: string): Promise<void> {
  await page.evaluate((refresh) => {
    const stale = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.stale';
    document.cookie = `token=${stale}; path=/`;
    localStorage.setItem('token', stale);
    if (refresh !== undefined) localStorage.setItem('refresh_token', refresh);
  }, refreshToken);
}

test('a refused access token is refreshed once and the screen loads; a refused refresh asks to log in again', async ({ page }) => {
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/users/refresh-token') refreshCalls.push(request.url());
  });
  await loginAs(page, 'admin');
  await page.goto('/saas/system/role/index');
  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();

  await staleAccessToken(page);
  await openInApp(page, '/saas/system/group/index');
  await expect(page.getByRole('heading', { name: '事业部管理' })).toBeVisible();
  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(refreshCalls).toHaveLength(1);
  const renewed = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(renewed).toBeTruthy();
  expect(renewed).not.toContain('.stale');

  await staleAccessToken(page, 'not-a-refresh-token');
  await openInApp(page, '/saas/system/menu/index');
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toContainText('请重新登录');
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaas%2Fsystem%2Fmenu%2Findex$/);
  expect(refreshCalls).toHaveLength(2);
});
