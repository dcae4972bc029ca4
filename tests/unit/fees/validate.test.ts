import { describe, expect, it } from 'vitest';
import {
  firstFeeTableMessage,
  duplicateRowIndexes, emptyFeeLine, validateFeeRow, validateFeeTable, type FeeConfig,
} from '../../../src/fees';
import { CONFIGS, DELIVERY_FEE, TRANSFER_FEE_CONFIG, deliveryLine } from './fixtures';

/** The spec's texts, written out here so a changed catalogue fails the test. */
const REQUIRED = {
  direction: '请选择或填写收支方向',
  code: '请选择或填写费用项',
  settle_target_id: '请选择或填写结算对象',
  amount: '请选择或填写金额',
  settlement_method_code: '请选择或填写结算方式',
};

function amountError(amount: number | string, rules: Parameters<typeof validateFeeRow>[1] = { config: DELIVERY_FEE }) {
  return validateFeeRow(deliveryLine({ amount }), rules).amount;
}

describe('fee row validation', () => {
  it('accepts a complete row within the bounds', () => {
    expect(validateFeeRow(deliveryLine(), { config: DELIVERY_FEE })).toEqual({});
    expect(validateFeeRow(deliveryLine({ amount: 1 }), { config: DELIVERY_FEE })).toEqual({});
    expect(validateFeeRow(deliveryLine({ amount: '500' }), { config: DELIVERY_FEE })).toEqual({});
  });

  it('asks for every required field with 请选择或填写{field}', () => {
    expect(validateFeeRow(emptyFeeLine(), { config: DELIVERY_FEE })).toEqual(REQUIRED);
    expect(validateFeeRow(deliveryLine({ amount: '  ' })).amount).toBe(REQUIRED.amount);
  });

  it('does not check the amounts of an account that may not see them (masked as ***, nothing to type)', () => {
    const hidden = { config: DELIVERY_FEE, amountsVisible: false, orderMaxAmount: 1 };
    expect(validateFeeRow(deliveryLine({ amount: '***' }), hidden)).toEqual({});
    expect(validateFeeRow(deliveryLine({ amount: '' }), hidden)).toEqual({});
    expect(validateFeeTable([deliveryLine({ amount: '***' })], CONFIGS, { amountsVisible: false }).valid).toBe(true);
    // The other fields are still the account's to fill in.
    const { amount: _amount, ...others } = REQUIRED;
    expect(validateFeeRow(emptyFeeLine(), hidden)).toEqual(others);
    expect(validateFeeRow(deliveryLine({ amount: '***' }), { config: DELIVERY_FEE }).amount).toBe('请输入有效数字');
  });

  it('treats an amount of 0 as given, not missing', () => {
    expect(amountError(0, {})).toBeUndefined();
    expect(amountError('0', { config: DELIVERY_FEE })).toBe('金额不能小于 1');
  });

  it('rejects text that is not a number with 请输入有效数字', () => {
    for (const amount of ['abc', '1.2.3', '1e3', '--1', '12元', Number.NaN]) expect(amountError(amount)).toBe('请输入有效数字');
  });

  it('keeps the amount at or above the code’s minAmount (金额不能小于 {min})', () => {
    expect(amountError('0.99')).toBe('金额不能小于 1');
    expect(amountError('-1')).toBe('金额不能小于 1');
    expect(amountError('-1', { config: { ...DELIVERY_FEE, minAmount: 0 } })).toBe('金额不能小于 0');
    expect(amountError('1')).toBeUndefined();
  });

  it('keeps the amount at or below the code’s maxAmount', () => {
    expect(amountError('500.01')).toBe('金额不能超过 500');
    expect(amountError(501)).toBe('金额不能超过 500');
  });

  it('keeps an OUTLAY amount at or below the order maximum, if one is set (金额不能超过 {max})', () => {
    const rules = { config: DELIVERY_FEE, orderMaxAmount: 200 };
    expect(amountError('200', rules)).toBeUndefined();
    expect(amountError('200.5', rules)).toBe('金额不能超过 200');
    expect(amountError('300', { config: TRANSFER_FEE_CONFIG, orderMaxAmount: 250 })).toBe('金额不能超过 250');
    expect(amountError('300', { config: DELIVERY_FEE, orderMaxAmount: null })).toBeUndefined();
  });

  it('does not hold INCOME amounts to the order maximum', () => {
    const income = deliveryLine({ direction: 'INCOME', settle_target_id: 31, amount: '300' });
    expect(validateFeeRow(income, { config: DELIVERY_FEE, orderMaxAmount: 200 })).toEqual({});
  });

  it('has no bounds when the code gives none (newer table)', () => {
    expect(amountError('0.001', { config: TRANSFER_FEE_CONFIG })).toBeUndefined();
    expect(amountError('-1', { config: TRANSFER_FEE_CONFIG })).toBeUndefined();
  });

  it('holds the older table to a minimum of 0.01 with 2 decimals', () => {
    const legacy = { legacy: true };
    expect(amountError('0.001', legacy)).toBe('金额不能小于 0.01');
    expect(amountError('0', legacy)).toBe('金额不能小于 0.01');
    expect(amountError('-1', legacy)).toBe('金额不能小于 0.01');
    expect(amountError('1.234', legacy)).toBe('最多保留2位小数');
    expect(amountError('0.01', legacy)).toBeUndefined();
    expect(amountError('12.50', legacy)).toBeUndefined();
    expect(amountError('abc', legacy)).toBe('请输入有效数字');
    expect(amountError('0.5', { legacy: true, config: DELIVERY_FEE })).toBe('金额不能小于 1');
  });

  it('lists the allowed settlement methods when another one is chosen (可选结算方式为：…)', () => {
    const row = deliveryLine({ settlement_method_code: 'CASH_ON_DELIVERY', settlement_method_name: '到付' });
    expect(validateFeeRow(row, { config: DELIVERY_FEE }).settlement_method_code).toBe('可选结算方式为：现付、月结');
    expect(validateFeeRow(deliveryLine({ code: 'TRANSSHIPMENT_FEE' }), { config: TRANSFER_FEE_CONFIG }).settlement_method_code)
      .toBe('可选结算方式为：月结');
    const noMethods: FeeConfig = { ...DELIVERY_FEE, settlement_methods: [] };
    expect(validateFeeRow(row, { config: noMethods })).toEqual({});
  });
});

describe('fee table validation', () => {
  it('needs at least one row (至少需要一条费用明细)', () => {
    expect(validateFeeTable([], CONFIGS)).toEqual({ rows: [], table: ['至少需要一条费用明细'], valid: false });
  });

  it('checks each row against the config of its own code', () => {
    const rows = [deliveryLine({ amount: '600' }), deliveryLine({ code: 'TRANSSHIPMENT_FEE', settle_target_id: 21, amount: '600', settlement_method_code: 'MONTHLY' })];
    const result = validateFeeTable(rows, CONFIGS);
    expect(result.rows).toEqual([{ amount: '金额不能超过 500' }, {}]);
    expect(result.valid).toBe(false);
  });

  it('passes the order maximum and the older table’s rules to every row', () => {
    const result = validateFeeTable([deliveryLine({ amount: '150.555' })], CONFIGS, { orderMaxAmount: 150, legacy: true });
    expect(result.rows).toEqual([{ amount: '金额不能超过 150' }]);
  });

  it('flags a repeated direction, target and code on the repeating rows and on the table', () => {
    const rows = [deliveryLine(), deliveryLine({ amount: '5' }), deliveryLine({ settle_target_id: 12 }), deliveryLine({ amount: '7' })];
    expect(duplicateRowIndexes(rows)).toEqual([1, 3]);
    const result = validateFeeTable(rows, CONFIGS);
    expect(result.rows.map((row) => row.combination)).toEqual([
      undefined, '同一方向、结算对象和费用项的组合已存在', undefined, '同一方向、结算对象和费用项的组合已存在',
    ]);
    expect(result.table).toEqual(['同一方向、结算对象和费用项组合不可重复']);
    expect(result.valid).toBe(false);
  });

  it('counts rows that differ in direction, or are still incomplete, as distinct', () => {
    const rows = [
      deliveryLine(),
      deliveryLine({ direction: 'INCOME' }),
      deliveryLine({ settle_target_id: '11' }),
      { ...emptyFeeLine(), direction: 'OUTLAY' as const },
      { ...emptyFeeLine(), direction: 'OUTLAY' as const },
    ];
    expect(duplicateRowIndexes(rows)).toEqual([2]);
  });

  it('is valid when every row is', () => {
    const rows = [deliveryLine(), deliveryLine({ settle_target_id: 12 })];
    expect(validateFeeTable(rows, CONFIGS)).toEqual({ rows: [{}, {}], table: [], valid: true });
  });

  it('gives a form one message: the table\'s first, else the first row\'s', () => {
    expect(firstFeeTableMessage(validateFeeTable([], CONFIGS))).toBe('至少需要一条费用明细');
    expect(firstFeeTableMessage(validateFeeTable([deliveryLine(), deliveryLine()], CONFIGS))).toBe('同一方向、结算对象和费用项组合不可重复');
    expect(firstFeeTableMessage(validateFeeTable([deliveryLine({ amount: 'x' })], CONFIGS))).toBe('请输入有效数字');
    expect(firstFeeTableMessage(validateFeeTable([deliveryLine()], CONFIGS))).toBeUndefined();
  });
});
