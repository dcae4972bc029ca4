/**
 * What the tests of the books share: a test server with their fixture screens, the demo servicer's books,
 * the demo merchant and a delivery company as settle targets, orders of the servicer that are not signed (so
 * no seeded settlement line or receivable names them), signed-in accounts, and settlement lines written
 * straight into the store as the settle effect would book them.
 */
import type { RecordStore } from '../../../server/records/record-store.js';
import { resourceIdOf } from '../../../server/parties/resource-ids.js';
import { DEMO_CONSIGNOR_NAME } from '../../../server/fake-data/business-names.js';
import { login, startTestServer, type TestServer } from './test-server.js';

// Records are arbitrary JSON here.
export type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The demo service provider's main account: whose books the lines are in. */
export const SERVICER = 2;

export interface Books {
  server: TestServer;
  settlements: RecordStore;
  waybills: RecordStore;
  merchantTarget: number;
  deliveryTarget: number;
  /** Order numbers of the servicer's orders that are not signed. */
  orders: string[];
  tokens: Record<string, string>;
}

export interface LineOptions {
  order?: number;
  direction?: 'INCOME' | 'OUTLAY';
  owner?: number;
  target?: number;
}

export async function startBooks(screens: Record<string, unknown>, users: readonly string[]): Promise<Books> {
  const server = await startTestServer({}, undefined, screens);
  const { collections } = server.server.context;
  const merchant = collections.get('consignors')!.allRows().find((row) => row.name === DEMO_CONSIGNOR_NAME)!;
  const delivery = collections.get('deliveries')!.allRows()[0]!;
  const orders = collections.get('waybills')!.allRows()
    .filter((row) => row.servicer_user_id === SERVICER && row.status !== 'SIGNED')
    .map((row) => String(row.order_no));
  const tokens: Record<string, string> = {};
  for (const user of users) tokens[user] = (await login(server.url, user)).token;
  return {
    server,
    settlements: collections.get('settlements')!,
    waybills: collections.get('waybills')!,
    merchantTarget: resourceIdOf('CONSIGNOR', merchant.id),
    deliveryTarget: resourceIdOf('DELIVERY', delivery.id),
    orders,
    tokens,
  };
}

/** A bills list with 生成账单 and the bill workflow's transitions, and the 生成账单 form: the screens that allow the calls making a bill. */
export const BILL_FIXTURE_SCREENS: Record<string, unknown> = {
  'fixture/bills.json': {
    path: '/saas/bill/fixture/index', title: '/saas/bill/fixture/index', kind: 'list', api: { resource: '/finance/bills' }, columns: [{ key: 'id', title: 'ID' }],
    toolbar: [{ action: 'create', operation: 'add', label: '生成账单', to: '/saas/bill/fixture/create' }],
    rowActions: [{ action: 'transitions', workflow: 'bill' }],
  },
  'fixture/bill-create.json': {
    path: '/saas/bill/fixture/create', title: '生成账单', kind: 'form', api: { resource: '/finance/bills' }, createOperation: 'bill',
    sections: [{ title: '账单信息', fields: [{ key: 'settle_target_id', label: '结算对象', widget: 'remoteSelect', picker: { url: '/finance/bill-targets', labelKey: 'label', valueKey: 'id' } }] }],
  },
};

let sequence = 0;

/** A pending, unbilled settlement line of `amount`, in `owner`'s books (the servicer's by default). */
export function bookLine(books: Books, amount: number, options: LineOptions = {}): Row {
  const { order = 0, direction = 'INCOME', owner = SERVICER } = options;
  const target = options.target ?? (direction === 'INCOME' ? books.merchantTarget : books.deliveryTarget);
  sequence += 1;
  return books.settlements.insert({
    order_no: books.orders[order], fee_code: 'DELIVERY_FEE', fee_name: '配送费', direction,
    settle_target_id: target, settle_target_type: direction === 'INCOME' ? 'CONSIGNOR' : 'DELIVERY',
    settle_target_name: direction === 'INCOME' ? DEMO_CONSIGNOR_NAME : '配送安装服务商', amount, status: 'PENDING', bill_no: '',
    // The books holder is the line's servicer party: it is whom the line shows to (ownership of settlements).
    booking_key: `test#${sequence}`, servicer_user_id: owner,
  }, owner);
}

/** The period (YYYY-MM) lines booked now fall in. */
export const periodOf = (line: Row): string => String(line.created_at).slice(0, 7);

/** The demo accounts an order names as its parties. */
export const DEMO_PARTIES = { merchant: 4, servicer: 2, delivery: 3 } as const;
/** The demo delivery company's resource id, a settle target of the order's pay-out. */
export const DELIVERY_RESOURCE = 300_052;

/** An order's fee lines: freight from the merchant, pay-outs to the delivery company and the carrier. */
export const ORDER_FEE_LINES = [
  { direction: 'INCOME', code: 'DELIVERY_FEE', code_name: '配送费', settle_target_id: 100_001, settle_target_name: '优品家居旗舰店', settle_target_type: 'CONSIGNOR', amount: 128.3, settlement_method_code: 'MONTHLY', settlement_method_name: '月结' },
  { direction: 'OUTLAY', code: 'DELIVERY_FEE', code_name: '配送费', settle_target_id: DELIVERY_RESOURCE, settle_target_name: '上海浦东安家配送安装服务部', settle_target_type: 'DELIVERY', amount: '70.57', settlement_method_code: 'MONTHLY', settlement_method_name: '月结' },
  { direction: 'OUTLAY', code: 'TRUNK_FEE', code_name: '干线费', settle_target_id: 200_003, settle_target_name: '顺达干线物流', settle_target_type: 'TRANSPORTER', amount: 32.08, settlement_method_code: 'CASH', settlement_method_name: '现付' },
];

let orderSequence = 0;

/** A new order of the demo parties out for delivery (status DELIVERING) with ORDER_FEE_LINES, numbered from `prefix`. */
export function insertDeliveringOrder(waybills: RecordStore, prefix: string): Row {
  orderSequence += 1;
  return waybills.insert({
    order_no: `${prefix}${String(orderSequence).padStart(4, '0')}1`, consignor_name: '优品家居旗舰店', servicer_name: '上海顺捷供应链管理有限公司',
    delivery_name: '上海浦东安家配送安装服务部', end_contact: '张三', end_tel: '13800001111', end_province: '上海市', end_city: '上海市',
    end_address: '张江路1号', status: 'DELIVERING', tags: [], active_holds: [], tracks: [], fee_lines: ORDER_FEE_LINES,
    consignor_user_id: DEMO_PARTIES.merchant, servicer_user_id: DEMO_PARTIES.servicer, delivery_user_id: DEMO_PARTIES.delivery,
    delivery_resource_id: DELIVERY_RESOURCE,
  }, DEMO_PARTIES.servicer);
}
