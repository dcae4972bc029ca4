import { describe, expect, it } from 'vitest';
import { canSeeFeeAmounts, chineseCapitalAmount, transferFeeLine, validateFeeTable } from '../../../src/fees';
import { CONFIGS, TARGETS } from './fixtures';

describe('transfer fee line', () => {
  it('is a TRANSSHIPMENT_FEE paid out (OUTLAY) and settled monthly (月结)', () => {
    expect(transferFeeLine('35', TARGETS[2])).toEqual({
      direction: 'OUTLAY',
      code: 'TRANSSHIPMENT_FEE',
      code_name: '中转费',
      settle_target_id: 21,
      settle_target_name: '华东服务商',
      settle_target_type: 'SERVICER',
      amount: '35',
      settlement_method_code: 'MONTHLY',
      settlement_method_name: '月结',
    });
  });

  it('passes the table checks against the transfer fee config once its target is known', () => {
    expect(validateFeeTable([transferFeeLine(35, TARGETS[2])], CONFIGS).valid).toBe(true);
    expect(validateFeeTable([transferFeeLine(35)], CONFIGS).rows[0]).toEqual({ settle_target_id: '请选择或填写结算对象' });
  });
});

describe('fee amount visibility', () => {
  it('needs one of BANG_FEE_SHOW, BANG_BZ_FEE_SHOW_WAYBILL, DA_FEE_SHOW, PAI_N_FEE_SHOW', () => {
    for (const code of ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL', 'DA_FEE_SHOW', 'PAI_N_FEE_SHOW']) {
      expect(canSeeFeeAmounts(['IS_AFTER_SALES_SUPERVISOR', code])).toBe(true);
    }
    expect(canSeeFeeAmounts(new Set(['DA_FEE_SHOW']))).toBe(true);
  });

  it('is off without them', () => {
    expect(canSeeFeeAmounts([])).toBe(false);
    expect(canSeeFeeAmounts(undefined)).toBe(false);
    expect(canSeeFeeAmounts(['IS_AFTER_SALES_SUPERVISOR', 'bang_fee_show', 'FEE_SHOW'])).toBe(false);
  });
});

describe('Chinese capital amounts', () => {
  const cases: Array<[number | string, string]> = [
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    ['100.5', '壹佰元伍角'],
    [1.05, '壹元零伍分'],
    [0.05, '伍分'],
    ['0.50', '伍角'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1005, '壹仟零伍元整'],
    [60000.08, '陆万元零捌分'],
    [10001000, '壹仟万壹仟元整'],
    [100000001, '壹亿零壹元整'],
    [100100000, '壹亿零壹拾万元整'],
    [123456789012.34, '壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分'],
    [1_000_000_000_000, '壹万亿元整'],
    ['9999999999999999.99', '玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [-12.3, '负壹拾贰元叁角'],
  ];

  it.each(cases)('%s → %s', (amount, words) => {
    expect(chineseCapitalAmount(amount)).toBe(words);
  });

  it('rounds half up to the fen, on the amount as written', () => {
    expect(chineseCapitalAmount(1.005)).toBe('壹元零壹分');
    expect(chineseCapitalAmount('2.994')).toBe('贰元玖角玖分');
    expect(chineseCapitalAmount('9.995')).toBe('壹拾元整');
    expect(chineseCapitalAmount('-0.001')).toBe('零元整');
  });

  it('writes nothing for text that is not an amount, and 数字超出范围 for more than 16 digits before the point', () => {
    expect(chineseCapitalAmount('abc')).toBe('');
    expect(chineseCapitalAmount('')).toBe('');
    expect(chineseCapitalAmount(Number.POSITIVE_INFINITY)).toBe('');
    expect(chineseCapitalAmount('10000000000000000')).toBe('数字超出范围');
    expect(chineseCapitalAmount('-10000000000000000.5')).toBe('数字超出范围');
    expect(chineseCapitalAmount('9999999999999999.99')).toMatch(/^玖仟玖佰.*玖角玖分$/);
  });
});
