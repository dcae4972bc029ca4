/**
 * Write-offs (核销): money received against an order's receivables, in part or in full. A write-off is
 * applied when it is entered (server/finance/write-offs.ts fills the payer, the receivables it closes and
 * what was still open); deleting it reverses it; it is never edited. It belongs to the books holder and to
 * the merchant who paid.
 */
import { seededBooksOf } from './settlements-collection.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';
import { ORDER_NO_PATTERN } from '../orders/waybills-collection.js';
import type { CodeList } from '../codes/codes.js';
import { amount, codeEnum, dateTime, memo, text } from '../codes/core-fields.js';
import { generatedNo } from '../seed/order-refs.js';

export const WRITE_OFF_METHODS: CodeList = [['BANK_TRANSFER', '银行转账'], ['CASH', '现金'], ['OFFSET', '费用抵扣'], ['BAD_DEBT', '坏账核销']];
export const WRITE_OFF_STATUSES: CodeList = [['PENDING', '待审核'], ['APPROVED', '已核销'], ['REJECTED', '已驳回']];
/** The state of a write-off once applied. */
export const APPLIED_WRITE_OFF = 'APPROVED';

/** One receivable a write-off took money against. */
export const ALLOCATION_SCHEMA = {
  type: 'object',
  required: ['receivable_no', 'bill_no', 'amount'],
  properties: {
    receivable_no: { type: 'string', maxLength: 30 },
    bill_no: { type: 'string', maxLength: 30 },
    amount: { type: 'number', minimum: 0 },
  },
} as const;

export const writeOffsCollection: CollectionSpec = {
  name: 'write_offs',
  path: '/finance/write-offs',
  ownership: { rule: 'parties', parties: { servicer: 'servicer_user_id', consignor: 'consignor_user_id' } },
  fields: {
    write_off_no: text('核销单号', 30, 'like'),
    order_no: { type: 'string', pattern: ORDER_NO_PATTERN, label: '订单号', filter: 'like' },
    settle_target_name: text('付款方', 50, 'like'),
    // What was still to be received on the order when the write-off was entered.
    receivable_amount: amount('应收金额'),
    write_off_amount: { type: 'number', minimum: 0.01, maximum: 99_999_999, label: '核销金额' },
    write_off_method: codeEnum('核销方式', WRITE_OFF_METHODS),
    voucher_no: text('收款凭证号', 50, 'like'),
    status: codeEnum('核销状态', WRITE_OFF_STATUSES, APPLIED_WRITE_OFF),
    operator_name: text('操作人', 30, 'like'),
    remark: memo(),
    audited_at: dateTime('审核时间'),
    // The receivables it took money against, oldest first (written by the server).
    allocated_amounts: { type: 'array', label: '核销明细', items: ALLOCATION_SCHEMA, maxItems: 200 },
    servicer_user_id: { type: 'integer', minimum: 0 },
    consignor_user_id: { type: 'integer', minimum: 0 },
  },
  required: ['order_no', 'write_off_amount', 'write_off_method'],
  unique: [{ field: 'write_off_no', message: '核销单号已存在' }],
  extraFilters: CREATED_AT_RANGE,
  generateOnCreate: (id, createdAt) => ({ write_off_no: generatedNo('HX', createdAt, id) }),
  seed: ({ now, rowsOf }) => seededBooksOf(rowsOf('waybills'), now).writeOffs,
};
