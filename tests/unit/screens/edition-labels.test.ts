import { describe, expect, it } from 'vitest';
import { EDITION } from '../../../src/config/edition';
import { applyEditionLabels, editionWords } from '../../../src/screen-model/edition-labels';
import type { FormScreen, ListScreen } from '../../../src/screen-model/types';

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
