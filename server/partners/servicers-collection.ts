/** Service providers (服务商) and delivery/installation providers (配送安装服务商). */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { DELIVERY_WORDS, DEMO_DELIVERY_NAME, SERVICER_SAMPLES } from '../fake-data/business-names.js';
import { REGION_SAMPLES } from '../fake-data/regions.js';
import { demoUser } from '../users/demo-users.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';
import { pickers } from '../../src/i18n/messages/pickers.js';
import { codesOf, DELIVERY_SETTLE_TYPES, SERVICE_TYPES, SERVICER_LEVELS } from '../codes/codes.js';
import { codeEnum, creationTimes, enabled, memo, memoOf, name, phone, text, textEnum } from '../codes/core-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';
import { demoOwner } from '../seed/demo-owners.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import type { SeedRecord } from '../records/types.js';

/**
 * The demo company's row is the one behind the demo account's resource id (200018 → servicers row 18,
 * 300052 → deliveries row 52), so the account, the orders naming the company and the pickers name one
 * company (as the demo merchant is consignors row 107). It is stored last with that id; every row keeps
 * the owner its place in the list deals it, so the others keep ids from 1 on and their owners.
 */
function withDemoRowLast(spec: Pick<CollectionSpec, 'ownership' | 'path'>, records: SeedRecord[], demoResourceId: number): SeedRecord[] {
  const owned = records.map((record, index) => ({ ...record, owner_id: record.owner_id ?? demoOwner(spec, index) }));
  const [demo, ...others] = owned;
  const rowId = decodeResourceId(demoResourceId)?.rowId;
  return demo ? [...others, { ...demo, ...(rowId === undefined ? {} : { id: rowId }) }] : others;
}

export const servicersCollection: CollectionSpec = {
  name: 'servicers',
  path: '/resource/servicers',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('服务商名称'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    city: text('所在城市', 20),
    level: textEnum('服务商等级', SERVICER_LEVELS),
    status: enabled(),
    memo: memo(),
  },
  required: ['name', 'contact', 'phone'],
  unique: [{ field: 'name', message: '服务商名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const demo = demoUser('servicer');
    const times = creationTimes(random, now, SERVICER_SAMPLES.length, 400);
    return withDemoRowLast(servicersCollection, SERVICER_SAMPLES.map(([servicerName, city], index) => ({
      data: {
        name: servicerName,
        contact: index === 0 ? demo.nickname : personName(random),
        phone: index === 0 ? demo.phone : mobilePhone(random),
        city,
        level: index === 0 ? SERVICER_LEVELS[0] : random.pick(SERVICER_LEVELS),
        status: index === 0 || random.chance(0.85) ? 1 : 0,
        memo: memoOf(random),
      },
      created_at: times[index],
    })), demo.resource_id);
  },
};

const SERVICE_TYPE_CODES = codesOf(SERVICE_TYPES);

export const deliveriesCollection: CollectionSpec = {
  name: 'deliveries',
  path: '/resource/deliveries',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('服务商名称'),
    contact: text('联系人', 20, 'like'),
    phone: phone(),
    city: text('服务城市', 20),
    service_type_codes: {
      type: 'array', label: '服务类型', items: { type: 'string', enum: SERVICE_TYPE_CODES }, filter: 'contains',
    },
    // The picker's dialog sends the services as {code, name} (widgets spec §3); service_type_codes mirrors them.
    service_type: {
      type: 'array', label: '服务类型',
      items: { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: SERVICE_TYPE_CODES }, name: { type: 'string', maxLength: 20 } } },
    },
    settle_type_code: codeEnum('结算方式', DELIVERY_SETTLE_TYPES, 'MONTHLY'),
    settle_type_name: text('结算方式名称', 20),
    status: enabled(),
    memo: memo(),
  },
  required: ['name', 'phone'],
  // A phone is bound to one provider (the picker's verify call asks whether it is taken).
  unique: [
    { field: 'name', message: '服务商名称已存在' },
    { field: 'phone', message: pickers.zh['pickers.providerPhoneBound'] },
  ],
  extraFilters: CREATED_AT_RANGE,
  // The contact defaults to the provider's name (the picker's dialog asks for none).
  completeOnCreate: (data) => (typeof data.contact === 'string' && data.contact !== '' ? {} : { contact: String(data.name ?? '').slice(0, 20) }),
  seed: ({ random, now }) => {
    const demo = demoUser('delivery');
    const times = creationTimes(random, now, DELIVERY_WORDS.length, 300);
    return withDemoRowLast(deliveriesCollection, DELIVERY_WORDS.map((word, index) => {
      const region = REGION_SAMPLES[index % REGION_SAMPLES.length] ?? random.pick(REGION_SAMPLES);
      const district = region.districts[0] ?? '';
      const types = SERVICE_TYPE_CODES.filter((code) => code === 'DELIVERY_INSTALL' || random.chance(0.5));
      return {
        data: {
          name: index === 0 ? DEMO_DELIVERY_NAME : `${region.city.replace(/市$/, '')}${district.replace(/(新区|区)$/, '')}${word}配送安装服务部`,
          contact: index === 0 ? demo.nickname : personName(random),
          phone: index === 0 ? demo.phone : mobilePhone(random),
          city: region.city,
          service_type_codes: types,
          settle_type_code: index === 0 || random.chance(0.7) ? 'MONTHLY' : 'PAY_NOW',
          status: index === 0 || random.chance(0.9) ? 1 : 0,
          memo: memoOf(random),
        },
        created_at: times[index],
      };
    }), demo.resource_id);
  },
};
