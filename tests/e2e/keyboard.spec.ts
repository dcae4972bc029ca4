import { expect, test, type Locator, type Page } from '@playwright/test';
import { activeScreen, expectScreen, field, loginAs, useChinese } from './support';

/**
 * Keyboard journeys (issue 14): a list filtered, paged and a row opened without the mouse; a dialog
 * that keeps the focus inside and gives it back to what opened it; the tab bar's context menu from
 * the keyboard, with a visible focus ring.
 */

const ROLES = { url: /\/saas\/system\/role\/index$/, heading: '角色管理', key: '/saas/system/role/index' };
const ORDERS = { url: /\/saas\/order\/all\/index$/, heading: '全部订单', key: '/saas/order/all/index' };
const ENTRY = { url: /\/saas\/order-entry\/entry$/, heading: '订单录入', key: '/saas/order-entry/entry' };
const WELCOME = { url: /\/my\/wtoms$/, heading: '系统管理员，欢迎回来', key: '/my/wtoms' };

/** No element focused, as after a page load: Tab starts at the top, Shift+Tab at the bottom. */
async function focusNothing(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** True while `target` has the keyboard focus. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((node) => node === document.activeElement || node.contains(document.activeElement)).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

function tab(page: Page, key: string): Locator {
  return page.locator(`[data-testid="tab"][data-tab-key="${key}"]`);
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await loginAs(page, 'admin');
});

test('a list is filtered, paged and a row opened with the keyboard alone', async ({ page }) => {
  await page.goto(ORDERS.key);
  await expectScreen(page, ORDERS.url, ORDERS.heading);
  const screen = activeScreen(page);
  await expect(screen.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Page 2 through the pagination's own Tab stop, the last ones of the page: Shift+Tab from the bottom.
  const next = screen.locator('.ant-pagination-next');
  await focusNothing(page);
  await tabTo(page, next, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(screen.locator('.ant-pagination-item-active')).toHaveText('2');

  // Filter: Tab from the top (sidebar menu, navbar, tabs) to the 订单号 filter, type a number of this
  // page, Enter submits the filter form.
  const orderNo = (await screen.locator('tbody tr.ant-table-row').first().getByRole('link').first().innerText()).trim();
  expect(orderNo, 'the first row links its order number').toMatch(/^\d+$/);
  await focusNothing(page);
  await tabTo(page, field(page, '订单号'));
  await page.keyboard.type(orderNo);
  await page.keyboard.press('Enter');
  await expect(screen.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(screen.locator('tbody tr.ant-table-row')).toContainText(orderNo);

  // Open the row: its link is a Tab stop; Enter follows it.
  const rowLink = screen.locator('tbody tr.ant-table-row').first().getByRole('link').first();
  await tabTo(page, rowLink);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(ORDERS.url);
  await expect(activeScreen(page)).toContainText(orderNo);
});

test('a dialog keeps the focus inside and gives it back to the tab that opened it', async ({ page }) => {
  await page.goto(ENTRY.key);
  await expectScreen(page, ENTRY.url, ENTRY.heading);
  await field(page, /^发货人$/).fill('张三');

  // Delete on the focused tab asks first (unsaved input) in a dialog.
  const entryTab = tab(page, ENTRY.key);
  await tabTo(page, entryTab, { backwards: true });
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('dialog').filter({ hasText: '温馨提示' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await expect.poll(() => isFocused(dialog)).toBe(true);
  // Tab and Shift+Tab go round inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await isFocused(dialog), `${key} stays in the dialog`).toBe(true);
  }
  // Escape answers 取消: the dialog closes, the input stays and the focus is back on the tab.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field(page, /^发货人$/)).toHaveValue('张三');
  await expect.poll(() => isFocused(entryTab)).toBe(true);
});

test('the tab bar’s context menu opens from the keyboard and the focused tab shows a ring', async ({ page }) => {
  await page.goto(ROLES.key);
  await expectScreen(page, ROLES.url, ROLES.heading);
  const rolesTab = tab(page, ROLES.key);
  await tabTo(page, rolesTab);
  // A visible focus ring on the tab reached with Tab.
  await expect(rolesTab).toHaveCSS('outline-style', 'solid');
  expect(Number.parseFloat(await rolesTab.evaluate((node) => getComputedStyle(node).outlineWidth))).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Shift+F10');
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu.getByRole('menuitem')).toHaveText(['刷新', '关闭', '关闭其他', '关闭所有']);
  await expect.poll(() => isFocused(menu)).toBe(true);
  // Escape closes it and gives the focus back to the tab.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => isFocused(rolesTab)).toBe(true);

  // 关闭其他 with the arrows and Enter: only this tab is left.
  await page.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem')).toHaveCount(4);
  const active = menu.locator('.ant-dropdown-menu-item-active');
  const activeText = async () => ((await active.count()) > 0 ? (await active.innerText()).trim() : '');
  // Each press is read back before the next: read at once, the previous item could still be the active one,
  // and the loop pressed past 关闭其他.
  for (let step = 0; step < 4 && (await activeText()) !== '关闭其他'; step += 1) {
    const before = await activeText();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeText).not.toBe(before);
  }
  await expect(active).toHaveText('关闭其他');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tab')).toHaveCount(1);
  await expect(tab(page, WELCOME.key)).toHaveCount(0);
  await expectScreen(page, ROLES.url, ROLES.heading);

  // Enter on a focused tab opens it; Delete closes it.
  await tabTo(page, rolesTab);
  await page.keyboard.press('Delete');
  await expect(rolesTab).toHaveCount(0);
  await expectScreen(page, WELCOME.url, WELCOME.heading);
});
