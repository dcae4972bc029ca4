import { describe, expect, it } from 'vitest';
import { EDITION } from '../../../src/config/edition';
import { applyEditionLabels, editionWords } from '../../../src/screen-model/edition-labels';
import type { FilterField, FormScreen, ListScreen, RemoteOptions, ShowScreen } from '../../../src/screen-model/types';

const list: ListScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/x/index',
  title: '订单列表',
  kind: 'list',
  api: { resource: '/order/waybills' },
  filters: [{ key: 'consignor_name', label: '商家名称', labelToken: 'merchantOrStore', labelSuffix: '名称', widget: 'text' }],
  columns: [
    { key: 'out_order_no', title: '外部单号', labelToken: 'outerOrderNo' },
    { key: 'amount', title: '运费', labelToken: 'feeSubject' },
    { key: 'goods_name', title: '货物名称' },
  ],
};

const form: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/x/create',
  title: '新增门店',
  kind: 'form',
  api: { resource: '/resource/stores' },
  returnTo: '/x/index',
  sections: [{ fields: [{ key: 'consignor_resource_id', label: '所属商家', labelToken: 'partner', labelPrefix: '所属', widget: 'merchant' }] }],
};

const texts = (descriptor: ListScreen) => [
  ...(descriptor.filters ?? []).map((filter) => filter.label),
  ...descriptor.columns.map((column) => column.title),
];

describe('edition wording of descriptor labels (widgets spec §1)', () => {
  it('keeps the default edition\'s words', () => {
    expect(texts(applyEditionLabels(list, editionWords(0)) as ListScreen)).toEqual(['商家名称', '外部单号', '运费', '货物名称']);
  });

  it('words each token by its bit: store, platform order number and service fee', () => {
    const edition = EDITION.STORE | EDITION.PLATFORM_ORDER | EDITION.SERVICE_FEE;
    expect(texts(applyEditionLabels(list, editionWords(edition)) as ListScreen)).toEqual(['门店名称', '平台单号', '服务费', '货物名称']);
  });

  it('calls the partner a supplier in the DA edition, with the prefix kept', () => {
    const worded = applyEditionLabels(form, editionWords(EDITION.DA)) as FormScreen;
    expect(worded.sections[0]!.fields[0]!.label).toBe('所属供应商');
    expect(texts(applyEditionLabels(list, editionWords(EDITION.DA)) as ListScreen)[0]).toBe('供应商名称');
  });

  it('leaves a descriptor without tokens as it is', () => {
    const plain: ListScreen = { ...list, filters: [], columns: [{ key: 'goods_name', title: '货物名称' }] };
    expect(applyEditionLabels(plain, editionWords(EDITION.DA))).toEqual(plain);
  });
});

describe('filters of the edition\'s partners (widgets spec §1: the DA edition uses supplier endpoints)', () => {
  const partnerFilter: FilterField = {
    key: 'consignor_name', label: '商家', labelToken: 'merchantOrStore', widget: 'select',
    optionsFrom: { resource: '/resource/consignors', labelKey: 'name', valueKey: 'name', editionPartner: true },
  };
  const withFilters = (...filters: FilterField[]): ListScreen => ({ ...list, filters });
  const sourceOf = (descriptor: ListScreen, index = 0) => descriptor.filters?.[index]?.optionsFrom as RemoteOptions;

  it('search the supplier list in the DA edition, read by the same keys, under the label 供应商', () => {
    const worded = applyEditionLabels(withFilters(partnerFilter), editionWords(EDITION.DA)) as ListScreen;
    expect(sourceOf(worded)).toEqual({
      resource: '/user/resource_binding/supplier/list', convention: 'main', labelKey: 'name', valueKey: 'name', editionPartner: true,
    });
    expect(worded.filters?.[0]?.label).toBe('供应商');
  });

  it('search the merchants in the other editions, and a filter not marked keeps its resource', () => {
    for (const edition of [0, EDITION.STORE, EDITION.WAYBILL]) {
      expect(sourceOf(applyEditionLabels(withFilters(partnerFilter), editionWords(edition)) as ListScreen).resource).toBe('/resource/consignors');
    }
    const unmarked: FilterField = { ...partnerFilter, optionsFrom: { resource: '/resource/consignors', labelKey: 'name' } };
    expect(sourceOf(applyEditionLabels(withFilters(unmarked), editionWords(EDITION.DA)) as ListScreen).resource).toBe('/resource/consignors');
  });
});

describe('edition wording of titles, placeholders, messages and confirmations (widgets spec §1)', () => {
  const merchants: ListScreen = {
    ...list,
    title: '商家管理',
    filters: [{ key: 'jd_id', label: '京东商家ID', widget: 'text', placeholder: '请输入京东商家ID', rules: [{ name: 'jdMerchantIds', message: '请输入有效的京东商家ID' }] }],
    toolbar: [{ action: 'export', label: '导出', operation: 'export', api: '/resource/consignors/export', filePrefix: '商家管理', extension: '.csv' }],
    rowActions: [
      { action: 'delete', label: '删除', operation: 'delete', confirm: '确定删除该商家吗？' },
      { action: 'call', label: '停用', operation: 'edit', api: '/x/{id}/stop', confirm: '确定停用该商家吗？', success: '商家已停用' },
    ],
  };
  const merchantForm: FormScreen = {
    ...form,
    title: '新增商家',
    successMessage: '商家已保存',
    sections: [{
      title: '商家信息',
      fields: [
        { key: 'consignor_resource_id', label: '适用商家', labelToken: 'merchantOrStore', labelPrefix: '适用', widget: 'merchant', placeholder: '不填则适用全部商家', rules: [{ name: 'required', message: '请选择商家' }] },
        { key: 'target', label: '对象类型', widget: 'select', options: [{ value: 'CONSIGNOR', label: '商家' }, { value: 'SUPPLIER', label: '供应商' }] },
      ],
    }],
  };
  const detail: ShowScreen = {
    $schema: '../../schemas/screen.schema.json', path: '/x/show/:id', title: '商家详情', kind: 'show', api: { resource: '/resource/consignors' },
    sections: [{ title: '商家信息', fields: [{ key: 'name', label: '名称' }] }],
  };

  it('say 供应商 in the DA edition and 门店 in the store edition', () => {
    for (const [edition, word] of [[EDITION.DA, '供应商'], [EDITION.STORE, '门店']] as const) {
      const worded = applyEditionLabels(merchantForm, editionWords(edition)) as FormScreen;
      expect(worded.title).toBe(`新增${word}`);
      expect(worded.successMessage).toBe(`${word}已保存`);
      expect(worded.sections[0]?.title).toBe(`${word}信息`);
      expect(worded.sections[0]?.fields[0]).toMatchObject({ label: `适用${word}`, placeholder: `不填则适用全部${word}`, rules: [{ name: 'required', message: `请选择${word}` }] });
      const shown = applyEditionLabels(detail, editionWords(edition)) as ShowScreen;
      expect([shown.title, shown.sections[0]?.title]).toEqual([`${word}详情`, `${word}信息`]);
    }
    const worded = applyEditionLabels(merchants, editionWords(EDITION.DA)) as ListScreen;
    expect(worded.title).toBe('供应商管理');
    expect(worded.toolbar?.[0]).toMatchObject({ filePrefix: '供应商管理' });
    expect(worded.rowActions).toMatchObject([{ confirm: '确定删除该供应商吗？' }, { confirm: '确定停用该供应商吗？', success: '供应商已停用' }]);
  });

  it('keep 京东商家 and option labels, which name partners side by side', () => {
    const worded = applyEditionLabels(merchants, editionWords(EDITION.DA)) as ListScreen;
    expect(worded.filters?.[0]).toMatchObject({ placeholder: '请输入京东商家ID', rules: [{ message: '请输入有效的京东商家ID' }] });
    const form2 = applyEditionLabels(merchantForm, editionWords(EDITION.DA)) as FormScreen;
    expect(form2.sections[0]?.fields[1]?.options).toEqual([{ value: 'CONSIGNOR', label: '商家' }, { value: 'SUPPLIER', label: '供应商' }]);
  });

  it('leave the default edition\'s texts as they are written', () => {
    expect(applyEditionLabels(merchantForm, editionWords(0))).toEqual(merchantForm);
    expect(applyEditionLabels(merchants, editionWords(EDITION.WAYBILL))).toEqual(merchants);
  });
});
