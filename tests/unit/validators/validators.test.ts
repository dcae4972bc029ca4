import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { VALIDATOR_MSG } from '../../../src/config/messages';
import {
  VALIDATORS, checkOrderNo, checkProductCode, orderLookupKeys, orderLookupValues, productFillValues, rangeDays, validateOrderNo, type SyncValidatorName,
  type ValidatorParams,
} from '../../../src/validators';

interface Case {
  params?: ValidatorParams;
  valid: unknown[];
  invalid: unknown[];
  message: string;
}

const cases: Record<SyncValidatorName, Case[]> = {
  required: [{ valid: ['a', 1, -1, true, '0', [1], { a: 1 }], invalid: [undefined, null, '', '   ', 0, false, [], Number.NaN], message: VALIDATOR_MSG.required }],
  mobile: [{ valid: ['13812345678', '19900000000', 15912345678], invalid: ['12812345678', '1381234567', '138123456789', '2381234567a', '1381234567x'], message: '手机号格式有误' }],
  mobileLoose: [{ valid: ['12812345678', '00000000000'], invalid: ['1281234567', '1281234567a'], message: '手机号格式有误' }],
  phone: [{ valid: ['13812345678', '010-12345678', '0755-1234567', '0755-1234567-123', '02112345678'], invalid: ['12345', '10-12345678', '0755-123', 'abc'], message: '电话格式有误' }],
  integer: [{ valid: ['0', '-12', '+3', 42, '007'], invalid: ['1.5', 'a', '1e3', 1.5], message: '不是一个整型' }],
  positiveInteger: [{ valid: ['1', '20', 305], invalid: ['0', '-1', '01', '1.0', 0], message: VALIDATOR_MSG.positiveInteger }],
  number: [{ valid: ['1', '-1.5', '.5', '3.', 2.25], invalid: ['a', '1.2.3', '1e5', '--1'], message: VALIDATOR_MSG.number }],
  decimal: [
    { valid: ['1', '1.1234', '-0.5', 12.5], invalid: ['1.12345', 'a', '1.'], message: '最多保留4位小数' },
    { params: { decimals: 2, integerDigits: 3 }, valid: ['999.99', '0.1'], invalid: ['1000', '1.234'], message: '整数部分最多3位，小数部分最多2位' },
  ],
  range: [
    { params: { min: 1, max: 10 }, valid: ['1', 10, '5.5'], invalid: ['0', 11, 'abc'], message: '数值应在1到10之间' },
    { params: { min: 5 }, valid: [5, '100'], invalid: [4.99], message: '数值不能小于5' },
    { params: { max: 5 }, valid: [5], invalid: [6], message: '数值不能大于5' },
    { params: { min: 2, max: 4, length: true }, valid: ['ab', 'abcd', '中文字'], invalid: ['a', 'abcde'], message: '长度应在2到4个字符之间' },
  ],
  minLength: [{ params: { min: 3 }, valid: ['abc', '长度够了'], invalid: ['ab', '中'], message: '长度不能少于3个字符' }],
  maxLength: [{ params: { max: 3 }, valid: ['abc', 'a'], invalid: ['abcd', '四个汉字'], message: '长度不能超过3个字符' }],
  chinese: [{ valid: ['中文', '张三'], invalid: ['中文a', 'abc', '中 文', '中文1'], message: VALIDATOR_MSG.chinese }],
  englishNumber: [{ valid: ['abc123', 'ABC', '123'], invalid: ['ab c', '中文', 'a-b'], message: VALIDATOR_MSG.englishNumber }],
  letterDigitMix: [{ valid: ['abc123', '1a', 'Pass1!'], invalid: ['abcdef', '123456', '!!!'], message: VALIDATOR_MSG.letterDigitMix }],
  equal: [
    { params: { other: 'secret1' }, valid: ['secret1'], invalid: ['secret2', ''], message: '必须相同' },
    { params: { other: 1 }, valid: ['1', 1], invalid: [2], message: '必须相同' },
  ],
  shippingNumber: [
    {
      valid: ['240229123451', '231231000003', '250101999992'],
      invalid: ['230229123451', '241301123451', '240100123451', '240101123454', '240101123450', '24010112345', '2401011234511', '24010112345a'],
      message: VALIDATOR_MSG.shippingNumber,
    },
  ],
  url: [{ valid: ['http://example.com', 'https://a.b.cn/path?x=1', 'http://localhost:8080'], invalid: ['example.com', 'ftp://example.com', 'http://', 'http://exa mple.com'], message: VALIDATOR_MSG.url }],
  idCard: [{ valid: ['11010519491231002X', '11010519491231002x', '440308199901011234', '320106200002294562'], invalid: ['110105194912310021', '440308199901011236', '11010519491331002X', '010105194912310021', '1101051949123100', '11010518001231002X'], message: VALIDATOR_MSG.idCard }],
  creditCode: [
    {
      valid: ['91350100M000100Y43', '91310115MA1K4LQX0Q', '91110000600037341L'],
      // A wrong check character, lower case, a letter outside the alphabet (I), 17 characters.
      invalid: ['91350100M000100Y44', '91350100m000100y43', '9I350100M000100Y43', '91350100M000100Y4'],
      message: VALIDATOR_MSG.creditCode,
    },
  ],
  jdMerchantIds: [{ valid: ['123', '123,456', '1, 2，3'], invalid: ['abc', '123,', ',123', '12a,3', '1;2'], message: '请输入有效的京东商家ID，多个ID请用逗号分隔' }],
  dateRange: [
    {
      valid: [['2024-01-01', '2024-01-31'], [dayjs('2024-02-01'), dayjs('2024-03-02')], ['2024-05-05', '2024-05-05'], ['2024-01-01'], 'not a range'],
      invalid: [['2024-01-01', '2024-02-01'], [dayjs('2024-01-01'), dayjs('2024-12-31')], [new Date(2024, 1, 1), new Date(2024, 0, 1)]],
      message: '日期区间不能超过31天',
    },
    { params: { max: 7 }, valid: [['2024-01-01', '2024-01-07']], invalid: [['2024-01-01', '2024-01-08']], message: '日期区间不能超过7天' },
    {
      params: { message: VALIDATOR_MSG.dateRangeSelected.replace('{max}', '31') },
      valid: [['2024-01-01 23:59:59', '2024-01-31 00:00:00']],
      invalid: [['2024-01-01', '2024-03-01']],
      message: '选择的日期范围不能超过31天',
    },
  ],
};

describe('generic validators', () => {
  for (const [name, list] of Object.entries(cases) as Array<[SyncValidatorName, Case[]]>) {
    describe(name, () => {
      list.forEach(({ params, valid, invalid, message }, index) => {
        it(`case ${index + 1}: accepts the good values`, () => {
          for (const value of valid) expect(VALIDATORS[name](value, params), JSON.stringify(value)).toBeUndefined();
        });
        it(`case ${index + 1}: rejects the bad values with the message`, () => {
          for (const value of invalid) expect(VALIDATORS[name](value, params), JSON.stringify(value)).toBe(message);
        });
      });
    });
  }

  it('leaves blank values to required', () => {
    for (const name of Object.keys(VALIDATORS) as SyncValidatorName[]) {
      if (name === 'required') continue;
      for (const blank of [undefined, null, '', '  ']) {
        expect(VALIDATORS[name](blank, { min: 1, max: 2, other: undefined }), `${name} ${String(blank)}`).toBeUndefined();
      }
    }
  });

  it('uses a rule\'s own message instead of the default', () => {
    expect(VALIDATORS.mobile('1', { message: '请输入正确的手机号' })).toBe('请输入正确的手机号');
    expect(VALIDATORS.required(0, { message: '请选择' })).toBe('请选择');
  });
});

describe('dateRange', () => {
  it('counts calendar days with both ends, whatever the times of day', () => {
    expect(rangeDays('2024-01-01', '2024-01-31')).toBe(31);
    expect(rangeDays('2024-01-01 23:00', '2024-01-02 01:00')).toBe(2);
    expect(rangeDays('2024-01-02', '2024-01-01')).toBe(2);
    expect(rangeDays('x', '2024-01-01')).toBeUndefined();
  });

  it('says 日期区间不能超过31天 by default, exactly as the spec writes it', () => {
    expect(VALIDATORS.dateRange(['2024-01-01', '2024-02-01'])).toBe(VALIDATOR_MSG.dateRange31);
  });
});

describe('orderNo', () => {
  const known = async (orderNo: string) => (orderNo === 'W100' ? { id: 100, status: 'SIGNED' } : undefined);

  it('passes a blank value without asking', async () => {
    const never = async () => {
      throw new Error('must not be asked');
    };
    expect(await validateOrderNo('', never)).toBeUndefined();
    expect(await validateOrderNo(undefined, never)).toBeUndefined();
  });

  it('passes an existing waybill and rejects an unknown one', async () => {
    expect(await validateOrderNo(' W100 ', known)).toBeUndefined();
    expect(await validateOrderNo('W999', known)).toBe('请输入正确的系统订单号');
  });

  it('treats a failed lookup as not found', async () => {
    expect(await validateOrderNo('W1', () => Promise.reject(new Error('404')))).toBe('请输入正确的系统订单号');
  });

  it('answers the waybill found, whose id and status go into the form as order_id and status', async () => {
    expect(await checkOrderNo('W100', known)).toEqual({ match: { id: 100, status: 'SIGNED' } });
    expect(await checkOrderNo('W9', known)).toEqual({ message: '请输入正确的系统订单号' });
    expect(await checkOrderNo('', known)).toEqual({});
    expect(orderLookupValues({ id: 100, status: 'SIGNED' })).toEqual({ order_id: 100, status: 'SIGNED' });
    expect(orderLookupKeys()).toEqual(['order_id', 'status']);
  });

  it('leaves a form\'s own status field to its record', () => {
    const own = new Set(['order_no', 'status']);
    expect(orderLookupValues({ id: 100, status: 'SIGNED' }, own)).toEqual({ order_id: 100 });
    expect(orderLookupKeys(own)).toEqual(['order_id']);
  });
});

describe('productCode', () => {
  const product = { id: 3, code: 'SP100003', name: '北欧布艺三人沙发', package: 3, weight: 68.5, unit: null };
  const known = async (code: string) => (code === 'SP100003' ? product : undefined);

  it('passes a blank code without asking and asks with the code trimmed', async () => {
    const never = async () => {
      throw new Error('must not be asked');
    };
    expect(await checkProductCode('  ', never)).toEqual({});
    expect(await checkProductCode(' SP100003 ', known)).toEqual({ match: product });
  });

  it('refuses an unknown code or a failed lookup with 请输入正确的商品编码, or the rule\'s own message', async () => {
    expect(await checkProductCode('NOPE', known)).toEqual({ message: '请输入正确的商品编码' });
    expect(await checkProductCode('SP1', () => Promise.reject(new Error('404')))).toEqual({ message: VALIDATOR_MSG.productCode });
    expect(await checkProductCode('NOPE', known, { message: '商品编码不存在' })).toEqual({ message: '商品编码不存在' });
  });

  it('fills the fields the rule names from the product, skipping fields it lacks', () => {
    expect(productFillValues(product, { goods_name: 'name', package_count: 'package', product_unit: 'unit', brand: 'brand' }))
      .toEqual({ goods_name: '北欧布艺三人沙发', package_count: 3 });
    expect(productFillValues(product)).toEqual({});
  });
});
