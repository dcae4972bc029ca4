import { expect, test } from '@playwright/test';
import { activeScreen, expectScreen, loginOnVariant, variantUrl } from './support';

// Core spec §6: element and operation codes of the account's menu entry decide which buttons show.

const WAYBILLS = '/saas/waybill/all/index';

test('finance sees no 新增运单 on the waybill list where the service provider does; both see 导出 and 编辑', async ({ browser, baseURL }) => {
  for (const [user, mayAdd] of [['finance', false], ['servicer', true]] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginOnVariant(page, baseURL!, 'bang', user);
    await page.goto(variantUrl(baseURL!, 'bang', WAYBILLS));
    await expectScreen(page, /\/saas\/waybill\/all\/index$/, '全部运单');
    const screen = activeScreen(page);
    await expect(screen.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(screen.getByRole('button', { name: /导\s*出/ })).toBeVisible();
    await expect(screen.locator('tbody tr.ant-table-row').first().getByRole('button', { name: /编\s*辑/ })).toBeVisible();
    await expect(screen.getByRole('button', { name: '新增运单' })).toHaveCount(mayAdd ? 1 : 0);
    await context.close();
  }
});

test('customer service, without the import code, gets no file drop on the import screen', async ({ page, baseURL }) => {
  await loginOnVariant(page, baseURL!, 'bang', 'cs');
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/order/import/index'));
  await expectScreen(page, /\/saas\/order\/import\/index$/, '批量导入运单');
  const screen = activeScreen(page);
  await expect(screen.getByText('当前账号没有导入权限，请联系管理员开通')).toBeVisible();
  await expect(screen.locator('input[type="file"]')).toHaveCount(0);
});
