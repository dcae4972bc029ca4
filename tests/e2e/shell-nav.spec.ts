import { io, type Socket } from 'socket.io-client';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, field, loginAs, loginOnVariant, useChinese } from './support';

const WAYBILLS = '/saas/waybill/all/index';

interface Waybill {
  order_no: string;
  end_tel: string;
  end_contact: string;
}

async function someWaybill(request: APIRequestContext): Promise<Waybill> {
  const token = await apiToken(request, 'admin');
  const response = await request.get('/api/order/waybills?page=1&per_page=5', { headers: { token } });
  const rows = ((await response.json()) as { data: { list: Waybill[] } }).data.list;
  return rows[2]!;
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

const searchBox = (page: Page) => page.getByTestId('global-search');
const tableRows = (page: Page) => activeScreen(page).locator('.ant-table-tbody tr.ant-table-row');


async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

test.describe('global search', () => {
  test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

  test('order number, phone and recipient each open the waybill list filtered by them', async ({ page, request }) => {
    const waybill = await someWaybill(request);
    await loginAs(page, 'admin');
    await expect(searchBox(page)).toHaveAttribute('placeholder', '收件人/电话、订单号');

    await search(page, ` ${waybill.order_no} `);
    await expectScreen(page, new RegExp(`${WAYBILLS}\\?nos=${waybill.order_no}$`), '全部运单');
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(waybill.order_no);
    // The active filter is shown in the filter bar.
    await expect(field(page, '订单号')).toHaveValue(waybill.order_no);

    await search(page, waybill.end_tel);
    await expectScreen(page, new RegExp(`${WAYBILLS}\\?end_tel=${waybill.end_tel}$`), '全部运单');
    await expect(field(page, '收货人电话')).toHaveValue(waybill.end_tel);
    await expect(tableRows(page).first()).toBeVisible();
    for (const row of await tableRows(page).all()) await expect(row).toContainText(waybill.end_tel);

    await search(page, waybill.end_contact);
    await expectScreen(page, /\?union_end_contact=/, '全部运单');
    expect(new URL(page.url()).searchParams.get('union_end_contact')).toBe(waybill.end_contact);
    await expect(field(page, '收件人/电话')).toHaveValue(waybill.end_contact);
    await expect(tableRows(page).first()).toBeVisible();
    for (const row of await tableRows(page).all()) await expect(row).toContainText(waybill.end_contact);

    // One waybill tab, re-opened with each query.
    await expect(page.locator(`section[data-screen^="${WAYBILLS}"]`)).toHaveCount(1);
    // 重置 clears the filter: the whole list again.
    await activeScreen(page).getByRole('button', { name: /重\s*置/ }).click();
    await expect(field(page, '收件人/电话')).toHaveValue('');
    await expect(tableRows(page)).toHaveCount(20);
  });
});

test.describe('sidebar', () => {
  test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

  test('the collapsed state is kept in the sidebarStatus cookie across a reload', async ({ page, context }) => {
    await loginAs(page, 'admin');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).not.toHaveClass(/ant-layout-sider-collapsed/);
    await expect(page.getByTestId('system-name')).toBeVisible();

    await page.getByTestId('hamburger').click();
    await expect(sidebar).toHaveClass(/ant-layout-sider-collapsed/);
    expect(await cookie(context, 'sidebarStatus')).toBe('0');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-collapsed/);
    await expect(page.getByTestId('system-name')).toBeHidden();

    await page.getByTestId('hamburger').click();
    await expect(page.getByTestId('sidebar')).not.toHaveClass(/ant-layout-sider-collapsed/);
    expect(await cookie(context, 'sidebarStatus')).toBe('1');
    await page.reload();
    await expect(page.getByTestId('sidebar')).not.toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('below 1024 px the sidebar is an overlay that closes after a route change', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await loginAs(page, 'admin');
    await expect(page.getByTestId('sidebar')).toBeHidden();
    // No full screen toggle on a narrow viewport.
    await expect(page.getByRole('button', { name: '全屏' })).toHaveCount(0);

    await page.getByTestId('hamburger').click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByTestId('sidebar')).toBeVisible();
    await drawer.getByRole('menuitem', { name: '账号管理' }).click();
    await drawer.getByRole('menuitem', { name: '消息记录' }).click();
    await expectScreen(page, /\/saas\/message\/index$/, '消息记录');
    await expect(page.getByTestId('sidebar')).toBeHidden();
  });
});

test.describe('language and size', () => {
  test('are kept in the language and size cookies across a reload', async ({ page, context }) => {
    // No language cookie: English.
    await loginAs(page, 'admin');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Recipient/phone, order no.');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(searchBox(page)).toHaveAttribute('placeholder', '收件人/电话、订单号');
    await expect(page.getByRole('button', { name: '切换语言' })).toBeVisible();
    expect(await cookie(context, 'language')).toBe('zh');

    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '大' }).click();
    const searchWrapper = page.locator('.ant-input-affix-wrapper').filter({ has: searchBox(page) });
    await expect(searchWrapper).toHaveClass(/ant-input-affix-wrapper-lg/);
    expect(await cookie(context, 'size')).toBe('large');

    await page.reload();
    await expect(searchBox(page)).toHaveAttribute('placeholder', '收件人/电话、订单号');
    await expect(searchWrapper).toHaveClass(/ant-input-affix-wrapper-lg/);

    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Size' }).click();
    await page.getByRole('menuitem', { name: 'Small' }).click();
    await page.reload();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Recipient/phone, order no.');
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(searchWrapper).toHaveClass(/ant-input-affix-wrapper-sm/);
    expect([await cookie(context, 'language'), await cookie(context, 'size')]).toEqual(['en', 'small']);
  });
});

test.describe('notification bell', () => {
  const sockets: Socket[] = [];
  test.afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const bell = (page: Page) => page.getByTestId('notify-bell');
  const unreadCount = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))?.split(' ').pop());

  /** A socket of the same user, opened by the test, asks the server for a test message (notify_test). */
  async function pushTestMessage(baseURL: string, token: string, payload: Record<string, string>): Promise<void> {
    const socket = io(baseURL, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    socket.emit('notify_test', payload);
  }

  test('a pushed message appears; clicking it opens its route and the count drops', async ({ page, request, baseURL }) => {
    await loginOnVariant(page, baseURL!, 'bang', 'cs');
    await expect(bell(page)).toHaveAttribute('data-status', 'connected');
    await expect(bell(page)).not.toHaveAttribute('aria-label', '消息通知 0');
    const before = await unreadCount(page);

    await pushTestMessage(baseURL!, await apiToken(request, 'cs'), { title: '催单提醒（测试）', message: '收件人来电催促派送', route: '/saas/ticket/v2/index' });
    const toast = page.locator('.ant-notification-notice').filter({ hasText: '催单提醒（测试）' });
    await expect(toast).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', `消息通知 ${before + 1}`);
    // The toast sits over the navbar's right end for 10 s; it can be closed.
    await toast.locator('.ant-notification-notice-close').click();
    await expect(toast).toBeHidden();

    await bell(page).click();
    const panel = page.getByTestId('notify-panel');
    await expect(panel.getByTestId('notify-item').first()).toContainText('催单提醒（测试）');
    await expect(panel.getByTestId('notify-item').first()).toContainText('刚刚');
    await panel.getByTestId('notify-item').first().click();
    await expectScreen(page, /\/saas\/ticket\/v2\/index$/, '工单中心');
    await expect(bell(page)).toHaveAttribute('aria-label', `消息通知 ${before}`);
    await bell(page).click();
    await expect(panel.getByTestId('notify-item').filter({ hasText: '催单提醒（测试）' })).toHaveCount(0);

    // A message with a file downloads it, and is read too.
    const download = page.waitForEvent('download');
    await panel.getByTestId('notify-item').filter({ hasText: '导出完成' }).click();
    expect((await download).suggestedFilename()).toMatch(/^已签收运单\d+\.csv$/);
    await expect(bell(page)).toHaveAttribute('aria-label', `消息通知 ${before - 1}`);

    // 测试推送 asks over the page's own channel; the server's test message comes back as a push.
    await bell(page).click();
    await panel.getByRole('button', { name: '测试推送' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: '测试通知' })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-label', `消息通知 ${before}`);
  });

  test('全部已读 clears the count, and 消息记录 opens the message records', async ({ page, request, baseURL }) => {
    await loginOnVariant(page, baseURL!, 'bang', 'finance');
    await expect(bell(page)).not.toHaveAttribute('aria-label', '消息通知 0');
    await bell(page).click();
    const panel = page.getByTestId('notify-panel');
    await expect(panel.getByTestId('notify-item').first()).toBeVisible();
    await panel.getByRole('button', { name: '全部已读' }).click();
    await expect(bell(page)).toHaveAttribute('aria-label', '消息通知 0');
    await expect(panel.getByTestId('notify-item')).toHaveCount(0);
    const token = await apiToken(request, 'finance');
    const unread = await request.get('/api/notify/history?unread=1&per_page=20&page=1', { headers: { token } });
    expect(((await unread.json()) as { data: { total: number } }).data.total).toBe(0);

    await panel.getByRole('button', { name: '消息记录' }).click();
    await expectScreen(page, /\/saas\/message\/index$/, '消息记录');
    await expect(tableRows(page).first()).toBeVisible();
    // Now shown as read.
    await expect(tableRows(page).filter({ hasText: '未读' })).toHaveCount(0);
  });
});

test.describe('shell of each app variant', () => {
  const VARIANTS = [
    { variant: 'oss', user: 'admin', systemName: '物流云平台运营中心', search: true },
    { variant: 'bang', user: 'servicer', systemName: '物流云服务商工作台', search: true },
    { variant: 'pai', user: 'delivery', systemName: '物流云仓配安装工作台', search: true },
    // The merchant's menu has no all-waybills list (it sees only its own orders), so no search box.
    { variant: 'da', user: 'consignor', systemName: '物流云商家发货台', search: false },
  ] as const;

  for (const { variant, user, systemName, search } of VARIANTS) {
    test(`${variant.toUpperCase()} (${user})`, async ({ page, baseURL }, testInfo) => {
      await loginOnVariant(page, baseURL!, variant, user);

      await expect(page.getByTestId('system-name')).toHaveText(systemName);
      await expect(page).toHaveTitle(new RegExp(systemName));
      await expect(page.getByTestId('navbar-logo')).toBeVisible();
      await expect(page.getByTestId('sidebar').getByRole('menu', { name: 'menu' })).toBeVisible();
      await expect(page.getByTestId('sidebar').getByRole('menuitem').first()).toBeVisible();
      await expect(searchBox(page)).toHaveCount(search ? 1 : 0);
      await expect(page.getByTestId('notify-bell')).toHaveAttribute('data-status', 'connected');
      await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('tab').first()).toBeVisible();
      await testInfo.attach(`shell-${variant}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  }
});
