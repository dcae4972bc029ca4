import type { Locator } from '@playwright/test';

/** The address cascader labelled `label` inside `scope`. */
export function addressBox(scope: Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label });
}

/**
 * Push toasts (an order of the company moved) come from the tests running beside this one, on the same
 * demo companies, and stay top right for ten seconds, over the menus of a cascader in a form's right
 * column: four of them once covered 上海市 until the journey timed out. They still show, but let clicks
 * through to the menus.
 */
const TOASTS_LET_CLICKS_THROUGH = '.ant-notification, .ant-notification * { pointer-events: none !important; }';

/** Opens the address cascader labelled `label` and clicks province, city and district by their names. */
export async function pickAddress(scope: Locator, label: string, ...names: string[]): Promise<void> {
  await scope.page().addStyleTag({ content: TOASTS_LET_CLICKS_THROUGH });
  await addressBox(scope, label).click({ force: true });
  const menus = scope.page().locator('.ant-cascader-dropdown:visible');
  for (const [level, name] of names.entries()) {
    await menus.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
  }
}
