/** Merchants (商家): who sends the goods; waybills, stores, products and bills name them. */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { CONSIGNOR_SAMPLES } from '../fake-data/business-names.js';
import { demoUser } from '../users/demo-users.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import { SETTLE_TYPES } from '../codes/codes.js';
import {
  codeEnum, creationTimes, enabled, flag, memo, memoOf, name, PARTNER_DIALOG_FIELDS, phone, regionOf, streetAddress, text,
} from '../codes/core-fields.js';

export const consignorsCollection: CollectionSpec = {
  name: 'consignors',
  path: '/resource/consignors',
  ownership: { rule: 'merchant', of: 'merchants', withholdContacts: true },
  fields: {
    name: name('商家名称'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    settle_type_code: codeEnum('结算方式', SETTLE_TYPES, 'PAY_NOW'),
    ...PARTNER_DIALOG_FIELDS,
    province: text('省份', 20),
    city: text('城市', 20),
    district: text('区县', 20),
    address: text('详细地址', 120, 'like'),
    status: enabled(),
    is_forbid_create_order: flag('禁止下单'),
    memo: memo(),
  },
  // A merchant created in a picker's dialog has a name and a settle type only; the management form asks for more.
  required: ['name'],
  unique: [{ field: 'name', message: '商家名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const demo = demoUser('consignor');
    // Most merchants are in the demo service provider's book (server/partners/consignor-book.ts); every
    // fifth belongs to service providers outside the demo (0: no demo company's).
    const servicerId = demoUser('servicer').id;
    const times = creationTimes(random, now, CONSIGNOR_SAMPLES.length, 360);
    const records = CONSIGNOR_SAMPLES.map(([consignorName, city], index) => {
      const region = regionOf(city, random);
      const district = random.pick(region.districts);
      const isDemo = index === 0;
      return {
        data: {
          name: consignorName,
          contact: isDemo ? demo.nickname : personName(random),
          phone: isDemo ? demo.phone : mobilePhone(random),
          settle_type_code: isDemo || random.chance(0.55) ? 'MONTHLY' : 'PAY_NOW',
          charge_mode: random.pick(['PRODUCT', 'PRODUCT', 'VOLUME', 'WEIGHT']),
          province: region.province,
          city: region.city,
          district,
          address: `${streetAddress(random, region, district)}${random.int(1, 30)}楼`,
          status: isDemo || random.chance(0.9) ? 1 : 0,
          is_forbid_create_order: !isDemo && random.chance(0.1) ? 1 : 0,
          memo: memoOf(random),
          servicer_user_id: isDemo || index % 5 !== 4 ? servicerId : 0,
        },
        created_at: times[index],
      };
    });
    // The demo merchant is the row behind the demo account's resource id (400107 → row 107), so the
    // account, its waybills' consignor_resource_id and the pickers name one merchant. It is stored last so
    // the others keep ids from 1 on; its creation time stays the oldest, so it still comes first in
    // creation order (the order later seeds read merchants in).
    const [demoRecord, ...others] = records;
    const demoRowId = decodeResourceId(demo.resource_id)?.rowId;
    return demoRecord ? [...others, { ...demoRecord, ...(demoRowId === undefined ? {} : { id: demoRowId }) }] : others;
  },
};
