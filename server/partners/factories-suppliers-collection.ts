/** Factories (工厂) and suppliers (供应商). */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { FACTORY_SAMPLES, SUPPLIER_SAMPLES } from '../fake-data/business-names.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';
import type { CollectionSpec } from '../records/types.js';
import { SETTLE_TYPES } from '../codes/codes.js';
import {
  codeEnum, creationTimes, enabled, memo, memoOf, name, PARTNER_DIALOG_FIELDS, phone, regionOf, streetAddress, text,
} from '../codes/core-fields.js';

export const factoriesCollection: CollectionSpec = {
  name: 'factories',
  path: '/resource/factories',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('工厂名称'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    address: text('工厂地址', 120, 'like'),
    settle_type_code: codeEnum('结算方式', SETTLE_TYPES, 'PAY_NOW'),
    settle_type_name: text('结算方式名称', 20),
    memo: memo(),
  },
  required: ['name'],
  unique: [{ field: 'name', message: '工厂名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const times = creationTimes(random, now, FACTORY_SAMPLES.length, 300);
    return FACTORY_SAMPLES.map(([factoryName, city], index) => {
      const region = regionOf(city, random);
      return {
        data: {
          name: factoryName, contact: personName(random), phone: mobilePhone(random),
          address: `${region.province === region.city ? '' : region.province}${region.city}${streetAddress(random, region)}`,
          settle_type_code: random.chance(0.6) ? 'PAY_NOW' : 'MONTHLY',
          memo: memoOf(random),
        },
        created_at: times[index],
      };
    });
  },
};

export const suppliersCollection: CollectionSpec = {
  name: 'suppliers',
  path: '/resource/suppliers',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('供应商名称'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    settle_type_code: codeEnum('结算方式', SETTLE_TYPES, 'PAY_NOW'),
    // The DA edition's partner picker creates suppliers with the merchant dialog's fields.
    ...PARTNER_DIALOG_FIELDS,
    status: enabled(),
    memo: memo(),
  },
  required: ['name'],
  unique: [{ field: 'name', message: '供应商名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const times = creationTimes(random, now, SUPPLIER_SAMPLES.length, 300);
    return SUPPLIER_SAMPLES.map((supplierName, index) => ({
      data: {
        name: supplierName, contact: personName(random), phone: mobilePhone(random),
        settle_type_code: random.chance(0.5) ? 'MONTHLY' : 'PAY_NOW', status: random.chance(0.9) ? 1 : 0, memo: memoOf(random),
      },
      created_at: times[index],
    }));
  },
};
