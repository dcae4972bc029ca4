import type { Locator } from '@playwright/test';

/** The address cascader labelled `label` inside `scope`. */
export function addressBox(scope: Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: label });
}

/** Opens the address cascader labelled `label` and clicks province, city and district by their names. */
export async function pickAddress(scope: Locator, label: string, ...names: string[]): Promise<void> {
  await addressBox(scope, label).click({ force: true });
  const menus = scope.page().locator('.ant-cascader-dropdown:visible');
  for (const [level, name] of names.entries()) {
    await menus.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
  }
}
