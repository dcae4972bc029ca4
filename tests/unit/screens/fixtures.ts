/** Temporary descriptor folders for the screen tooling tests, inside the repository's .tmp/. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expectedSchemaRef, REPO_ROOT, toPosixRelative } from '../../../scripts/screens-lib';

export interface Fixture {
  dir: string;
  /** Repository-relative path of a fixture file, as the checker reports it. */
  file: (name: string) => string;
  remove: () => void;
}

/** Writes `files` (name -> JSON value, or raw text) into a new folder. `$schema` is filled in when absent. */
export function writeFixture(files: Record<string, unknown>): Fixture {
  const tmp = join(REPO_ROOT, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const dir = mkdtempSync(join(tmp, 'screens-fixture-'));
  const file = (name: string) => toPosixRelative(join(dir, name));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    const text = typeof content === 'string' ? content : JSON.stringify(withSchema(content, expectedSchemaRef(file(name))), null, 2);
    writeFileSync(path, text);
  }
  return { dir, file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function withSchema(content: unknown, ref: string): unknown {
  if (typeof content !== 'object' || content === null || '$schema' in content) return content;
  return { $schema: ref, ...content };
}

const api = { resource: '/fixture/items' };

/** One descriptor per mistake the checker must report, plus two valid ones. */
export const BROKEN_SCREENS: Record<string, unknown> = {
  'good-list.json': {
    path: '/fixture/items/index', title: '条目', kind: 'list', api,
    columns: [{ key: 'name', title: '名称', format: { name: 'link', to: '/fixture/items/show/:itemId' } }],
    toolbar: [{ action: 'create', operation: 'add', label: '新增', to: '/fixture/items/index?tab=all' }],
    rowActions: [{ action: 'show', label: '查看', to: '/fixture/items/show/:id' }],
  },
  'nested/good-show.json': {
    path: '/fixture/items/show/:id', title: '条目详情', kind: 'show', api,
    sections: [{ title: '基本信息', fields: [{ key: 'name', label: '名称' }] }],
    backTo: '/fixture/items/index', editTo: '/login?redirect=1',
  },
  'wrong-kind.json': { path: '/fixture/wrong-kind', title: '错', kind: 'lists', api, columns: [] },
  'unknown-property.json': { path: '/fixture/unknown', title: '错', kind: 'custom', renderer: 'welcome', colour: 'red' },
  'missing-title.json': { path: '/fixture/missing-title', kind: 'custom', renderer: 'welcome' },
  'enum-without-options.json': {
    path: '/fixture/enum', title: '错', kind: 'list', api,
    columns: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }, { key: 'status', title: '状态', format: { name: 'enum' } }],
  },
  'duplicate-a.json': { path: '/fixture/dup/:id', title: '重复', kind: 'custom', renderer: 'welcome' },
  'duplicate-b.json': { path: '/fixture/dup-b', aliases: ['/fixture/dup/:key'], title: '重复', kind: 'custom', renderer: 'welcome' },
  'unknown-renderer.json': { path: '/fixture/renderer', title: '错', kind: 'custom', renderer: 'nope' },
  'missing-link.json': {
    path: '/fixture/links', title: '错', kind: 'form', api,
    sections: [{ fields: [{ key: 'a', label: 'A', widget: 'text' }] }], returnTo: '/fixture/nowhere/:id',
  },
  'fee-lines-without-source.json': {
    path: '/fixture/fees/:id', title: '错', kind: 'form', api,
    sections: [{ fields: [{ key: 'fee_lines', label: '费用明细', widget: 'feeLines' }] }], returnTo: '/fixture/fees/:id',
  },
  'server-check-misplaced.json': {
    path: '/fixture/server-check', title: '错', kind: 'list', api,
    filters: [{ key: 'phone', label: '手机号', widget: 'text', rules: [{ name: 'serverCheck', api: '/fixture/phone-free' }] }],
    columns: [{ key: 'phone', title: '手机号' }],
  },
  'server-check-without-api.json': {
    path: '/fixture/server-check/add', title: '错', kind: 'form', api,
    sections: [{ fields: [{ key: 'phone', label: '手机号', widget: 'text', rules: [{ name: 'mobile' }, { name: 'serverCheck' }] }] }],
    returnTo: '/fixture/server-check',
  },
  'lookup-without-filter.json': {
    path: '/fixture/lookup', title: '错', kind: 'list', api,
    lookup: { anyOf: ['order_no', 'phone'], hint: '请输入订单号' },
    filters: [{ key: 'order_no', label: '订单号', widget: 'text' }], columns: [{ key: 'order_no', title: '订单号' }],
  },
  'invalid-json.json': '{ "path": "/fixture/invalid", ',
  'wrong-schema-ref.json': { $schema: '../schemas/screen.schema.json', path: '/fixture/ref', title: '错', kind: 'custom', renderer: 'welcome' },
};

/** Form fields referring to partners and resources, as text inputs and as pickers (the picker rules of screens:check). */
export const PICKER_SCREENS: Record<string, unknown> = {
  'text-reference.json': {
    path: '/fixture/orders/create', title: '错', kind: 'form', api: { resource: '/fixture/orders' },
    sections: [{
      fields: [
        { key: 'consignor_name', label: '商家名称', widget: 'text', rules: [{ name: 'required', message: '请输入商家名称' }] },
        { key: 'start_station_name', label: '始发站', widget: 'select', options: [{ value: 'A', label: 'A' }] },
        { key: 'carrier_resource_id', label: '承运商', widget: 'number' },
        { key: 'goods_name', label: '货物名称', widget: 'text' },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
  'good-pickers.json': {
    path: '/fixture/orders/edit/:id', title: '订单', kind: 'form', api: { resource: '/fixture/orders' },
    sections: [{
      fields: [
        {
          key: 'consignor_resource_id', label: '商家名称', labelToken: 'merchantOrStore', labelSuffix: '名称', widget: 'merchant',
          picker: { nameKey: 'consignor_name', disableForbidden: true, autoSelect: true }, rules: [{ name: 'required', message: '请选择商家' }],
        },
        { key: 'product_id', label: '商品', widget: 'product', picker: { nameKey: 'product_name', fill: { product_code: 'code' } } },
        { key: 'location_id', label: '库位', widget: 'location', picker: { nameKey: 'location_code', productKey: 'product_id' } },
        { key: 'servicer_resource_id', label: '服务商', widget: 'remoteSelect', picker: { url: '/user/resource_binding/servicer/' } },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
  'good-list.json': {
    path: '/fixture/orders/index', title: '订单', kind: 'list', api: { resource: '/fixture/orders' },
    filters: [{ key: 'consignor_name', label: '商家名称', labelToken: 'merchantOrStore', labelSuffix: '名称', widget: 'text' }],
    columns: [{ key: 'consignor_name', title: '商家', labelToken: 'merchantOrStore' }],
  },
  'good-own-record.json': {
    path: '/fixture/locations/create', title: '新增库位', kind: 'form', api: { resource: '/warehouse/locations' },
    sections: [{
      fields: [
        { key: 'warehouse_id', label: '所属仓库', widget: 'warehouse', picker: { nameKey: 'warehouse_name' } },
        { key: 'location_code', label: '库位编码', widget: 'text' },
        { key: 'location_name', label: '库位名称', widget: 'text' },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
  'location-without-product.json': {
    path: '/fixture/stock/create', title: '错', kind: 'form', api: { resource: '/fixture/stock' },
    sections: [{
      fields: [
        { key: 'location_id', label: '库位', widget: 'location', picker: { nameKey: 'location_code' } },
        { key: 'to_location_id', label: '目标库位', widget: 'location', picker: { productKey: 'sku_id' } },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
  'partner-filter-unmarked.json': {
    path: '/fixture/prices/index', title: '错', kind: 'list', api: { resource: '/fixture/prices' },
    filters: [
      { key: 'consignor_name', label: '商家', labelToken: 'merchantOrStore', widget: 'select', optionsFrom: { resource: '/resource/consignors', labelKey: 'name', valueKey: 'name' } },
      { key: 'owner_name', label: '商家', labelToken: 'merchantOrStore', widget: 'select', optionsFrom: { resource: '/resource/consignors', labelKey: 'name', valueKey: 'name', editionPartner: true } },
    ],
    columns: [{ key: 'consignor_name', title: '商家', labelToken: 'merchantOrStore' }],
  },
  'station-without-type.json': {
    path: '/fixture/route/create', title: '错', kind: 'form', api: { resource: '/fixture/routes' },
    sections: [{
      fields: [
        { key: 'start_station_id', label: '始发站', widget: 'station', picker: { nameKey: 'start_station_name' } },
        { key: 'end_station_id', label: '目的站', widget: 'station', picker: { nameKey: 'end_station_name', stationType: 'TRANSIT' } },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
  'remote-without-url.json': {
    path: '/fixture/remote/create', title: '错', kind: 'form', api: { resource: '/fixture/remote' },
    sections: [{
      fields: [
        { key: 'servicer_resource_id', label: '服务商', widget: 'remoteSelect', picker: { searchKey: 'name' } },
        { key: 'goods', label: '商品', widget: 'extendSelect' },
      ],
    }],
    returnTo: '/fixture/orders/index',
  },
};
