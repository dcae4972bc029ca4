import { expect, test, type Page } from '@playwright/test';
import { pickAddress } from './address-support';
import { activeScreen, expectScreen, field, loginAs, pickByTyping, useChinese } from './support';

/**
 * The tab bar of the shell (widgets spec §2): visited routes as kept-alive tabs, titles cut at 7
 * characters, the right-click menu (刷新, 关闭, 关闭其他, 关闭所有), the close-active rules, tabs restored
 * after a reload, and the unsaved-input prompt of the order-entry screen.
 */

const WELCOME = { url: /\/my\/wtoms$/, heading: '系统管理员，欢迎回来', key: '/my/wtoms' };
const ROLES = { url: /\/saas\/system\/role\/index$/, heading: '角色管理', key: '/saas/system/role/index' };
const ROLE_ADD = { url: /\/saas\/system\/role\/add$/, heading: '新增角色', key: '/saas/system/role/add' };
const ORDERS = { url: /\/saas\/order\/all\/index$/, heading: '全部订单', key: '/saas/order/all/index' };
const GROUPS = { url: /\/saas\/system\/group\/index$/, heading: '事业部管理', key: '/saas/system/group/index' };
const ENTRY = { url: /\/saas\/order-entry\/entry$/, heading: '订单录入', key: '/saas/order-entry/entry' };

const LEAVE_TITLE = '温馨提示';
const LEAVE_TEXT = '您输入的内容尚未保存，确定离开此页面吗?';

function tabs(page: Page) {
  return page.getByTestId('tab');
}

function tab(page: Page, key: string) {
  return page.locator(`[data-testid="tab"][data-tab-key="${key}"]`);
}

/** Tab keys in tab-bar order. */
async function tabKeys(page: Page): Promise<string[]> {
  return tabs(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tab-key') ?? ''));
}

/** The label a tab shows, without its close button. */
async function tabLabel(page: Page, key: string): Promise<string> {
  return tab(page, key).evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    copy.querySelector('.ant-tag-close-icon')?.remove();
    return copy.textContent ?? '';
  });
}

async function expectTabKeys(page: Page, keys: string[]): Promise<void> {
  await expect.poll(() => tabKeys(page)).toEqual(keys);
}

async function expectActiveTab(page: Page, key: string): Promise<void> {
  await expect(page.locator('[data-testid="tab"][aria-current="page"]')).toHaveAttribute('data-tab-key', key);
}

/** A sidebar entry by its label (its accessible name starts with the icon's). */
function menuItem(page: Page, label: string) {
  return page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${label}$`) });
}

/** Opens a sidebar entry as a user does: its directory first when that is closed. */
async function openFromMenu(page: Page, directory: string, entry: string, screen: { url: RegExp; heading: string }): Promise<void> {
  const item = menuItem(page, entry);
  if (!(await item.isVisible())) await menuItem(page, directory).click();
  await item.click();
  await expectScreen(page, screen.url, screen.heading);
}

async function switchTo(page: Page, screen: { url: RegExp; heading: string; key: string }): Promise<void> {
  await tab(page, screen.key).click();
  await expectScreen(page, screen.url, screen.heading);
}

/** Right-clicks a tab and picks an entry of its context menu. */
async function tabMenu(page: Page, key: string, action: '刷新' | '关闭' | '关闭其他' | '关闭所有'): Promise<void> {
  await tab(page, key).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '关闭所有']);
  // Click once the menu has slid in: a click retried on a moving menu scrolls the page under it.
  await menu.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
  await menu.getByRole('menuitem', { name: action, exact: true }).click();
}

function closeButton(page: Page, key: string) {
  return tab(page, key).getByLabel('关闭');
}

function leavePrompt(page: Page) {
  return page.getByRole('dialog').filter({ hasText: LEAVE_TITLE });
}

/**
 * Answers the prompt once it has finished opening: a close requested during antd's zoom-in animation
 * can be lost, and a person cannot click within those few milliseconds anyway.
 */
async function answerPrompt(page: Page, answer: RegExp): Promise<void> {
  const prompt = leavePrompt(page);
  await expect(prompt).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await prompt.getByRole('button', { name: answer }).click();
}

/** Records the list requests of one collection from now on. */
function recordRequests(page: Page, path: string): () => URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === path) seen.push(url);
  });
  return () => seen;
}

test.beforeEach(async ({ page, context, baseURL }) => {
  await useChinese(context, baseURL!);
  await loginAs(page, 'admin');
  await expectScreen(page, WELCOME.url, WELCOME.heading);
});

test('tab titles are cut at 7 characters and show the full title on hover', async ({ page }) => {
  await openFromMenu(page, '分拣配置', '商家配送分拣', { url: /\/saas\/sorting\/delivery-consignor\/index$/, heading: '商家配送分拣' });
  await activeScreen(page).getByRole('button', { name: '新增商家配送分拣规则' }).click();
  await expectScreen(page, /\/saas\/sorting\/delivery-consignor\/create$/, '新增商家配送分拣规则');

  const long = tab(page, '/saas/sorting/delivery-consignor/create');
  expect(await tabLabel(page, '/saas/sorting/delivery-consignor/create')).toBe('新增商家配送分…');
  // Seven characters or fewer are shown whole.
  expect(await tabLabel(page, '/saas/sorting/delivery-consignor/index')).toBe('商家配送分拣');

  await long.hover();
  await expect(page.getByRole('tooltip')).toHaveText('新增商家配送分拣规则');
});

test('刷新 re-mounts the screen: the half-typed filter is gone and the list is fetched again', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  await field(page, '角色名称').fill('半截输入');
  const fetches = recordRequests(page, '/api/system/roles');

  await tabMenu(page, ROLES.key, '刷新');

  await expectScreen(page, ROLES.url, ROLES.heading);
  await expect(field(page, '角色名称')).toHaveValue('');
  await expect.poll(() => fetches().length).toBeGreaterThanOrEqual(1);
  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  // The other tabs stay.
  await expectTabKeys(page, [WELCOME.key, ROLES.key]);
});

test('关闭 closes that tab and leaves the active one active', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);

  await tabMenu(page, ROLES.key, '关闭');

  await expectTabKeys(page, [WELCOME.key, ORDERS.key]);
  await expectScreen(page, ORDERS.url, ORDERS.heading);
  await expectActiveTab(page, ORDERS.key);
});

test('关闭其他 keeps only that tab and activates it', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);

  await tabMenu(page, ROLES.key, '关闭其他');

  await expectScreen(page, ROLES.url, ROLES.heading);
  await expectTabKeys(page, [ROLES.key]);
  await expectActiveTab(page, ROLES.key);
  // The closed screens are gone from the page, not just hidden.
  await expect(page.locator('section[data-screen]')).toHaveCount(1);
});

test('关闭所有 closes every tab and lands on /, which shows the welcome page', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);

  await tabMenu(page, ORDERS.key, '关闭所有');

  await expectScreen(page, WELCOME.url, WELCOME.heading);
  await expectTabKeys(page, [WELCOME.key]);
  await expect(page.locator('section[data-screen]')).toHaveCount(1);
});

test('a half-typed create form survives a switch to another tab and back', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await activeScreen(page).getByRole('button', { name: '新增角色' }).click();
  await expectScreen(page, ROLE_ADD.url, ROLE_ADD.heading);
  await field(page, '角色名称').fill('还没写完的角色');
  await field(page, '备注').fill('备注也还在');

  await switchTo(page, ROLES);
  await switchTo(page, ROLE_ADD);

  await expect(field(page, '角色名称')).toHaveValue('还没写完的角色');
  await expect(field(page, '备注')).toHaveValue('备注也还在');
});

test('a list tab keeps its filters and page across a tab switch', async ({ page }) => {
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);
  const screen = activeScreen(page);
  await field(page, '服务类型').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^配送$/ }).click();
  // Other tests enter orders on the same server: the count is the server's answer, not a fixed number.
  const answer = page.waitForResponse((r) => r.url().includes('/api/order/waybills') && r.url().includes('service_type=DELIVERY'));
  await screen.getByRole('button', { name: /查\s*询/ }).click();
  const totalText = `共 ${((await (await answer).json()) as { data: { total: number } }).data.total} 条`;
  await expect(screen.getByText(totalText, { exact: true })).toBeVisible();
  // The pager marks page 2 at once; its rows come with the server's answer.
  const pageTwo = page.waitForResponse((r) => r.url().includes('/api/order/waybills') && new URL(r.url()).searchParams.get('page') === '2');
  await screen.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('2');
  const firstOrderNo = ((await (await pageTwo).json()) as { data: { list: { order_no: string }[] } }).data.list[0]!.order_no;
  await expect(screen.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText(firstOrderNo);
  const secondPage = await screen.locator('tbody tr.ant-table-row').first().textContent();
  const fetches = recordRequests(page, '/api/order/waybills');

  await switchTo(page, WELCOME);
  await switchTo(page, ORDERS);

  const back = activeScreen(page);
  await expect(back.locator('.ant-form .ant-select-selection-item')).toHaveText('配送');
  await expect(back.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(back.getByText(totalText, { exact: true })).toBeVisible();
  await expect(back.locator('tbody tr.ant-table-row').first()).toHaveText(secondPage ?? '');
  // Shown again, the list may refresh its rows, but for the same filter and page.
  for (const url of fetches()) {
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('service_type')).toBe('DELIVERY');
  }
});

test('open tabs are restored after a reload, with the active one active', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);
  await switchTo(page, ROLES);

  await page.reload();

  await expectScreen(page, ROLES.url, ROLES.heading);
  await expectTabKeys(page, [WELCOME.key, ROLES.key, ORDERS.key]);
  await expectActiveTab(page, ROLES.key);
  expect(await tabLabel(page, ORDERS.key)).toBe('全部订单');
  // A restored tab mounts when first shown.
  await switchTo(page, ORDERS);
  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
});

test('after a reload antd draws the screen from the styles saved in the last visit, looking the same', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  const screen = activeScreen(page);
  await expect(screen.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // What a user sees of antd's styles: the primary button, the table's header and the dark side menu.
  const looks = () =>
    page.evaluate(() => {
      const css = (selector: string, property: string) => getComputedStyle(document.querySelector(selector)!).getPropertyValue(property);
      return [css('.ant-btn-primary', 'background-color'), css('.ant-table-thead th', 'background-color'), css('.ant-menu-dark', 'background-color'), css('.ant-table-thead th', 'font-weight')];
    });
  const before = await looks();
  const generated = () => page.evaluate(() => [...document.head.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? ''));
  expect((await generated()).some((css) => css.includes('.ant-table-wrapper'))).toBe(true);

  await page.reload();

  await expect(activeScreen(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(await page.locator('style[data-saved-antd-styles]').count()).toBe(1);
  expect(await looks()).toEqual(before);
  // The table's, the button's and the menu's styles were not generated again.
  const again = await generated();
  expect(again.some((css) => css.includes('.ant-table-wrapper') || css.includes('.ant-btn-primary') || css.includes('.ant-menu-dark'))).toBe(false);
});

test('closing the active tab goes to the last remaining tab, and to / when none remain', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await openFromMenu(page, '订单管理', '全部订单', ORDERS);
  await openFromMenu(page, '系统管理', '事业部管理', GROUPS);
  await switchTo(page, ROLES);

  // Not the neighbour: the last tab of the bar.
  await closeButton(page, ROLES.key).click();
  await expectScreen(page, GROUPS.url, GROUPS.heading);
  await expectTabKeys(page, [WELCOME.key, ORDERS.key, GROUPS.key]);

  // Closing tabs that are not active stays where it is.
  await closeButton(page, WELCOME.key).click();
  await closeButton(page, ORDERS.key).click();
  await expectTabKeys(page, [GROUPS.key]);
  await expect(page).toHaveURL(GROUPS.url);

  await closeButton(page, GROUPS.key).click();
  await expectScreen(page, WELCOME.url, WELCOME.heading);
  await expectTabKeys(page, [WELCOME.key]);
});

test('a closed tab opened again starts afresh', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  await activeScreen(page).getByRole('button', { name: '新增角色' }).click();
  await expectScreen(page, ROLE_ADD.url, ROLE_ADD.heading);
  await field(page, '角色名称').fill('会被丢掉的输入');

  await closeButton(page, ROLE_ADD.key).click();
  await expectScreen(page, ROLES.url, ROLES.heading);
  await expectTabKeys(page, [WELCOME.key, ROLES.key]);

  await activeScreen(page).getByRole('button', { name: '新增角色' }).click();
  await expectScreen(page, ROLE_ADD.url, ROLE_ADD.heading);
  await expect(field(page, '角色名称')).toHaveValue('');
});

test('two records of the same show route are two tabs', async ({ page }) => {
  await openFromMenu(page, '系统管理', '角色管理', ROLES);
  const rows = activeScreen(page).locator('tbody tr.ant-table-row');
  const first = (await rows.nth(0).locator('td').first().textContent()) ?? '';
  const second = (await rows.nth(1).locator('td').first().textContent()) ?? '';
  expect(first).not.toBe(second);

  await rows.nth(0).getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/saas\/system\/role\/show\/\d+$/);
  const firstKey = new URL(page.url()).pathname;
  await expect(activeScreen(page).getByText(first, { exact: true })).toBeVisible();

  await switchTo(page, ROLES);
  await activeScreen(page).locator('tbody tr.ant-table-row').nth(1).getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/saas\/system\/role\/show\/\d+$/);
  const secondKey = new URL(page.url()).pathname;
  expect(secondKey).not.toBe(firstKey);
  await expect(activeScreen(page).getByText(second, { exact: true })).toBeVisible();

  await expectTabKeys(page, [WELCOME.key, ROLES.key, firstKey, secondKey]);
  await tab(page, firstKey).click();
  await expect(page).toHaveURL(new RegExp(`${firstKey}$`));
  await expect(activeScreen(page)).toHaveCount(1);
  await expect(activeScreen(page).getByText(first, { exact: true })).toBeVisible();
  await expect(activeScreen(page).getByText(second, { exact: true })).toHaveCount(0);
});

test.describe('unsaved input on 订单录入', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(ENTRY.key);
    await expectScreen(page, ENTRY.url, ENTRY.heading);
  });

  test('a route change asks first: 取消 keeps the input, 确定 leaves', async ({ page }) => {
    await field(page, /^发货人$/).fill('张三');

    await tab(page, WELCOME.key).click();
    const prompt = leavePrompt(page);
    await expect(prompt).toContainText(LEAVE_TEXT);
    await answerPrompt(page, /取\s*消/);
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(ENTRY.url);
    await expect(field(page, /^发货人$/)).toHaveValue('张三');

    await tab(page, WELCOME.key).click();
    await expect(prompt).toContainText(LEAVE_TEXT);
    await answerPrompt(page, /确\s*定/);
    await expectScreen(page, WELCOME.url, WELCOME.heading);
    // Leaving is not closing: the tab and its input are still there.
    await switchTo(page, ENTRY);
    await expect(field(page, /^发货人$/)).toHaveValue('张三');
  });

  test('closing the tab asks first', async ({ page }) => {
    await field(page, /^收货人$/).fill('李四');

    await closeButton(page, ENTRY.key).click();
    const prompt = leavePrompt(page);
    await expect(prompt).toContainText(LEAVE_TEXT);
    await answerPrompt(page, /取\s*消/);
    await expect(prompt).toBeHidden();
    await expect(tab(page, ENTRY.key)).toBeVisible();
    await expect(field(page, /^收货人$/)).toHaveValue('李四');

    await closeButton(page, ENTRY.key).click();
    await answerPrompt(page, /确\s*定/);
    await expect(tab(page, ENTRY.key)).toHaveCount(0);
    await expectScreen(page, WELCOME.url, WELCOME.heading);
  });

  test('unloading the page asks with the browser dialog', async ({ page }) => {
    await field(page, /^货物名称$/).fill('冰箱');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });

    await page.close({ runBeforeUnload: true });

    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await expect(field(page, /^货物名称$/)).toHaveValue('冰箱');
  });

  test('after a successful save nothing asks', async ({ page }) => {
    let unloadAsked = false;
    page.on('dialog', (dialog) => {
      unloadAsked = true;
      void dialog.accept();
    });
    await pickByTyping(activeScreen(page), '商家名称', '晨光', '顺德晨光家电专营店');
    await field(page, /^发货人$/).fill('黄强');
    await field(page, /^发货人电话$/).fill('15014337520');
    await field(page, /^收货人$/).fill('冯涛');
    await field(page, /^收货人电话$/).fill('15855076455');
    await pickAddress(activeScreen(page), '收货地区', '山东省', '青岛市', '市南区');
    await field(page, /^详细地址$/).fill('京口路57号15栋287室');
    await field(page, /^货物名称$/).fill('风冷无霜双门冰箱');

    await activeScreen(page).getByRole('button', { name: /保\s*存/ }).click();

    await expectScreen(page, ORDERS.url, ORDERS.heading);
    await expect(leavePrompt(page)).toHaveCount(0);
    await switchTo(page, ENTRY);
    await closeButton(page, ENTRY.key).click();
    await expect(tab(page, ENTRY.key)).toHaveCount(0);
    await expect(leavePrompt(page)).toHaveCount(0);
    await page.reload();
    await expectScreen(page, ORDERS.url, ORDERS.heading);
    expect(unloadAsked).toBe(false);
  });
});
