import { describe, expect, it } from 'vitest';
import {
  applyFeeChange, autoPickTarget, codeOptions, emptyFeeLine, methodOptions, targetOptions, type FeeContext,
  type FeeLine,
} from '../../../src/fees';
import { CONFIGS, CONTEXT, MONTHLY, PAY_NOW, TARGETS, deliveryLine } from './fixtures';

describe('options per row', () => {
  it('offers no codes before a direction, then the codes configured for it', () => {
    expect(codeOptions(emptyFeeLine(), CONFIGS)).toEqual([]);
    expect(codeOptions({ direction: 'OUTLAY' }, CONFIGS)).toEqual([
      { value: 'DELIVERY_FEE', label: '配送费' },
      { value: 'TRANSSHIPMENT_FEE', label: '中转费' },
    ]);
    expect(codeOptions({ direction: 'INCOME' }, CONFIGS)).toEqual([{ value: 'DELIVERY_FEE', label: '配送费' }]);
  });

  it('offers the targets whose type the code allows for the direction', () => {
    expect(targetOptions({ direction: 'OUTLAY', code: 'DELIVERY_FEE' }, CONTEXT).map((o) => o.value)).toEqual([11, 12, 21]);
    expect(targetOptions({ direction: 'INCOME', code: 'DELIVERY_FEE' }, CONTEXT)).toEqual([{ value: 31, label: '宜家家居' }]);
    expect(targetOptions({ direction: 'OUTLAY', code: '' }, CONTEXT)).toEqual([]);
    expect(targetOptions({ direction: '', code: 'DELIVERY_FEE' }, CONTEXT)).toEqual([]);
    expect(targetOptions({ direction: 'OUTLAY', code: 'UNKNOWN' }, CONTEXT)).toEqual([]);
  });

  it('offers the code’s settlement methods', () => {
    expect(methodOptions({ code: 'DELIVERY_FEE' }, CONFIGS)).toEqual([PAY_NOW, MONTHLY]);
    expect(methodOptions({ code: '' }, CONFIGS)).toEqual([]);
  });
});

describe('change cascade', () => {
  it('changing the direction clears code, target, method and amount', () => {
    const row = { ...deliveryLine(), key: 'r1' };
    const next = applyFeeChange(row, { field: 'direction', value: 'INCOME' }, CONTEXT);
    expect(next).toEqual({ ...emptyFeeLine(), direction: 'INCOME', key: 'r1' });
  });

  it('changing the code clears target and method but keeps the amount', () => {
    const next = applyFeeChange(deliveryLine({ amount: '88' }), { field: 'code', value: 'DELIVERY_FEE' }, CONTEXT);
    expect(next).toMatchObject({
      code: 'DELIVERY_FEE', code_name: '配送费', settle_target_id: '', settle_target_name: '', settle_target_type: '',
      settlement_method_code: '', settlement_method_name: '', amount: '88',
    });
  });

  it('a single remaining target is selected, and with it the single method', () => {
    const next = applyFeeChange(deliveryLine(), { field: 'code', value: 'TRANSSHIPMENT_FEE' }, CONTEXT);
    expect(next).toMatchObject({
      code: 'TRANSSHIPMENT_FEE', code_name: '中转费',
      settle_target_id: 21, settle_target_name: '华东服务商', settle_target_type: 'SERVICER',
      settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
    });
    const income = applyFeeChange({ ...emptyFeeLine(), direction: 'INCOME' }, { field: 'code', value: 'DELIVERY_FEE' }, CONTEXT);
    expect(income).toMatchObject({ settle_target_id: 31, settle_target_name: '宜家家居', settlement_method_code: '' });
  });

  it('auto-picks no target when several remain or when one is already chosen', () => {
    const row: FeeLine = { ...emptyFeeLine(), direction: 'OUTLAY', code: 'DELIVERY_FEE' };
    expect(autoPickTarget(row, CONTEXT).settle_target_id).toBe('');
    const oneTarget: FeeContext = { configs: CONFIGS, targets: TARGETS.filter((t) => t.id === 12) };
    expect(autoPickTarget(row, oneTarget).settle_target_id).toBe(12);
    const chosen = { ...row, settle_target_id: 11 };
    expect(autoPickTarget(chosen, oneTarget)).toBe(chosen);
  });

  it('changing the target clears the method when several exist', () => {
    const next = applyFeeChange(deliveryLine(), { field: 'settle_target_id', value: 21 }, CONTEXT);
    expect(next).toMatchObject({
      settle_target_id: 21, settle_target_name: '华东服务商', settle_target_type: 'SERVICER',
      settlement_method_code: '', settlement_method_name: '', amount: '100',
    });
  });

  it('changing the target picks the method when only one exists', () => {
    const row: FeeLine = { ...emptyFeeLine(), direction: 'OUTLAY', code: 'TRANSSHIPMENT_FEE', settlement_method_code: 'X' };
    expect(applyFeeChange(row, { field: 'settle_target_id', value: 21 }, CONTEXT)).toMatchObject({
      settle_target_id: 21, settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
    });
  });

  it('clearing the target, or picking one the code does not allow, leaves target and method empty', () => {
    expect(applyFeeChange(deliveryLine(), { field: 'settle_target_id', value: '' }, CONTEXT)).toMatchObject({
      settle_target_id: '', settle_target_name: '', settlement_method_code: '',
    });
    expect(applyFeeChange(deliveryLine(), { field: 'settle_target_id', value: 31 }, CONTEXT).settle_target_id).toBe('');
  });

  it('a method takes its label as name; an amount changes nothing else', () => {
    expect(applyFeeChange(deliveryLine(), { field: 'settlement_method_code', value: 'MONTHLY' }, CONTEXT)).toMatchObject({
      settlement_method_code: 'MONTHLY', settlement_method_name: '月结',
    });
    expect(applyFeeChange(deliveryLine(), { field: 'amount', value: '12.5' }, CONTEXT)).toEqual(deliveryLine({ amount: '12.5' }));
  });
});
