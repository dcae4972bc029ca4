import { describe, expect, it } from 'vitest';
import {
  canAddTransferFee, canSeeFeeAmounts, chineseCapitalAmount, ticketTransferFeeLine, transferFeeLine, validateFeeTable,
} from '../../../src/fees';
import { CONFIGS, CONTEXT, DELIVERY_FEE, MONTHLY, PAY_NOW, TARGETS, TRANSFER_FEE_CONFIG } from './fixtures';

const ADDING = { allow_directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true } as const;

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

describe('the transfer line a ticket adds', () => {
  it('is offered only where rows may be added, OUTLAY is allowed and the configs hold the transfer fee settled 月结', () => {
    const rules = { ...ADDING, allow_directions: [...ADDING.allow_directions] };
    expect(canAddTransferFee(rules, CONFIGS, ['OUTLAY', 'INCOME'])).toBe(true);
    expect(canAddTransferFee({ ...rules, can_add: false }, CONFIGS, ['OUTLAY', 'INCOME'])).toBe(false);
    expect(canAddTransferFee(rules, CONFIGS, ['INCOME'])).toBe(false);
    expect(canAddTransferFee(rules, [DELIVERY_FEE], ['OUTLAY', 'INCOME'])).toBe(false);
    expect(canAddTransferFee(rules, [{ ...TRANSFER_FEE_CONFIG, directions: ['INCOME'] }], ['OUTLAY', 'INCOME'])).toBe(false);
    expect(canAddTransferFee(rules, [{ ...TRANSFER_FEE_CONFIG, settlement_methods: [PAY_NOW] }], ['OUTLAY'])).toBe(false);
    expect(canAddTransferFee(rules, [{ ...TRANSFER_FEE_CONFIG, settlement_methods: [PAY_NOW, MONTHLY] }], ['OUTLAY'])).toBe(true);
  });

  it('picks the only party of an allowed kind, takes the config’s name and leaves the amount to type', () => {
    expect(ticketTransferFeeLine(CONTEXT)).toEqual({ ...transferFeeLine('', TARGETS[2]), code_name: '中转费' });
    const renamed = { configs: [{ ...TRANSFER_FEE_CONFIG, name: '中转运费' }], targets: TARGETS };
    expect(ticketTransferFeeLine(renamed).code_name).toBe('中转运费');
  });

  it('leaves the target open when several parties of an allowed kind take part', () => {
    const twoServicers = { configs: CONFIGS, targets: [...TARGETS, { id: 22, name: '华南服务商', type: 'SERVICER' }] };
    const line = ticketTransferFeeLine(twoServicers);
    expect(line).toMatchObject({ code: 'TRANSSHIPMENT_FEE', direction: 'OUTLAY', settlement_method_name: '月结', settle_target_id: '' });
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
