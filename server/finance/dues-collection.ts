/**
 * Receivables (应收) and payables (应付): what a confirmed bill opens, one row per order on the bill
 * (server/finance/bill-dues.ts), closed by write-offs (核销, server/finance/write-offs.ts) or by paying the
 * bill. Written by those only: no generic create, edit or delete. A receivable belongs to the service
 * provider whose books hold it and to the merchant who owes it; a payable to the books holder and the
 * delivery company it pays (a carrier has no account).
 */
import { seededBooksOf } from './settlements-collection.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, FieldSpec } from '../records/types.js';
import { ORDER_NO_PATTERN } from '../orders/waybills-collection.js';
import { PAYABLE, RECEIVABLE, type DueKind } from './due-kinds.js';
import { SETTLE_TARGET_TYPES, type CodeList } from '../codes/codes.js';
import { amount, codeEnum, memo, text } from '../codes/core-fields.js';
import { generatedNo } from '../seed/order-refs.js';

export const RECEIVABLE_STATUSES: CodeList = [['UNRECEIVED', '未收款'], ['PARTIAL', '部分收款'], ['RECEIVED', '已收款'], ['WRITTEN_OFF', '已核销']];
export const PAYABLE_STATUSES: CodeList = [['UNPAID', '未付款'], ['PARTIAL', '部分付款'], ['PAID', '已付款']];

const date = (label: string): FieldSpec => ({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', label, filter: 'range' });

/** The words of one kind of due on its screens and in its messages. */
interface DueWords { no: string; total: string; done: string; open: string; state: string; date: string }

function dueFields(kind: DueKind, words: DueWords, statuses: CodeList) {
  return {
    [kind.noField]: text(words.no, 30, 'like'),
    // The bill the due comes from (账单号), and the order it is about.
    bill_no: text('账单号', 30, 'eq'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    fee_name: text('费用名称', 120, 'like'),
    settle_target_id: { type: 'integer', minimum: 1, label: '结算对象ID', filter: 'eq' },
    settle_target_name: text('结算对象', 50, 'like'),
    settle_target_type: codeEnum('结算对象类型', SETTLE_TARGET_TYPES),
    settlement_method_name: text('结算方式', 30),
    line_count: { type: 'integer', minimum: 0, label: '结算明细条数' },
    amount: amount(words.total),
    [kind.doneField]: amount(words.done),
    [kind.openField]: amount(words.open),
    status: codeEnum(words.state, statuses, kind.states.open),
    due_date: date(words.date),
    remark: memo(),
    servicer_user_id: { type: 'integer', minimum: 0 },
  } satisfies Record<string, FieldSpec>;
}

/** A due collection: written by the books only, seeded from the demo books, its party the one that owes or is paid. */
function dueCollection(kind: DueKind, path: string, party: 'consignor' | 'delivery', words: DueWords, statuses: CodeList): CollectionSpec {
  const partyField = `${party}_user_id`;
  return {
    name: kind.collection,
    path,
    ownership: { rule: 'parties', parties: { servicer: 'servicer_user_id', [party]: partyField } },
    readOnly: true,
    fields: { ...dueFields(kind, words, statuses), [partyField]: { type: 'integer', minimum: 0 } },
    required: ['order_no', 'bill_no', 'amount'],
    unique: [{ field: kind.noField, message: `${words.no}已存在` }],
    extraFilters: CREATED_AT_RANGE,
    generateOnCreate: (id, createdAt) => ({ [kind.noField]: generatedNo(kind.prefix, createdAt, id) }),
    seed: ({ now, rowsOf }) => seededBooksOf(rowsOf('waybills'), now)[kind.collection],
  };
}

export const receivablesCollection = dueCollection(RECEIVABLE, '/finance/receivables', 'consignor',
  { no: '应收单号', total: '应收金额', done: '已收金额', open: '未收金额', state: '收款状态', date: '应收日期' }, RECEIVABLE_STATUSES);

export const payablesCollection = dueCollection(PAYABLE, '/finance/payables', 'delivery',
  { no: '应付单号', total: '应付金额', done: '已付金额', open: '未付金额', state: '付款状态', date: '应付日期' }, PAYABLE_STATUSES);
