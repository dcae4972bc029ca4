import { expect, test, type Page } from '@playwright/test';
import { activeScreen, apiToken, expectScreen, loginOnVariant, pickOption, selectedOption, variantUrl } from './support';

interface FeeLine { direction: string; code: string; settle_target_type: string; amount: number | string; settlement_method_name: string }
interface Order { id: number; order_no: string; amount: number; fee_lines: FeeLine[] }

/** A seeded order with a delivery provider, so both directions have a target. */
async function orderWithDelivery(page: Page): Promise<Order> {
  const token = await apiToken(page.request, 'servicer');
  const response = await page.request.get('/api/order/waybills?per_page=50&status=IN_TRANSIT', { headers: { token } });
  const list = ((await response.json()) as { data: { list: Order[] } }).data.list;
  const order = list.find((candidate) => candidate.fee_lines.some((line) => line.settle_target_type === 'DELIVERY'));
  expect(order, 'a seeded order in transit with a delivery provider').toBeDefined();
  return order!;
}


test('an order\'s fee lines show their amounts to fee-display holders and *** to staff without one', async ({ page, browser, baseURL }) => {
  const order = await orderWithDelivery(page);
  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await page.goto(variantUrl(baseURL!, 'bang', `/bang/order/show/${order.id}`));
  await expectScreen(page, /\/bang\/order\/show\/\d+$/, '订单详情');
  const fees = activeScreen(page).locator('section', { has: page.getByRole('heading', { name: '费用明细' }) });
  await expect(fees.locator('tbody tr.ant-table-row')).toHaveCount(order.fee_lines.length);
  await expect(fees).toContainText(Number(order.fee_lines[0]!.amount).toFixed(2));

  // The after-sales supervisor holds no fee-display code.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await loginOnVariant(other, baseURL!, 'bang', 'supervisor');
  await other.goto(variantUrl(baseURL!, 'bang', `/bang/order/show/${order.id}`));
  await expectScreen(other, /\/bang\/order\/show\/\d+$/, '订单详情');
  const hidden = activeScreen(other).locator('section', { has: other.getByRole('heading', { name: '费用明细' }) });
  await expect(hidden.locator('tbody tr.ant-table-row').first()).toContainText('***');
  await expect(hidden).not.toContainText(Number(order.fee_lines[0]!.amount).toFixed(2));
  await context.close();
});

test('the order fee table cascades, refuses a bad amount, and saves a new line', async ({ page, baseURL }) => {
  const order = await orderWithDelivery(page);
  await loginOnVariant(page, baseURL!, 'bang', 'servicer');
  await page.goto(variantUrl(baseURL!, 'bang', `/bang/order/update/index/${order.id}`));
  await expectScreen(page, /\/bang\/order\/update\/index\/\d+$/, '修改订单');
  const screen = activeScreen(page);
  const rows = screen.locator('.ant-table-row');
  await expect(rows).toHaveCount(order.fee_lines.length);

  await screen.getByRole('button', { name: '新增费用' }).click();
  const row = rows.last();
  await pickOption(row, '收支方向', '支');
  await pickOption(row, '费用项', '干线运费');
  // The line carrier is the only target of an outlay trunk fee: chosen by itself.
  await expect(selectedOption(row, '结算对象')).not.toHaveText('');
  await pickOption(row, '结算方式', '月结');
  await row.getByRole('textbox', { name: '金额' }).fill('abc');
  await expect(row).toContainText('请输入有效数字');

  // Another fee code clears the target and the method.
  await pickOption(row, '费用项', '配送费');
  await expect(selectedOption(row, '结算对象')).toHaveCount(0);
  await expect(selectedOption(row, '结算方式')).toHaveCount(0);
  // Another direction clears the code and the amount as well.
  await pickOption(row, '收支方向', '收');
  await expect(selectedOption(row, '费用项')).toHaveCount(0);
  await expect(row.getByRole('textbox', { name: '金额' })).toHaveValue('');

  await pickOption(row, '费用项', '上楼费');
  await expect(selectedOption(row, '结算方式')).toHaveText('现付');
  await row.getByRole('textbox', { name: '金额' }).fill('30');
  await screen.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/bang\/order\/index$/);

  const token = await apiToken(page.request, 'servicer');
  const saved = ((await (await page.request.get(`/api/order/waybills/${order.id}`, { headers: { token } })).json()) as { data: Order }).data;
  expect(saved.fee_lines).toHaveLength(order.fee_lines.length + 1);
  expect(saved.fee_lines.at(-1)).toMatchObject({ direction: 'INCOME', code: 'UPSTAIRS_FEE', settle_target_type: 'CONSIGNOR', settlement_method_name: '现付' });
});
