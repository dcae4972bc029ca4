// @vitest-environment node
/** Which keys a form field writes (src/screen-model/field-writes.ts): one answer for the form renderer and the server. */
import { describe, expect, it } from 'vitest';
import { hiddenFormKeys, keysWrittenBy, savesOwnKey, type WritingField } from '../../../src/screen-model/field-writes';

const field = (extra: Partial<WritingField>): WritingField => ({ key: 'f', widget: 'text', ...extra });

describe('keysWrittenBy', () => {
  it('names a picker’s names, items and fill keys', () => {
    const picker = field({ key: 'consignor_id', widget: 'carrier', picker: { nameKey: 'consignor_name', itemsKey: 'picked', fill: { consignor_phone: 'phone' } } });
    expect(keysWrittenBy(picker, new Set(['consignor_id']))).toEqual([
      { key: 'consignor_name', by: 'picker', holds: 'text' },
      { key: 'picked', by: 'picker', holds: 'items' },
      { key: 'consignor_phone', by: 'picker', holds: 'text' },
    ]);
  });

  it('names an address field’s levels, and its own key is not saved', () => {
    const address = field({ key: 'end', widget: 'address', address: { province: 'end_province', city: 'end_city', cityCode: 'end_city_code' } });
    expect(keysWrittenBy(address, new Set()).map((written) => written.key)).toEqual(['end_province', 'end_city', 'end_city_code']);
    expect(savesOwnKey(address)).toBe(false);
    expect(savesOwnKey(field({}))).toBe(true);
  });

  it('writes the order lookup’s order_id (an id) and status, unless the form has them', () => {
    const orderNo = field({ key: 'order_no', rules: [{ name: 'orderNo' }] });
    expect(keysWrittenBy(orderNo, new Set(['order_no']))).toEqual([
      { key: 'order_id', by: 'orderLookup', holds: 'id' },
      { key: 'status', by: 'orderLookup', holds: 'text' },
    ]);
    expect(keysWrittenBy(orderNo, new Set(['order_no', 'status'])).map((written) => written.key)).toEqual(['order_id']);
  });

  it('writes a product code’s fill keys that are not fields, and a loaded select’s label', () => {
    const product = field({ key: 'product_code', rules: [{ name: 'productCode', fill: { product_name: 'name', qty: 'qty' } }] });
    expect(keysWrittenBy(product, new Set(['product_code', 'qty'])).map((written) => written.key)).toEqual(['product_name']);
    const select = field({ key: 'settle_type', widget: 'select', optionsFrom: { configCategory: 'SETTLE' }, optionLabelKey: 'settle_type_name' });
    expect(keysWrittenBy(select, new Set()).map((written) => written.key)).toEqual(['settle_type_name']);
  });
});

describe('hiddenFormKeys', () => {
  it('is what a form registers beside its fields: no field keys, no address levels, each once', () => {
    const fields: WritingField[] = [
      field({ key: 'consignor_id', widget: 'carrier', picker: { nameKey: 'consignor_name' } }),
      field({ key: 'shop_id', widget: 'carrier', picker: { nameKey: 'consignor_name', fill: { consignor_id: 'id' } } }),
      field({ key: 'end', widget: 'address', address: { province: 'end_province' } }),
    ];
    expect(hiddenFormKeys(fields)).toEqual(['consignor_name']);
  });
});
