/**
 * The money of one order, from its signing to the books (issue: money flows), as finance works it on BANG:
 * the delivery company signs an order, its fee lines appear as settlement lines; finance generates a bill of
 * the merchant's lines (picking the 结算对象, never typing it), the bill's 账单流水 lists and totals them,
 * confirming it opens the order's receivable, a partial write-off (核销) leaves the rest open, and the
 * merchant on DA reads its bill and what it still owes; and customer service, opening a ticket of that order,
 * is warned that its receivable has been written off.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_CONSIGNOR_NAME } from '../../server/fake-data/business-names';
import { demoUser } from '../../server/users/demo-users';
import { formatFen, sumFen, toFen } from '../../src/money/fen';
import { axeFindings, blockingLines } from './axe';
import { named, orderOf, signedIn, transition, type Order } from './order-support';
import { activeScreen, apiToken, expectScreen, pickByTyping, pickOption, variantUrl } from './support';

interface FeeLine { direction: string; amount: number; settle_target_name: string }
interface Row { [key: string]: unknown }

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { token } });
  expect(response.ok(), `GET ${path}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** A seeded order the demo delivery company is delivering for the demo merchant, with a fee line the merchant pays. */
async function orderToSign(request: APIRequestContext, servicer: string): Promise<Order & { fee_lines: FeeLine[] }> {
  const { list } = await get<{ list: Array<Order & { delivery_user_id: number; fee_lines: FeeLine[] }> }>(
    request, servicer, `/order/waybills?status=DELIVERING&consignor_name=${encodeURIComponent(DEMO_CONSIGNOR_NAME)}&per_page=100`,
  );
  const order = list.reverse().find((row) => row.delivery_user_id === demoUser('delivery').id && row.fee_lines?.some((line) => line.direction === 'INCOME'));
  expect(order, 'a seeded order being delivered with an INCOME fee line').toBeTruthy();
  return order!;
}

const yuan = (amount: number): string => formatFen(toFen(amount)!);

test('a signed order’s fees become a bill, a receivable and a partial write-off, and its ticket warns', async ({ browser, request, baseURL }) => {
  // Four accounts in turn (finance, the merchant, customer service): past two minutes on two busy cores.
  test.setTimeout(240_000);
  const servicer = await apiToken(request, 'servicer');
  const order = await orderToSign(request, servicer);
  const income = order.fee_lines.filter((line) => line.direction === 'INCOME');
  const incomeFen = sumFen(income.map((line) => toFen(line.amount)!));
  await transition(request, await apiToken(request, 'delivery'), order, 'sign', { sign_images: [{ fileid: 'receipt-1' }], signer_name: '王先生' });
  expect((await orderOf(request, servicer, order.id)).status).toBe('SIGNED');

  const page = await signedIn(browser, baseURL!, 'bang', 'finance');
  // 结算明细: each fee line of the order is a settlement line.
  await page.goto(variantUrl(baseURL!, 'bang', `/saas/settle/index?order_no=${order.order_no}`));
  const settleRows = activeScreen(page).locator('tbody tr.ant-table-row', { hasText: order.order_no });
  await expect(settleRows).toHaveCount(order.fee_lines.length);

  // 生成账单: the merchant picked from the targets with unbilled lines, this month.
  const period = new Date().toISOString().slice(0, 7);
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/bill/create'));
  await expectScreen(page, /\/saas\/bill\/create$/, '生成账单');
  const form = activeScreen(page);
  await pickByTyping(form, '结算对象', DEMO_CONSIGNOR_NAME, `商家：${DEMO_CONSIGNOR_NAME}（\\d+ 条待出账，合计 [\\d,.]+ 元）`);
  await form.getByLabel('账期').fill(period);
  await form.getByRole('button', { name: named('保存') }).click();
  await expect(page.locator('.ant-message')).toContainText('成功');

  const bills = await get<{ list: Row[] }>(request, servicer, `/finance/bills?settle_target_name=${encodeURIComponent(DEMO_CONSIGNOR_NAME)}&status=UNCONFIRMED&per_page=100`);
  const bill = bills.list.find((row) => row.period === period)!;
  const lines = await get<{ list: Row[] }>(request, servicer, `/finance/settlements?bill_no=${String(bill.bill_no)}&per_page=100`);
  expect(lines.list.filter((line) => line.order_no === order.order_no && line.direction === 'INCOME')).toHaveLength(income.length);
  expect(toFen(bill.amount)).toBe(sumFen(lines.list.map((line) => toFen(line.amount)!)));

  // 账单流水: the bill's lines and its total; 确认 opens the receivables.
  await page.goto(variantUrl(baseURL!, 'bang', `/saas/bill/journal/${String(bill.id)}`));
  const journal = activeScreen(page);
  await expect(journal.getByText(String(bill.bill_no)).first()).toBeVisible();
  await expect(journal.locator('tbody tr.ant-table-row')).toHaveCount(lines.list.length);
  await expect(journal.getByText(yuan(Number(bill.amount))).first()).toBeVisible();
  await journal.getByRole('button', { name: named('确认') }).click();
  await page.locator('.ant-popconfirm:visible, .ant-modal:visible').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('账单已确认');

  await page.goto(variantUrl(baseURL!, 'bang', `/saas/finance/receivable/index?order_no=${order.order_no}`));
  const receivable = activeScreen(page).locator('tbody tr.ant-table-row', { hasText: String(bill.bill_no) });
  await expect(receivable).toHaveCount(1);
  await expect(receivable).toContainText('未收款');
  await expect(receivable).toContainText(yuan(incomeFen / 100));

  // 新增核销 of part of it: the rest stays open.
  const partFen = Math.max(1, Math.floor(incomeFen / 3));
  await page.goto(variantUrl(baseURL!, 'bang', '/saas/finance/write-off/create'));
  const writeOff = activeScreen(page);
  await writeOff.getByLabel('订单号').fill(order.order_no);
  await writeOff.getByLabel('核销金额').fill(formatFen(partFen));
  await pickOption(writeOff, '核销方式', '银行转账');
  await writeOff.getByRole('button', { name: named('保存') }).click();
  await expect(page.locator('.ant-message')).toContainText('成功');
  await page.goto(variantUrl(baseURL!, 'bang', `/saas/finance/receivable/index?order_no=${order.order_no}`));
  const partial = activeScreen(page).locator('tbody tr.ant-table-row', { hasText: String(bill.bill_no) });
  await expect(partial).toContainText('部分收款');
  await expect(partial).toContainText(formatFen(incomeFen - partFen));
  expect(blockingLines(await axeFindings(page, '/saas/finance/receivable/index', 'zh-CN'))).toEqual([]);

  // The merchant reads what it owes on DA: the bill and the receivable, with what is still open.
  const merchant = await signedIn(browser, baseURL!, 'da', 'consignor');
  await merchant.goto(variantUrl(baseURL!, 'da', `/saas/finance/receivable/index?order_no=${order.order_no}`));
  const owed = activeScreen(merchant).locator('tbody tr.ant-table-row', { hasText: String(bill.bill_no) });
  await expect(owed).toContainText('部分收款');
  await expect(owed).toContainText(formatFen(incomeFen - partFen));
  await merchant.goto(variantUrl(baseURL!, 'da', `/saas/bill/index?bill_no=${String(bill.bill_no)}`));
  await expect(activeScreen(merchant).locator('tbody tr.ant-table-row', { hasText: String(bill.bill_no) })).toContainText('已确认');
  await expect(activeScreen(merchant).getByRole('button', { name: '生成账单' })).toHaveCount(0);

  // Customer service opens a ticket of the order: its fees are adjusted after a write-off, so it is warned.
  const cs = await apiToken(request, 'cs');
  const admin = await apiToken(request, 'admin');
  const models = await get<{ list: Array<{ id: number }> }>(request, admin, '/order/tickets?type=EXPEDITE');
  const model = await get<{ schema_id: number; type: string; payload: Row }>(request, admin, `/order/ticket/${models.list[0]!.id}`);
  const created = await request.post('/api/order/ticket/', {
    headers: { token: cs }, data: { schema_id: model.schema_id, order_id: order.id, type: model.type, payload: model.payload, fee_lines: [] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const ticket = ((await created.json()) as { data: { id: number; payload: Row } }).data;
  const accepted = await request.put(`/api/order/ticket/${ticket.id}`, { headers: { token: cs }, data: { action: 'accept', payload: ticket.payload, fee_lines: [] } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const csPage = await signedIn(browser, baseURL!, 'bang', 'cs');
  await csPage.goto(variantUrl(baseURL!, 'bang', `/saas/ticket/detail/${ticket.id}`));
  await expect(activeScreen(csPage).getByTestId('ticket-written-off')).toHaveText('该订单应收已核销，调整费用前请先与财务确认');
});
