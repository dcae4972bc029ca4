import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { Form } from 'antd';
import type { FilterField } from '../../../src/screen-model/types';
import { toCrudFilters } from '../../../renderers/generic/list/filters';
import { dataProviderName, fillApi, fillRoute, getPath } from '../../../renderers/generic/paths';
import { callMethod } from '../../../renderers/generic/actions/call';
import { editTitle } from '../../../src/screen-model/titles';
import { defaultValues, errorText, isNumericSwitch } from '../../../renderers/generic/form/values';
import { toAntdRules, ruleDependencies } from '../../../renderers/generic/rules';
import { roleForm } from './fixtures';

describe('filters', () => {
  const fields: FilterField[] = [
    { key: 'name', label: '名称', widget: 'text' },
    { key: 'count', label: '数量', widget: 'number' },
    { key: 'status', label: '状态', widget: 'select' },
    { key: 'day', label: '日期', widget: 'date' },
    { key: 'created_at', label: '创建时间', widget: 'dateRange' },
  ];

  it('maps each widget to its operator and drops empty values', () => {
    expect(
      toCrudFilters(fields, {
        name: ' 张 ',
        count: 0,
        status: 'OPEN',
        day: dayjs('2024-05-06T10:00:00'),
        created_at: [dayjs('2024-05-01'), dayjs('2024-05-31T23:00:00')],
      }),
    ).toEqual([
      { field: 'name', operator: 'contains', value: '张' },
      { field: 'count', operator: 'eq', value: 0 },
      { field: 'status', operator: 'eq', value: 'OPEN' },
      { field: 'day', operator: 'eq', value: '2024-05-06' },
      { field: 'created_at', operator: 'between', value: ['2024-05-01', '2024-05-31'] },
    ]);
    expect(toCrudFilters(fields, { name: '  ', status: undefined, created_at: null })).toEqual([]);
    expect(toCrudFilters(fields, undefined)).toEqual([]);
  });

  it('sends an address as one code per picked level', () => {
    const address: FilterField[] = [{ key: 'end', label: '收货地址', widget: 'address' }];
    expect(toCrudFilters(address, { end: ['440000', '440300', '440305'] })).toEqual([
      { field: 'end_province', operator: 'eq', value: '440000' },
      { field: 'end_city', operator: 'eq', value: '440300' },
      { field: 'end_district', operator: 'eq', value: '440305' },
    ]);
    expect(toCrudFilters(address, { end: ['440000'] })).toEqual([{ field: 'end_province', operator: 'eq', value: '440000' }]);
    expect(toCrudFilters(address, { end: [] })).toEqual([]);
    expect(toCrudFilters(address, { end: undefined })).toEqual([]);
  });
});

describe('paths', () => {
  it('reads dot paths', () => {
    expect(getPath({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(getPath({ a: null }, 'a.b')).toBeUndefined();
  });

  it('fills route templates', () => {
    expect(fillRoute('/role/show/:id', { id: 3 })).toBe('/role/show/3');
    expect(fillRoute('/role/show/:id', { role_id: 3 }, { id: 3 })).toBe('/role/show/3');
    expect(fillRoute('/article/edit/:id?', {})).toBe('/article/edit');
    expect(fillRoute('/article/edit/:id?', { id: 'a b' })).toBe('/article/edit/a%20b');
    expect(fillRoute('/order/attachment/:id/:no', { id: 1, no: 'X' })).toBe('/order/attachment/1/X');
    expect(fillRoute('/order?waybill=:no', { no: 'W1' })).toBe('/order?waybill=W1');
  });

  it('fills API placeholders, overrides first, and refuses a missing value', () => {
    expect(fillApi('/order/waybills/{id}/confirm', { id: 3 })).toBe('/order/waybills/3/confirm');
    expect(fillApi('/x/{id}/{order_no}', { id: 1, order_no: 'A B' }, { id: '9' })).toBe('/x/9/A%20B');
    expect(fillApi('/x/{id}', { id: 1 }, { id: undefined })).toBe('/x/1');
    expect(fillApi('/x/{id}', {})).toBeUndefined();
    expect(fillApi('/x/batch', undefined)).toBe('/x/batch');
  });

  it('maps call methods to Refine\'s, POST by default', () => {
    expect(callMethod(undefined)).toBe('post');
    expect(callMethod('PUT')).toBe('put');
    expect(callMethod('DELETE')).toBe('delete');
  });

  it('chooses the data provider by convention', () => {
    expect(dataProviderName({ resource: '/a' })).toBe('default');
    expect(dataProviderName({ resource: '/a', convention: 'table' })).toBe('table');
  });
});

describe('form helpers', () => {
  it('turns a create title into the edit title', () => {
    expect(editTitle('新增角色')).toBe('编辑角色');
    expect(editTitle('创建订单')).toBe('编辑订单');
    expect(editTitle('角色')).toBe('角色');
  });

  it('collects default values and knows numeric switches', () => {
    expect(defaultValues(roleForm)).toEqual({ status: 1, level: 'A' });
    expect(isNumericSwitch({ key: 's', label: 's', widget: 'switch', defaultValue: 0 })).toBe(true);
    expect(isNumericSwitch({ key: 's', label: 's', widget: 'switch', defaultValue: false })).toBe(false);
    expect(isNumericSwitch({ key: 's', label: 's', widget: 'switch', options: [{ value: 1, label: '是' }] })).toBe(true);
  });

  it('reads the server message of a failed save', () => {
    expect(errorText({ msg: '名称已存在', message: 'Request failed' })).toBe('名称已存在');
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText(undefined)).toBeUndefined();
  });
});

describe('rules', () => {
  const services = { findWaybill: async (no: string) => (no === 'W1' ? { id: 31, status: 'SIGNED' } : undefined) };
  type Validator = (rule: unknown, value: unknown) => Promise<void>;
  const formStub = { getFieldValue: (name: string) => (name === 'password' ? 'abc123' : undefined) } as unknown as ReturnType<typeof Form.useForm>[0];

  function validatorOf(rules: ReturnType<typeof toAntdRules>, index = 0): Validator {
    const rule = rules[index]!;
    const resolved = typeof rule === 'function' ? rule(formStub) : rule;
    return (resolved as { validator: Validator }).validator;
  }

  it('rejects with the validator message and resolves when valid', async () => {
    const rules = toAntdRules([{ name: 'mobile' }], services);
    await expect(validatorOf(rules)({}, '123')).rejects.toThrow('手机号格式有误');
    await expect(validatorOf(rules)({}, '13812345678')).resolves.toBeUndefined();
  });

  it('marks required rules so the field shows as required', async () => {
    const rules = toAntdRules([{ name: 'required', message: '请输入名称' }], services);
    expect(rules[0]).toMatchObject({ required: true });
    await expect(validatorOf(rules)({}, 0)).rejects.toThrow('请输入名称');
    await expect(validatorOf(rules)({}, true)).resolves.toBeUndefined();
  });

  it('compares equal with the other field and lists it as a dependency', async () => {
    const rules = [{ name: 'equal' as const, field: 'password' }];
    await expect(validatorOf(toAntdRules(rules, services))({}, 'abc12')).rejects.toThrow('必须相同');
    await expect(validatorOf(toAntdRules(rules, services))({}, 'abc123')).resolves.toBeUndefined();
    expect(ruleDependencies(rules)).toEqual(['password']);
  });

  it('checks order numbers with the lookup', async () => {
    const rules = toAntdRules([{ name: 'orderNo' }], services);
    await expect(validatorOf(rules)({}, 'W2')).rejects.toThrow('请输入正确的系统订单号');
    await expect(validatorOf(rules)({}, 'W1')).resolves.toBeUndefined();
    await expect(validatorOf(rules)({}, '')).resolves.toBeUndefined();
  });

  it('tells the waybill an order number found, and nothing on a miss or a blank', async () => {
    const found: unknown[] = [];
    const rules = toAntdRules([{ name: 'orderNo' }], { ...services, onWaybillFound: (match) => found.push(match) });
    await expect(validatorOf(rules)({}, 'W2')).rejects.toThrow('请输入正确的系统订单号');
    await expect(validatorOf(rules)({}, '')).resolves.toBeUndefined();
    expect(found).toEqual([]);
    await expect(validatorOf(rules)({}, 'W1')).resolves.toBeUndefined();
    expect(found).toEqual([{ id: 31, status: 'SIGNED' }]);
  });

  it('passes decimal and range parameters through', async () => {
    const rules = toAntdRules([{ name: 'decimal', decimals: 2 }, { name: 'range', min: 1, max: 3, length: true }], services);
    await expect(validatorOf(rules, 0)({}, '1.234')).rejects.toThrow('最多保留2位小数');
    await expect(validatorOf(rules, 1)({}, 'abcd')).rejects.toThrow('长度应在1到3个字符之间');
  });
});
