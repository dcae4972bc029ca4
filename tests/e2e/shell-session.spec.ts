import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginAs, loginOnVariant, openInApp, useChinese } from './support';

/** Client settings (localStorage `client_settings`) in place before the app starts. */
async function clientSettings(context: BrowserContext, settings: Record<string, unknown>): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('client_settings', value), JSON.stringify(settings));
}


async function setTrial(request: APIRequestContext, username: string, appCode: string, leftDays: number | null): Promise<void> {
  const token = await apiToken(request, 'admin');
  const response = await request.put('/api/system/ops/trial', { headers: { token }, data: { username, app_code: appCode, left_days: leftDays } });
  expect(response.ok()).toBe(true);
}

/** A stand-in for the local print plug-in on a free port; counts the version requests it answers. */
async function fakePrintPlugin(version: string): Promise<{ port: number; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/version') return void response.writeHead(404).end();
    hits += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify({ version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test.describe('group (事业部) switching', () => {
  test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

  test('switching issues a new token for the chosen group and reloads the menu', async ({ page, request }) => {
    await loginAs(page, 'admin');
    await expect(page.getByTestId('current-group')).toHaveText('华东事业部');
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));

    await page.getByTestId('user-menu').click();
    // The sidebar's entries are menu items too: only the dropdown's are the user menu.
    const userMenu = page.locator('.ant-dropdown-menu');
    // The spec's four entries (widgets spec §2); the password change is on 我的帐号.
    await expect(userMenu.getByRole('menuitem')).toHaveText(['首页', '我的帐号', '切换事业部', '退出登录']);
    await userMenu.getByRole('menuitem', { name: '切换事业部' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '切换事业部' });
    await expect(dialog.locator('.ant-select-selection-item')).toHaveText('华东事业部');

    // The chosen group's label lies over the search input: a user clicks the box, as here.
    await dialog.locator('.ant-select-selector').click();
    // Only the user's two groups are offered, not the whole tree.
    const options = page.locator('.ant-select-tree-title');
    await expect(options).toHaveText(['华东事业部', '华南事业部']);
    await options.filter({ hasText: '华南事业部' }).click();
    const menuReload = page.waitForRequest((r) => r.url().includes('/api/user/group/getMenuPermissionByToken'));
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();

    await expect(page.getByText('切换成功')).toBeVisible();
    await menuReload;
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('current-group')).toHaveText('华南事业部');

    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('token'),
      cookie: document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice('token='.length),
      isMain: localStorage.getItem('is_main_user'),
    }));
    expect(stored.local).toBeTruthy();
    expect(stored.local).not.toBe(oldToken);
    expect(stored.cookie).toBe(stored.local);
    // 华南 is not admin's home group: the session is marked non-main.
    expect(stored.isMain).toBe('0');

    const info = await request.get('/api/user/users/getUserInfo', { headers: { token: stored.local! } });
    expect(((await info.json()) as { data: { group_name: string } }).data.group_name).toBe('华南事业部');

    // The choice survives a reload: the stored user carries the new group.
    await page.reload();
    await expect(page.getByTestId('current-group')).toHaveText('华南事业部');
  });

  test('OK with nothing picked says 请选择事业部 and keeps the session', async ({ page }) => {
    await loginAs(page, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '切换事业部' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '切换事业部' });
    await expect(dialog.locator('.ant-select-selection-item')).toHaveText('华东事业部');
    await dialog.locator('.ant-select').hover();
    await dialog.locator('.ant-select-clear').click();
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.getByText('请选择事业部', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });
});

test('a new server version shows a warning that cannot be closed, then the page reloads', async ({ page, request, context, baseURL }) => {
  await useChinese(context, baseURL!);
  await clientSettings(context, { versionCheckIntervalMs: 1500, versionReloadDelayMs: 4000 });
  const admin = await apiToken(request, 'admin');
  const original = ((await (await request.get('/api/map/help/system_info')).json()) as { data: { version: string } }).data.version;
  const setVersion = (version: string) => request.put('/api/system/ops/version', { headers: { token: admin }, data: { version } });

  await loginAs(page, 'admin');
  expect((await setVersion('99.0.0-e2e')).ok()).toBe(true);
  try {
    const notice = page.getByTestId('new-version-notice');
    await expect(notice).toContainText('系统有新版本');
    await expect(notice).toContainText(/\d 秒后自动刷新页面/);
    await expect(notice.locator('.ant-notification-notice-close')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    await notice.click();
    await expect(notice).toBeVisible();
    // The reload starts a fresh page: the marker set on the old one is gone.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true), { timeout: 15_000 })
      .toBe(false);
  } finally {
    await setVersion(original);
  }
});

test.describe('trial', () => {
  test('a trial ending soon shows the days left and the sales contacts', async ({ page, baseURL }) => {
    await loginOnVariant(page, baseURL!, 'da', 'consignor');
    const warning = page.getByTestId('trial-warning');
    await expect(warning).toContainText('试用期即将到期');
    await expect(warning).toContainText('您的试用期还剩 5 天');
    await expect(warning).toContainText('周敏：13818826475');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an expired trial blocks the app with 试用期已到期 and only 退出登录', async ({ page, request, baseURL }) => {
    await setTrial(request, 'delivery', 'PAI', -1);
    try {
      await loginOnVariant(page, baseURL!, 'pai', 'delivery');
      const dialog = page.getByRole('dialog').filter({ hasText: '试用期已到期' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button')).toHaveText([/退出登录/]);
      await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await setTrial(request, 'delivery', 'PAI', null);
    }
  });

  test('users without a trial see neither', async ({ page, baseURL }) => {
    // servicer is a BANG account: on the default (OSS) host its menu is empty and the shell never shows.
    const check = page.waitForResponse((r) => r.url().includes('/api/user/user_subscription/check'));
    await loginOnVariant(page, baseURL!, 'bang', 'servicer');
    expect(((await (await check).json()) as { data: { is_show: boolean } }).data.is_show).toBe(false);
    await expect(page.getByTestId('trial-warning')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('print plug-in check', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await useChinese(context, baseURL!);
    // The browser's own print (the fallback when the stand-in plug-in refuses the job) opens no dialog.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
  });

  /** Prints the first package label: printing is when the plug-in's version is checked. */
  async function printALabel(page: Page): Promise<void> {
    await openInApp(page, '/saas/warehouse/label-print/index');
    await expectScreen(page, /\/saas\/warehouse\/label-print\/index$/, '标签打印');
    await activeScreen(page).locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '打印标签' }).click();
  }

  test('a plug-in older than the minimum gets the persistent notice with a download link, on the first print only', async ({ page, context }) => {
    const plugin = await fakePrintPlugin('2.1.0');
    try {
      await clientSettings(context, { printPluginPorts: [plugin.port] });
      await loginAs(page, 'admin');
      // Loading pages knocks on no plug-in port.
      await page.waitForTimeout(1_500);
      expect(plugin.hits()).toBe(0);
      await printALabel(page);
      const notice = page.getByTestId('print-plugin-notice');
      await expect(notice).toContainText('你安装的打印插件版本过低');
      await expect(notice).toContainText('已安装版本 2.1.0，最低要求版本 3.0.0');
      await expect(notice.getByRole('link', { name: '下载新版打印插件' })).toHaveAttribute('href', '/print-plugin.html');
      expect(plugin.hits()).toBe(1);
    } finally {
      await plugin.close();
    }
  });

  test('a current plug-in gets no notice', async ({ page, context }) => {
    const plugin = await fakePrintPlugin('3.2.0');
    try {
      await clientSettings(context, { printPluginPorts: [plugin.port] });
      await loginAs(page, 'admin');
      const answered = page.waitForResponse((r) => r.url() === `http://127.0.0.1:${plugin.port}/version`);
      await printALabel(page);
      expect((await answered).ok()).toBe(true);
      // Give the app the moment it needs to act on the answer.
      await page.waitForTimeout(500);
      await expect(page.getByTestId('print-plugin-notice')).toHaveCount(0);
      expect(plugin.hits()).toBe(1);
    } finally {
      await plugin.close();
    }
  });
});
