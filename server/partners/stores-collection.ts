/** Stores (门店) of the merchants; each belongs to a consignor by consignor_name. */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { CONSIGNOR_SAMPLES } from '../fake-data/business-names.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { STORE_SETTLE_TYPES } from '../codes/codes.js';
import { codeEnum, creationTimes, enabled, flag, memo, memoOf, name, namesOf, phone, regionOf, streetAddress, text, textOf } from '../codes/core-fields.js';

const STORE_COUNT = 40;

/** The brand part of a company name: 优品家居旗舰店 → 优品家居. */
export const brandOf = (company: string): string =>
  company.replace(/(商贸有限公司|制造有限公司|有限公司|旗舰店|专营店|直营店)$/, '') || company;

export const storesCollection: CollectionSpec = {
  name: 'stores',
  path: '/resource/stores',
  ownership: { rule: 'merchant', of: 'merchantRows', withholdContacts: true },
  fields: {
    name: name('门店名称'),
    // Empty for a store a service provider creates in the store picker without naming a merchant.
    consignor_name: text('所属商家', 50, 'like'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    address: text('门店地址', 120, 'like'),
    settle_type_code: codeEnum('结算方式', STORE_SETTLE_TYPES),
    settle_type_name: text('结算方式名称', 20),
    status: enabled(),
    is_forbid_create_order: flag('禁止下单'),
    memo: memo(),
  },
  required: ['name'],
  unique: [{ field: 'name', message: '门店名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now, rowsOf }) => {
    const consignors = rowsOf('consignors');
    const names = namesOf(consignors, CONSIGNOR_SAMPLES.map(([n]) => n));
    const times = creationTimes(random, now, STORE_COUNT, 330);
    const used = new Set<string>();
    const records: SeedRecord[] = [];
    for (let i = 0; records.length < STORE_COUNT && i < STORE_COUNT * 4; i += 1) {
      // Every merchant gets a store first, then the first ones get a few more.
      const consignorName = names[i % names.length] ?? '';
      const consignor = consignors.find((row) => row.name === consignorName);
      const region = regionOf(textOf(consignor, 'city'), random);
      const district = random.pick(region.districts);
      const storeName = `${brandOf(consignorName)}·${district}店`;
      if (used.has(storeName)) continue;
      used.add(storeName);
      records.push({
        data: {
          name: storeName,
          consignor_name: consignorName,
          contact: personName(random),
          phone: mobilePhone(random),
          address: `${region.city}${streetAddress(random, region, district)}`,
          status: random.chance(0.9) ? 1 : 0,
          is_forbid_create_order: random.chance(0.1) ? 1 : 0,
          memo: memoOf(random),
        },
        created_at: times[records.length],
      });
    }
    return records;
  },
};
