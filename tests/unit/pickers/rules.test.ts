/**
 * The pickers' kernel rules (widgets spec §3, §4, §5, §7, §9), without React. Paths, sizes and texts are
 * compared with the spec's own literals, not with the constants that implement them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { registerMessages, t, useLanguageStore } from '../../../src/i18n';
import { pickers } from '../../../src/i18n/messages/pickers';
import {
  asValueList, autoSelection, canPickMore, createdId, createPayload, checkCreateInput, kindQuery, lookupQuery,
  mergeOptions, pickLimit, pickerAccount, pickerKindOf, PICKER_KINDS, remoteSelectSpec, rowsOf, searchBlocked,
  searchQuery, toOptions, type CreateSpec, type PickerAccount, type PickerKindName, type PickerOption, type SearchContext,
} from '../../../src/pickers';
import type { PickerOptions } from '../../../src/screen-model/types';

registerMessages(pickers);

const zhText = (key: string, params?: Record<string, number>) => {
  useLanguageStore.setState({ language: 'zh' });
  return t(key, params);
};
const enText = (key: string, params?: Record<string, number>) => {
  useLanguageStore.setState({ language: 'en' });
  return t(key, params);
};

beforeEach(() => {
  useLanguageStore.setState({ language: 'zh' });
});

const ACCOUNT: PickerAccount = { objectType: 'SERVICER', servicerId: 31, resourceId: 77, appCode: 'BANG' };

function ctx(kind: PickerKindName, options: PickerOptions = {}, values: Record<string, unknown> = {}, account: PickerAccount = {}): SearchContext {
  return { kind, spec: PICKER_KINDS[kind], options, account, values };
}

const createOf = (kind: PickerKindName): CreateSpec => {
  const spec = PICKER_KINDS[kind].create;
  if (!spec) throw new Error(`${kind} has no create dialog`);
  return spec;
};

const option = (value: string | number, disabled = false): PickerOption => ({ value, label: `n${value}`, disabled, record: { id: value } });

describe('kinds: list calls of §7', () => {
  const LIST_URLS: Record<PickerKindName, string> = {
    carrier: '/user/resource_binding/transporter/list',
    thirdParty: '/user/resource_binding/transporter/list',
    driver: '/user/resource_binding/transporter/list',
    merchant: '/user/resource_binding/consignor/list',
    // "the supplier list" (§7): named like the supplier's isNameExist and add calls.
    supplier: '/user/resource_binding/supplier/list',
    store: '/user/resource_binding/store/list',
    delivery: '/user/resource_binding/delivery/',
    installer: '/user/stations',
    servicer: '/user/resource_binding/servicer/',
    factory: '/user/resource_binding/factory/list',
    station: '/user/stations',
    product: '/user/product/getAllProduct',
    warehouse: '/user/warehouse/all',
    location: '/order/inventory_operation/get_locations_by_product_id',
    configLookup: '/config/item/getConfigItemList',
    configItem: '/config/item/getConfigItemList',
    subUser: '/user/sub_user/',
  };

  it('has exactly the kinds listed here', () => {
    expect(Object.keys(PICKER_KINDS).sort()).toEqual(Object.keys(LIST_URLS).sort());
  });

  it.each(Object.entries(LIST_URLS))('%s lists %s', (kind, url) => {
    expect(PICKER_KINDS[kind as PickerKindName].list.url).toBe(url);
  });

  it('creates with the spec\'s add calls and name checks', () => {
    const creates: Partial<Record<PickerKindName, [string, string | undefined]>> = {
      carrier: ['/user/resource_binding/transporter/add', '/user/resource_binding/transporter/isNameExist'],
      thirdParty: ['/user/resource_binding/transporter/add', '/user/resource_binding/transporter/isNameExist'],
      merchant: ['/user/servicer_resource/consignor/add', '/user/resource_binding/consignor/isNameExist'],
      supplier: ['/user/resource_binding/supplier/add', '/user/resource_binding/supplier/isNameExist'],
      store: ['/user/resource_binding/store/add', '/user/resource_binding/store/isNameExist'],
      delivery: ['/user/resource_binding/delivery/', '/user/resource_binding/delivery/isNameExist'],
      installer: ['/user/servicer_resource/store/add', undefined],
      factory: ['/user/resource_binding/factory/add', undefined],
      station: ['/user/stations', undefined],
    };
    for (const [kind, [url, nameCheck]] of Object.entries(creates)) {
      const spec = createOf(kind as PickerKindName);
      expect([kind, spec.url, spec.isNameExist?.url]).toEqual([kind, url, nameCheck]);
    }
    expect(createOf('delivery').verifyPhone?.url).toBe('/user/resource_binding/delivery/verify');
    expect(createOf('delivery').width).toBe(500);
    expect(createOf('carrier').width).toBe('30%');
  });

  it('debounces 500 ms for partners, 300 ms for products, 1000 ms for the remote select', () => {
    for (const kind of ['carrier', 'thirdParty', 'merchant', 'supplier', 'store', 'delivery', 'factory', 'driver'] as const) {
      expect([kind, PICKER_KINDS[kind].debounceMs]).toEqual([kind, 500]);
    }
    expect(PICKER_KINDS.product.debounceMs).toBe(300);
    expect(remoteSelectSpec({ url: '/user/resource_binding/servicer/' })?.debounceMs).toBe(1000);
  });
});

describe('searchQuery and lookupQuery', () => {
  it('searches partners 10 a page with the typed name, trimmed', () => {
    for (const kind of ['carrier', 'thirdParty', 'merchant', 'supplier', 'delivery', 'servicer', 'factory'] as const) {
      const query = searchQuery(ctx(kind), '  华东 ');
      expect([kind, query.page, query.per_page, query.name]).toEqual([kind, 1, 10, '华东']);
    }
    expect(searchQuery(ctx('carrier'), '   ')).not.toHaveProperty('name');
  });

  it('gives carriers object_sub_type T_ZX unless the descriptor says otherwise, drivers T_SJ', () => {
    expect(searchQuery(ctx('carrier'), 'a')).toEqual({ object_sub_type: 'T_ZX', page: 1, per_page: 10, name: 'a' });
    expect(searchQuery(ctx('carrier', { subType: 'T_PZ' }), '').object_sub_type).toBe('T_PZ');
    expect(searchQuery(ctx('thirdParty'), '').object_sub_type).toBe('T_ZX');
    expect(searchQuery(ctx('driver', { subType: 'T_ZX' }), '王')).toEqual({ object_sub_type: 'T_SJ', page: 1, per_page: 10, name: '王' });
  });

  it('asks the page sizes of §9 per kind', () => {
    const size = (kind: PickerKindName, options: PickerOptions = {}) => searchQuery(ctx(kind, options), '').per_page;
    expect(size('store')).toBe(300);
    expect(size('warehouse')).toBe(300);
    expect(size('station')).toBe(20);
    expect(size('installer')).toBe(20);
    expect(size('driver')).toBe(10);
    expect(size('subUser')).toBe(20);
    expect(size('merchant', { autoSelect: true })).toBe(20);
    expect(size('merchant')).toBe(10);
  });

  it('filters by the descriptor\'s service types, station type and config category', () => {
    expect(searchQuery(ctx('delivery', { serviceTypes: ['DELIVERY_INSTALL', 'INSTALL'] }), '').service_type_codes).toBe('DELIVERY_INSTALL,INSTALL');
    expect(searchQuery(ctx('delivery'), '')).not.toHaveProperty('service_type_codes');
    expect(searchQuery(ctx('station', { stationType: 'TRANSIT' }), '站')).toEqual({
      format: 'dropdown', station_type_alias_code: 'TRANSIT', page: 1, per_page: 20, station_name: '站',
    });
    expect(kindQuery(ctx('configLookup'))).toEqual({ category_code: 'ORDER_TAG' });
    expect(kindQuery(ctx('configItem'))).toEqual({ category_code: 'ABNORMAL_TYPE' });
    expect(kindQuery(ctx('configItem', { category: 'DRIVER_SERVICE_TYPE' }))).toEqual({ category_code: 'DRIVER_SERVICE_TYPE' });
    // A config list is one array: no paging, no typed text sent.
    expect(searchQuery(ctx('configLookup'), 'x')).toEqual({ category_code: 'ORDER_TAG' });
  });

  it('asks products of the account with order_business_code E-COMMERCE', () => {
    expect(searchQuery(ctx('product', {}, {}, ACCOUNT), '沙发')).toEqual({
      object_type: 'SERVICER', servicer_id: 31, resource_id: 77, order_business_code: 'E-COMMERCE',
    });
    expect(searchQuery(ctx('product'), '')).toEqual({ order_business_code: 'E-COMMERCE' });
  });

  it('asks a stock form\'s products with their stock, in stock only, and of the order\'s service package', () => {
    const options: PickerOptions = { checkInventory: true, filterZeroInventory: true, servicePackageKey: 'service_pkg_code' };
    expect(searchQuery(ctx('product', options, { service_pkg_code: 'SP_DELIVERY_INSTALL' }), '')).toEqual({
      order_business_code: 'E-COMMERCE', services_pkg_code: 'SP_DELIVERY_INSTALL', check_inventory: '1', filter_zero_inventory: '1',
    });
    expect(searchQuery(ctx('product', { servicePackageKey: 'service_pkg_code' }, {}), '')).toEqual({ order_business_code: 'E-COMMERCE' });
  });

  it('sends the account\'s app_code with merchant and supplier lists', () => {
    expect(kindQuery(ctx('merchant', {}, {}, ACCOUNT))).toEqual({ app_code: 'BANG' });
    expect(kindQuery(ctx('supplier', {}, {}, { appCode: 'OSS' }))).toEqual({ app_code: 'OSS' });
  });

  it('looks saved ids up comma-joined: 50 for carrier, merchant, delivery; 20 for installers; 50 for stores', () => {
    expect(lookupQuery(ctx('carrier'), [3, '4'])).toEqual({ object_sub_type: 'T_ZX', page: 1, per_page: 50, resource_ids: '3,4' });
    expect(lookupQuery(ctx('merchant'), [8])).toMatchObject({ per_page: 50, resource_ids: '8' });
    expect(lookupQuery(ctx('delivery'), [1, 2])).toMatchObject({ per_page: 50, resource_ids: '1,2' });
    expect(lookupQuery(ctx('installer'), [5, 6])).toMatchObject({ station_type_alias_code: 'INSTALLER', per_page: 20, ids: '5,6' });
    expect(lookupQuery(ctx('store'), [9])).toMatchObject({ per_page: 50, resource_ids: '9' });
    expect(lookupQuery(ctx('subUser'), [11, 12])).toEqual({ page: 1, per_page: 20, user_ids: '11,12' });
    expect(lookupQuery(ctx('carrier'), [])).toBeUndefined();
    expect(lookupQuery(ctx('product'), [1])).toBeUndefined();
  });

  it('blocks the location search until its product is picked', () => {
    const options: PickerOptions = { productKey: 'product_id' };
    expect(searchBlocked(ctx('location', options))).toBe(true);
    expect(searchBlocked(ctx('location', options, { product_id: '' }))).toBe(true);
    expect(searchBlocked(ctx('location', options, { product_id: 5 }))).toBe(false);
    expect(searchQuery(ctx('location', options, { product_id: 5 }), '')).toEqual({ product_id: 5 });
    expect(searchBlocked(ctx('warehouse'))).toBe(false);
  });
});

describe('options', () => {
  const merchants = [
    { resource_id: 1, name: '华东', is_forbid_create_order: 1 },
    { resource_id: 2, name: '华南', is_forbid_create_order: 0 },
    { resource_id: 3, name: '华北', is_forbid_create_order: '1' },
    { resource_id: 1, name: '重复' },
    { resource_id: '', name: '无编号' },
    { resource_id: 4 },
  ];

  it('reads data.list or the data array', () => {
    expect(rowsOf({ list: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(rowsOf([{ id: 2 }])).toEqual([{ id: 2 }]);
    expect(rowsOf(undefined)).toEqual([]);
    expect(rowsOf({ list: 'x' })).toEqual([]);
  });

  it('disables forbidden merchants only where billing is disabled', () => {
    const rules = { valueField: 'resource_id', labelField: 'name' };
    const on = toOptions(merchants, { ...rules, disableForbidden: true });
    expect(on.map((item) => [item.value, item.label, item.disabled])).toEqual([
      [1, '华东', true], [2, '华南', false], [3, '华北', true], [4, '4', false],
    ]);
    expect(toOptions(merchants, rules).every((item) => !item.disabled)).toBe(true);
    expect(toOptions(merchants, { ...rules, disableForbidden: false }).some((item) => item.disabled)).toBe(false);
  });

  it('auto-selects one selectable option only', () => {
    expect(autoSelection([option(1)], true)?.value).toBe(1);
    expect(autoSelection([option(1, true)], true)).toBeUndefined();
    expect(autoSelection([option(1), option(2)], true)).toBeUndefined();
    expect(autoSelection([], true)).toBeUndefined();
    expect(autoSelection([option(1)], false)).toBeUndefined();
    expect(autoSelection([option(1)], undefined)).toBeUndefined();
  });

  it('limits picks: sub-users 20, config items 100, others none, the descriptor\'s limit first', () => {
    expect(pickLimit(undefined, PICKER_KINDS.subUser.defaultLimit)).toBe(20);
    expect(pickLimit(undefined, PICKER_KINDS.configItem.defaultLimit)).toBe(100);
    expect(pickLimit(undefined, PICKER_KINDS.configLookup.defaultLimit)).toBe(100);
    expect(pickLimit(undefined, PICKER_KINDS.carrier.defaultLimit)).toBe(0);
    expect(pickLimit(3, 20)).toBe(3);
    expect(pickLimit(0, 20)).toBe(0);
    expect(canPickMore(19, 20)).toBe(true);
    expect(canPickMore(20, 20)).toBe(false);
    expect(canPickMore(500, 0)).toBe(true);
  });

  it('merges options first-come and lists saved values', () => {
    const merged = mergeOptions([option(1), option(2)], [{ ...option(2), label: 'other' }, option(3)]);
    expect(merged.map((item) => [item.value, item.label])).toEqual([[1, 'n1'], [2, 'n2'], [3, 'n3']]);
    expect(asValueList([1, '', '2', null])).toEqual([1, '2']);
    expect(asValueList(5)).toEqual([5]);
    expect(asValueList(undefined)).toEqual([]);
  });
});

describe('create dialogs (§5 "Create dialogs")', () => {
  const NAME_REQUIRED: Array<[PickerKindName, string, string]> = [
    ['carrier', '请输入承运商名称', 'please enter the carrier name'],
    ['thirdParty', '请输入第三方物流名称', 'please enter the third-party logistics name'],
    ['merchant', '请输入商家名称', 'please enter the merchant name'],
    ['supplier', '请输入供应商名称', 'please enter the supplier name'],
    ['store', '请输入门店名称', 'please enter the store name'],
    ['delivery', '请输入服务商名称', 'please enter the provider name'],
    ['installer', '请输入安装师傅名称', 'please enter the installer name'],
  ];

  it.each(NAME_REQUIRED)('%s: an empty name asks %s', (kind, zh, en) => {
    const problems = checkCreateInput(createOf(kind), { name: '  ' });
    const name = problems.find((problem) => problem.field === 'name');
    expect(name?.messageKey).toBe(`pickers.${kind}.nameRequired`);
    expect(zhText(name!.messageKey)).toBe(zh);
    expect(enText(name!.messageKey)).toBe(en);
  });

  it('allows names of 10 characters, not 11', () => {
    const spec = createOf('carrier');
    const phone = '13812345678';
    expect(checkCreateInput(spec, { name: '一二三四五六七八九十', phone })).toEqual([]);
    expect(checkCreateInput(spec, { name: '一二三四五六七八九十一', phone })).toEqual([{ field: 'name', messageKey: 'pickers.nameMax' }]);
    expect(zhText('pickers.nameMax')).toBe('允许输入10字内');
    expect(enText('pickers.nameMax')).toBe('allowed within 10 characters');
  });

  it('requires the phone of carriers, third parties, delivery providers and installers', () => {
    for (const kind of ['carrier', 'thirdParty', 'delivery', 'installer'] as const) {
      const problems = checkCreateInput(createOf(kind), { name: 'A' });
      expect([kind, problems]).toEqual([kind, [{ field: 'phone', messageKey: 'pickers.phoneRequired' }]]);
    }
  });

  it('leaves the phone optional for merchants, suppliers and stores, but checks its format', () => {
    for (const kind of ['merchant', 'supplier', 'store'] as const) {
      const spec = createOf(kind);
      expect([kind, checkCreateInput(spec, { name: 'A', settle_type_code: 'PAY_NOW' })]).toEqual([kind, []]);
      expect([kind, checkCreateInput(spec, { name: 'A', phone: '1381234', settle_type_code: 'PAY_NOW' })]).toEqual([
        kind, [{ field: 'phone', messageKey: 'pickers.phoneFormat' }],
      ]);
    }
    expect(checkCreateInput(createOf('carrier'), { name: 'A', phone: '23812345678' })).toEqual([{ field: 'phone', messageKey: 'pickers.phoneFormat' }]);
    expect(zhText('pickers.phoneFormat')).toBe('手机号格式不正确');
    expect(enText('pickers.phoneFormat')).toBe('phone number format incorrect');
  });

  it('requires a settle type of merchants, suppliers and stores only', () => {
    for (const kind of ['merchant', 'supplier', 'store'] as const) {
      expect([kind, checkCreateInput(createOf(kind), { name: 'A' })]).toEqual([kind, [{ field: 'settle_type_code', messageKey: 'pickers.settleRequired' }]]);
    }
    expect(checkCreateInput(createOf('carrier'), { name: 'A', phone: '13812345678' })).toEqual([]);
    expect(enText('pickers.settleRequired')).toBe('please select settlement method');
    expect(checkCreateInput(createOf('factory'), { name: '工厂', phone: 'bad' })).toEqual([]);
  });

  it('builds the merchant body with its defaults', () => {
    expect(createPayload(createOf('merchant'), { name: ' 华东家居 ', phone: '', memo: '' })).toEqual({
      name: '华东家居', charge_mode: 'PRODUCT', is_send_sms: '0', deduction_node: 'RECEIVE', settle_type_code: 'PAY_NOW', settle_type_name: '现付',
    });
    expect(createPayload(createOf('merchant'), { name: 'A', settle_type_code: 'MONTHLY', settle_type_name: '月结' })).toMatchObject({
      settle_type_code: 'MONTHLY', settle_type_name: '月结', charge_mode: 'PRODUCT',
    });
    expect(createPayload(createOf('supplier'), { name: 'A' })).toMatchObject({ charge_mode: 'PRODUCT', settle_type_code: 'PAY_NOW' });
  });

  it('builds the carrier, delivery and factory bodies', () => {
    expect(createPayload(createOf('carrier'), { name: '顺达', phone: '13812345678', memo: ' 夜班 ' }, { object_sub_type: 'T_ZX' })).toEqual({
      object_sub_type: 'T_ZX', name: '顺达', phone: '13812345678', memo: '夜班',
    });
    const delivery = createPayload(createOf('delivery'), { name: '配安', phone: '13812345678' });
    expect(delivery.service_type).toEqual([expect.objectContaining({ code: 'DELIVERY_INSTALL' })]);
    expect(createPayload(createOf('factory'), { name: '一厂', phone: '13812345678', memo: 'x' })).toEqual({
      name: '一厂', settle_type_code: 'PAY_NOW', settle_type_name: '现付',
    });
  });

  it('reads the new id: resource_id or res_consignor_id, res_store_id for stores', () => {
    expect(createdId(createOf('merchant'), { resource_id: 5 })).toBe(5);
    expect(createdId(createOf('merchant'), { res_consignor_id: 6 })).toBe(6);
    expect(createdId(createOf('store'), { res_store_id: 7 })).toBe(7);
    expect(createdId(createOf('store'), { id: 7 })).toBeUndefined();
    expect(createdId(createOf('carrier'), { resource_id: '8' })).toBe('8');
    expect(createdId(createOf('carrier'), null)).toBeUndefined();
  });

  it('texts the success notices of §8', () => {
    const added: Array<[PickerKindName, string]> = [
      ['carrier', 'carrier added'], ['thirdParty', 'third-party logistics added'], ['merchant', 'merchant added'],
      ['store', 'store added'], ['delivery', 'provider added'], ['installer', 'installer added'],
    ];
    for (const [kind, text] of added) expect([kind, enText(createOf(kind).successKey)]).toEqual([kind, text]);
    expect(enText('pickers.successTitle')).toBe('Success');
    expect(enText('pickers.product.added')).toBe('product added');
    expect(enText('pickers.providerPhoneBound')).toBe('a provider with the same phone already exists');
    expect(enText('pickers.nameExists')).toBe('name already exists');
    expect(enText('pickers.remoteUrlMissing')).toBe('remote address not defined');
    expect(zhText('pickers.driver.added')).toBe('新增司机信息成功');
  });
});

describe('edition and account', () => {
  it('makes the merchant a supplier in the DA edition (bit 2)', () => {
    expect(pickerKindOf('merchant', 0)).toBe('merchant');
    expect(pickerKindOf('merchant', 2)).toBe('supplier');
    expect(pickerKindOf('merchant', 2 | 16)).toBe('supplier');
    for (const edition of [1, 4, 8, 16, 1 | 4 | 8 | 16]) expect(pickerKindOf('merchant', edition)).toBe('merchant');
    expect(pickerKindOf('carrier', 2)).toBe('carrier');
    expect(pickerKindOf('remoteSelect', 0)).toBeUndefined();
    expect(pickerKindOf('productSelect', 0)).toBeUndefined();
  });

  it('reads the account of the stored login user', () => {
    const user = { id: 1, name: 'a', uname: 'a', display_name: 'A', expend: { main_type: 'SERVICER', servicer_id: 31, resource_id: '77', app_code: 'BANG' } };
    expect(pickerAccount(user)).toEqual({ objectType: 'SERVICER', servicerId: 31, resourceId: '77', appCode: 'BANG' });
    expect(pickerAccount(undefined)).toEqual({ objectType: undefined, servicerId: undefined, resourceId: undefined, appCode: undefined });
  });
});
