/**
 * Kernel rules of the driver dialog, the product dialog and select, the extend-select, the generic remote
 * select and what a pick writes into the form (widgets spec §3, §5, §7, §9). Texts are checked resolved,
 * against the spec's literals.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { registerMessages, t, useLanguageStore } from '../../../src/i18n';
import { pickers } from '../../../src/i18n/messages/pickers';
import {
  categoryPath, checkDriverInput, checkProductInput, districtCodes, driverDistricts, driverPayload, extendEntryProblem,
  extendLimit, extendQuery, filterProductOptions, pickedValues, productPayload, productSelectOptions, remoteSelectSpec,
  savedOptions, type AddressNode, type DriverInput, type PickerOption,
} from '../../../src/pickers';

registerMessages(pickers);

const inLanguage = (language: 'zh' | 'en') => (key: string, params?: Record<string, number>) => {
  useLanguageStore.setState({ language });
  return t(key, params);
};
const zhText = inLanguage('zh');
const enText = inLanguage('en');

beforeEach(() => {
  useLanguageStore.setState({ language: 'zh' });
});

describe('driver dialog (§5 "Driver dialog")', () => {
  const valid: DriverInput = { name: '王师傅', phone: '13812345678', service_type_codes: ['DELIVERY'] };
  const messages = (input: DriverInput) => checkDriverInput(input).map((problem) => [problem.field, zhText(problem.messageKey)]);

  it('asks for the name, the phone and a dispatchable service', () => {
    expect(messages({})).toEqual([
      ['name', '请输入司机名称'],
      ['phone', '请输入司机手机号'],
      ['service_type_codes', '请选择可派单服务'],
    ]);
    expect(checkDriverInput(valid)).toEqual([]);
  });

  it('allows names of 20 characters, not 21', () => {
    expect(checkDriverInput({ ...valid, name: '一'.repeat(20) })).toEqual([]);
    expect(messages({ ...valid, name: '一'.repeat(21) })).toEqual([['name', '允许输入20字内']]);
  });

  it('checks the phone format', () => {
    expect(messages({ ...valid, phone: '1381234567' })).toEqual([['phone', '手机号格式不正确']]);
    expect(messages({ ...valid, phone: '12812345678' })).toEqual([['phone', '手机号格式不正确']]);
  });

  it('allows memos of 320 characters, not 321', () => {
    expect(checkDriverInput({ ...valid, memo: 'm'.repeat(320) })).toEqual([]);
    expect(checkDriverInput({ ...valid, memo: 'm'.repeat(321) })).toEqual([{ field: 'memo', messageKey: 'pickers.driver.memoMax' }]);
  });

  it('shows the spec\'s Chinese in English too', () => {
    expect(enText('pickers.driver.nameRequired')).toBe('请输入司机名称');
    expect(enText('pickers.driver.phoneExists')).toBe('相同手机号的司机已存在');
    expect(enText('pickers.driver.added')).toBe('新增司机信息成功');
  });

  const tree: AddressNode[] = [
    {
      value: '110000', label: '北京市',
      children: [{ value: '110100', label: '北京市', children: [{ value: '110101', label: '东城区' }, { value: '110102', label: '西城区' }] }],
    },
    {
      value: '310000', label: '上海市',
      children: [
        { value: '310100', label: '上海市', children: [{ value: '310101', label: '黄浦区' }, { value: '310104', label: '徐汇区' }] },
      ],
    },
    { value: '320000', label: '江苏省', children: [{ value: '320100', label: '南京市', children: [{ value: '320102', label: '玄武区' }] }] },
  ];

  it('nests picked districts under their cities and provinces; a picked city stands for its districts', () => {
    const districts = driverDistricts(tree, ['110102', '310100']);
    expect(districts).toEqual({
      list: [
        { province: '北京市', province_no: '110000', citys: [{ city: '北京市', city_no: '110100', districts: [{ district: '西城区', district_no: '110102' }] }] },
        {
          province: '上海市', province_no: '310000',
          citys: [{
            city: '上海市', city_no: '310100',
            districts: [{ district: '黄浦区', district_no: '310101' }, { district: '徐汇区', district_no: '310104' }],
          }],
        },
      ],
    });
    expect(districtCodes(districts)).toEqual(['110102', '310101', '310104']);
    expect(driverDistricts(tree, ['320000']).list.map((province) => province.province)).toEqual(['江苏省']);
    expect(driverDistricts(tree, [])).toEqual({ list: [] });
    expect(districtCodes(undefined)).toEqual([]);
    // A city without districts is kept by its own code, so a saved area shows it again.
    expect(districtCodes({ list: [{ province: '广东省', province_no: '440000', citys: [{ city: '东莞市', city_no: '441900', districts: [] }] }] }))
      .toEqual(['441900']);
  });

  it('posts the driver model: T_SJ, related, service types as objects and codes, and never an id (adds only create)', () => {
    const serviceTypes = [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }];
    const settleTypes = [{ code: 'MONTHLY', name: '月结' }];
    const districts = driverDistricts(tree, ['110101']);
    const input: DriverInput = { name: ' 王师傅 ', phone: '13812345678 ', service_type_codes: ['INSTALL', 'DELIVERY'], settle_type_code: 'MONTHLY', memo: '夜班' };
    const body = driverPayload(input, serviceTypes, settleTypes, districts);
    expect(body).toEqual({
      object_sub_type: 'T_SJ',
      name: '王师傅',
      phone: '13812345678',
      is_related: true,
      settle_type_code: 'MONTHLY',
      settle_type_name: '月结',
      service_type: [{ code: 'INSTALL', name: '安装' }, { code: 'DELIVERY', name: '配送' }],
      service_type_codes: ['INSTALL', 'DELIVERY'],
      memo: '夜班',
      districts,
    });
    expect(body).not.toHaveProperty('id');
  });
});

describe('products (§3, §5, §9)', () => {
  const categories: AddressNode[] = [
    {
      value: 'C1', label: '家具',
      children: [
        { value: 'C11', label: '沙发', children: [{ value: 'C111', label: '布艺沙发' }] },
        { value: 'C12', label: '床' },
      ],
    },
    { value: 'C2', label: '家电', children: [{ value: 'C21', label: 'Sofa TV' }] },
  ];

  it('turns the category tree into select options cut at level 2', () => {
    expect(productSelectOptions(categories)).toEqual([
      {
        text: '家具', value: 'C1', code: 'C1',
        _children: [{ text: '沙发', value: 'C11', code: 'C11' }, { text: '床', value: 'C12', code: 'C12' }],
      },
      { text: '家电', value: 'C2', code: 'C2', _children: [{ text: 'Sofa TV', value: 'C21', code: 'C21' }] },
    ]);
  });

  it('filters options by their text, keeping the parents of matches', () => {
    const options = productSelectOptions(categories);
    expect(filterProductOptions(options, '沙发')).toEqual([
      { text: '家具', value: 'C1', code: 'C1', _children: [{ text: '沙发', value: 'C11', code: 'C11' }] },
    ]);
    expect(filterProductOptions(options, '家电')).toEqual([options[1]]);
    expect(filterProductOptions(options, 'sofa')).toEqual([options[1]]);
    expect(filterProductOptions(options, '  ')).toEqual(options);
    expect(filterProductOptions(options, '冰箱')).toEqual([]);
  });

  it('requires the product type and the name', () => {
    const messages = (input: Parameters<typeof checkProductInput>[0]) =>
      checkProductInput(input).map((problem) => [problem.field, zhText(problem.messageKey)]);
    expect(messages({})).toEqual([['category', '请选择商品分类'], ['name', '请输入商品名称']]);
    expect(messages({ category: ['C1', 'C11'], name: '  ' })).toEqual([['name', '请输入商品名称']]);
    expect(checkProductInput({ category: ['C1', 'C11'], name: '三人沙发' })).toEqual([]);
  });

  it('posts the product with package 1 and parent PC001', () => {
    const path = categoryPath(categories, ['C1', 'C11']);
    expect(path.map((node) => node.value)).toEqual(['C1', 'C11']);
    expect(productPayload({ name: ' 三人沙发 ' }, path)).toEqual({
      name: '三人沙发',
      package: 1,
      lv1_category_code: 'C1',
      lv1_category_name: '家具',
      lv2_category_code: 'C11',
      lv2_category_name: '沙发',
      parent_code: 'PC001',
      parent_name: '',
    });
    expect(productPayload({ name: 'x', package: 3 }, [])).toMatchObject({ package: 3, lv1_category_code: '', parent_code: 'PC001' });
    expect(categoryPath(categories, ['C9'])).toEqual([]);
  });
});

describe('extend-select (§5, §7)', () => {
  const text = (problem: ReturnType<typeof extendEntryProblem>) => (problem ? enText(problem.messageKey, problem.params) : undefined);

  it('refuses an empty entry', () => {
    expect(text(extendEntryProblem('   ', 'add', false))).toBe('please enter the content to add');
    expect(zhText('pickers.extendEmpty')).toBe('请输入要添加的内容');
  });

  it('takes new entries of 10 characters and edits of 20; for products 50 and 120', () => {
    expect(extendEntryProblem('一'.repeat(10), 'add', false)).toBeUndefined();
    expect(extendEntryProblem('一'.repeat(11), 'add', false)).toEqual({ messageKey: 'pickers.extendMax', params: { max: 10 } });
    expect(zhText('pickers.extendMax', { max: 10 })).toBe('允许输入10字内');
    expect(extendEntryProblem('一'.repeat(20), 'edit', false)).toBeUndefined();
    expect(text(extendEntryProblem('一'.repeat(21), 'edit', false))).toBe('allowed within 20 characters');
    expect(extendEntryProblem('p'.repeat(50), 'add', true)).toBeUndefined();
    expect(extendEntryProblem('p'.repeat(51), 'add', true)?.params).toEqual({ max: 50 });
    expect(extendEntryProblem('p'.repeat(120), 'edit', true)).toBeUndefined();
    expect(extendEntryProblem('p'.repeat(121), 'edit', true)?.params).toEqual({ max: 120 });
    expect([extendLimit('add', false), extendLimit('edit', false), extendLimit('add', true), extendLimit('edit', true)]).toEqual([10, 20, 50, 120]);
  });

  it('asks the list of the account, 10000 a page', () => {
    expect(extendQuery({ objectType: 'SERVICER', servicerId: 31, resourceId: 77, appCode: 'BANG' }, { transporterName: '顺达', objectSubType: 'T_ZX' })).toEqual({
      servicer_id: 31, object_id: 77, page: 1, per_page: 10000, object_type: 'SERVICER', app_code: 'BANG', transporter_name: '顺达', object_sub_type: 'T_ZX',
    });
    expect(extendQuery({})).toEqual({ page: 1, per_page: 10000 });
  });
});

describe('generic remote select (§7)', () => {
  it('has no list without a url; searches by name by default, or by the descriptor\'s key', () => {
    expect(remoteSelectSpec({})).toBeUndefined();
    const spec = remoteSelectSpec({ url: '/user/resource_binding/servicer/' });
    expect(spec?.list).toMatchObject({ url: '/user/resource_binding/servicer/', searchParam: 'name' });
    expect([spec?.valueField, spec?.labelField]).toEqual(['id', 'name']);
    const custom = remoteSelectSpec({ url: '/x', searchKey: 'keyword', labelKey: 'title', valueKey: 'code' });
    expect([custom?.list.searchParam, custom?.valueField, custom?.labelField]).toEqual(['keyword', 'code', 'title']);
  });
});

describe('saved values and picks (§3 "Selected-resource output")', () => {
  const picked: PickerOption[] = [
    { value: 3, label: '顺达', disabled: false, record: { resource_id: 3, settle_type_code: 'MONTHLY' } },
    { value: 4, label: '安达', disabled: false, record: { resource_id: 4, settle_type_code: 'PAY_NOW' } },
  ];

  it('shows saved ids by the names the form holds, and nothing when they do not match', () => {
    expect(savedOptions(3, '顺达', false).map((item) => [item.value, item.label])).toEqual([[3, '顺达']]);
    expect(savedOptions([3, 4], '顺达,安达', false).map((item) => item.label)).toEqual(['顺达', '安达']);
    expect(savedOptions([3, 4], '顺达', false)).toEqual([]);
    expect(savedOptions(3, undefined, false)).toEqual([]);
    expect(savedOptions('顺达', undefined, true).map((item) => [item.value, item.label])).toEqual([['顺达', '顺达']]);
  });

  it('writes the name and the fill fields of the picked records', () => {
    const options = { nameKey: 'carrier_name', fill: { settle: 'settle_type_code' } };
    expect(pickedValues(options, picked.slice(0, 1), false)).toEqual({ carrier_name: '顺达', settle: 'MONTHLY' });
    expect(pickedValues(options, picked, true)).toEqual({ carrier_name: '顺达,安达', settle: ['MONTHLY', 'PAY_NOW'] });
    expect(pickedValues(options, [], false)).toEqual({ carrier_name: undefined, settle: undefined });
    expect(pickedValues({}, picked, false)).toEqual({});
    // Config items picked for the driver model: their codes in the field, the items as {code, name} in itemsKey.
    const services = [
      { value: 'DELIVERY', label: '配送', disabled: false, record: { code: 'DELIVERY', name: '配送', js: '' } },
      { value: 'INSTALL', label: '安装', disabled: false, record: { code: 'INSTALL', name: '安装', js: '' } },
    ];
    expect(pickedValues({ itemsKey: 'service_type' }, services, true)).toEqual({ service_type: [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }] });
  });
});
