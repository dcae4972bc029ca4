import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { activeScreen, apiToken, loginOnVariant, pickOption, selectedOption, variantUrl } from './support';

/** A ticket as GET /api/order/ticket/{id} answers (the fields these tests touch). */
interface Ticket {
  id: number;
  schema_id: number;
  order_id: number;
  type: string;
  status: string;
  payload: Record<string, unknown>;
  fee_lines: unknown[];
}

async function api<T>(request: APIRequestContext, user: string, path: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  const token = await apiToken(request, user);
  const response = await request.fetch(`/api${path}`, { method: init.method ?? 'GET', headers: { token }, data: init.data });
  const body = (await response.json()) as { data: T; msg?: string };
  expect(response.ok(), `${init.method ?? 'GET'} ${path}: ${body.msg ?? ''}`).toBe(true);
  return body.data;
}

/** The newest seeded ticket matching a list filter (the seed's fixtures come first; see server/tickets/ticket-seed.ts). */
async function fixture(request: APIRequestContext, query: string): Promise<Ticket> {
  const list = await api<{ list: Array<{ id: number }> }>(request, 'admin', `/order/tickets?${query}`);
  expect(list.list.length, query).toBeGreaterThan(0);
  return api<Ticket>(request, 'admin', `/order/ticket/${list.list[0]!.id}`);
}

/** A fresh expedite ticket customer service (cs) has accepted: IN_PROGRESS, executive cs, used by one test only. */
async function ticketInProgressForCs(request: APIRequestContext): Promise<Ticket> {
  // Any seeded expedite ticket gives a valid payload and its order.
  const model = await fixture(request, 'type=EXPEDITE');
  const created = await api<Ticket>(request, 'cs', '/order/ticket/', {
    method: 'POST',
    data: { schema_id: model.schema_id, order_id: model.order_id, type: model.type, payload: model.payload, fee_lines: [] },
  });
  return api<Ticket>(request, 'cs', `/order/ticket/${created.id}`, { method: 'PUT', data: { action: 'accept', payload: created.payload, fee_lines: [] } });
}

async function openTicket(page: Page, baseURL: string, user: string, id: number): Promise<Locator> {
  await loginOnVariant(page, baseURL, 'bang', user);
  await page.goto(variantUrl(baseURL, 'bang', `/saas/ticket/detail/${id}`));
  const screen = activeScreen(page);
  await expect(screen.getByTestId('ticket-status')).toBeVisible();
  return screen;
}

const actionBar = (screen: Locator) => screen.getByTestId('ticket-actions');
const actionButton = (screen: Locator, label: string) => actionBar(screen).getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });

test('the executive accepts an expedite ticket, then completes it', async ({ page, request, baseURL }) => {
  const ticket = await fixture(request, 'type=EXPEDITE&status=SUBMITTED&executive_uid=5');
  const screen = await openTicket(page, baseURL!, 'cs', ticket.id);
  await expect(screen.getByTestId('ticket-status')).toHaveText('待受理');
  await expect(actionButton(screen, '完成')).toHaveCount(0);

  await actionButton(screen, '受理').click();
  await expect(screen.getByTestId('ticket-status')).toHaveText('处理中');
  await actionButton(screen, '完成').click();
  await expect(screen.getByTestId('ticket-status')).toHaveText('已完成');
  expect((await api<Ticket>(request, 'admin', `/order/ticket/${ticket.id}`)).status).toBe('COMPLETED');
});

test('the after-sales supervisor acts on a ticket another executive holds', async ({ page, request, baseURL }) => {
  const ticket = await fixture(request, 'type=EXPEDITE&status=IN_PROGRESS&executive_uid=101');
  const screen = await openTicket(page, baseURL!, 'supervisor', ticket.id);
  await expect(screen.getByTestId('ticket-status')).toHaveText('处理中');
  await expect(actionButton(screen, '保存')).toBeVisible();
  await actionButton(screen, '完成').click();
  await expect(screen.getByTestId('ticket-status')).toHaveText('已完成');
});

test('finance staff completes a finance review', async ({ page, request, baseURL }) => {
  const ticket = await fixture(request, 'status=FINANCE_REVIEWING&financial_uid=7');
  const screen = await openTicket(page, baseURL!, 'finance', ticket.id);
  await expect(screen.getByTestId('ticket-status')).toHaveText('财务审核中');
  await expect(actionButton(screen, '驳回')).toBeVisible();
  await expect(actionButton(screen, '受理')).toHaveCount(0);
  await actionButton(screen, '财务完结').click();
  await expect(screen.getByTestId('ticket-status')).toHaveText('已结束');
});

test('a viewer sees the ticket but no action buttons', async ({ page, request, baseURL }) => {
  // Someone else's finance review: customer service is neither its finance person nor a supervisor.
  const ticket = await fixture(request, 'status=FINANCE_REVIEWING&financial_uid=102');
  const screen = await openTicket(page, baseURL!, 'cs', ticket.id);
  await expect(screen.getByTestId('ticket-status')).toHaveText('财务审核中');
  // Give the 300 ms debounced rules time to settle before asserting that nothing appears.
  await page.waitForTimeout(1000);
  await expect(actionBar(screen)).toHaveCount(0);
  await expect(screen.getByRole('button', { name: /保\s*存|受\s*理|完\s*成|驳\s*回/ })).toHaveCount(0);
});

test('a save the server refuses shows its message and keeps what was typed', async ({ page, request, baseURL }) => {
  const ticket = await ticketInProgressForCs(request);
  const screen = await openTicket(page, baseURL!, 'cs', ticket.id);
  await expect(screen.getByTestId('ticket-status')).toHaveText('处理中');
  const description = screen.getByLabel('催件说明');
  await description.fill('客户第三次来电，要求明天上午送达');

  // Meanwhile the supervisor completes the ticket: the screen's version is stale, an edit conflict (409).
  await api<Ticket>(request, 'supervisor', `/order/ticket/${ticket.id}`, { method: 'PUT', data: { action: 'complete', payload: ticket.payload, fee_lines: ticket.fee_lines } });
  await actionButton(screen, '保存').click();

  await expect(screen.getByTestId('ticket-save-error')).toContainText('该记录已被他人修改，请刷新后重试');
  await expect(description).toHaveValue('客户第三次来电，要求明天上午送达');
});

test('fields follow their visibleWhen rules, and a fee row\'s cascade clears as specified', async ({ page, request, baseURL }) => {
  const ticket = await ticketInProgressForCs(request);
  const screen = await openTicket(page, baseURL!, 'cs', ticket.id);
  await expect(screen.getByLabel('其他原因')).toHaveCount(0);
  await pickOption(screen, '催件原因', '其他');
  await expect(screen.getByLabel('其他原因')).toBeVisible();

  await screen.getByRole('button', { name: '新增费用' }).click();
  const row = screen.locator('.ant-table-row').last();
  await pickOption(row, '收支方向', '支');
  await pickOption(row, '费用项', '中转费');
  // 中转费 goes to the carrier or the delivery provider; once one is picked its only method (月结) is chosen by itself.
  await expect(selectedOption(row, '结算对象')).toHaveCount(0);
  await row.getByRole('combobox', { name: '结算对象' }).click({ force: true });
  // Once the closing 费用项 list has gone, the only open list is the targets'.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(1);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(selectedOption(row, '结算方式')).toHaveText('月结');
  await row.getByRole('textbox', { name: '金额' }).fill('80');
  await pickOption(row, '收支方向', '收');
  for (const label of ['费用项', '结算对象', '结算方式']) await expect(selectedOption(row, label)).toHaveCount(0);
  await expect(row.getByRole('textbox', { name: '金额' })).toHaveValue('');
});

test('customer service raises an expedite ticket from an order: the sub type follows the order, the first save submits it', async ({ page, request, baseURL }) => {
  // One of its service provider's orders (another tenant's answers 404) tagged SECOND_DOOR without a return or repair package: 催上门.
  const orders = await api<{ list: Array<{ id: number; services_pkg_code?: string }> }>(request, 'cs', '/order/waybills?tags=SECOND_DOOR&per_page=50');
  const order = orders.list.find((candidate) => !['SERVICE_PKG_RETURN', 'SERVICE_PKG_REPAIR'].includes(candidate.services_pkg_code ?? ''));
  expect(order, 'a seeded SECOND_DOOR order').toBeDefined();

  await loginOnVariant(page, baseURL!, 'bang', 'cs');
  await page.goto(variantUrl(baseURL!, 'bang', `/saas/waybill/detail/${order!.id}`));
  await activeScreen(page).getByRole('button', { name: '发起催件' }).click();
  await expect(page).toHaveURL(new RegExp(`/saas/ticket/add/1/${order!.id}$`));
  const screen = activeScreen(page);
  await expect(screen.getByTestId('ticket-status')).toHaveText('新建');
  await expect(selectedOption(screen, '催件类型')).toHaveText('催上门');

  await pickOption(screen, '催件原因', '客户加急');
  await screen.getByLabel('期望完成时间').click();
  await screen.getByLabel('期望完成时间').fill('2030-01-15 10:00:00');
  await screen.getByLabel('期望完成时间').press('Enter');
  await screen.getByLabel('催件说明').fill('客户明天上午在家，请安排上门');
  await actionButton(screen, '保存').click();

  await expect(page).toHaveURL(/\/saas\/ticket\/detail\/\d+$/);
  await expect(activeScreen(page).getByTestId('ticket-status')).toHaveText('待受理');
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await api<Ticket>(request, 'admin', `/order/ticket/${id}`);
  expect(saved).toMatchObject({ order_id: order!.id, status: 'SUBMITTED', payload: { sub_type: 'EXPEDITE_ON_SITE', expedite_reason: '客户加急', description: '客户明天上午在家，请安排上门' } });
});
