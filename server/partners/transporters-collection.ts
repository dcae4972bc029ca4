/** Carriers (承运商): line carriers (专线), delivery/installation teams (配送安装) and drivers (司机) with positions. */
import { formatLocalDateTime } from '../db/clock.js';
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { REGION_SAMPLES, type RegionSample } from '../fake-data/regions.js';
import type { Random } from '../fake-data/prng.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { TRANSPORTER_SUB_TYPE } from '../../src/config/picker-api.js';
import { pickers } from '../../src/i18n/messages/pickers.js';
import { codesOf, DRIVER_SERVICE_TYPES, SERVICE_TYPES, SETTLE_METHODS, TRANSPORTER_SUB_TYPES, VEHICLE_TYPES } from '../codes/codes.js';
import { codeEnum, creationTimes, dateTime, enabled, memo, memoOf, name, phone, plateNo, text, textEnum } from '../codes/core-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';

/** Services a carrier takes orders for: the service types, and the driver dialog's 可派单服务. */
const CARRIER_SERVICE_CODES: readonly string[] = [...new Set([...codesOf(SERVICE_TYPES), ...codesOf(DRIVER_SERVICE_TYPES)])];
const isDriver = (record: Readonly<Record<string, unknown>>): boolean => record.object_sub_type === TRANSPORTER_SUB_TYPE.driver;

const placeCode = { anyOf: [{ type: 'string', maxLength: 12 }, { type: 'integer' }] };
/** A driver's service districts: {list: [{province, province_no, citys: [{city, city_no, districts: [{district, district_no}]}]}]}. */
const DISTRICTS_PROPERTIES = {
  list: {
    type: 'array', maxItems: 40, items: {
      type: 'object', properties: {
        province: { type: 'string', maxLength: 30 }, province_no: placeCode,
        citys: {
          type: 'array', maxItems: 400, items: {
            type: 'object', properties: {
              city: { type: 'string', maxLength: 30 }, city_no: placeCode,
              districts: {
                type: 'array', maxItems: 400,
                items: { type: 'object', properties: { district: { type: 'string', maxLength: 30 }, district_no: placeCode } },
              },
            },
          },
        },
      },
    },
  },
};

const LINE_WORDS = ['顺达', '通途', '捷运', '恒安', '鸿运', '速通', '安达', '长运', '畅行', '联运', '远航', '信达'] as const;
const TEAM_WORDS = ['安装', '速装', '优家', '匠心', '安居', '邻里', '佳美', '万家', '诚信', '顺心', '宜家乐', '福满'] as const;
const PLAN: ReadonlyArray<readonly [subType: string, count: number]> = [['T_ZX', 12], ['T_PZ', 12], ['T_SJ', 16]];

const short = (region: RegionSample): string => region.city.replace(/市$/, '');

function coordinate(random: Random, centre: number): number {
  return Math.round((centre + (random.next() - 0.5) * 0.3) * 1e6) / 1e6;
}

function carrierName(subType: string, index: number, region: RegionSample, random: Random, used: Set<string>): string {
  for (;;) {
    let candidate: string;
    if (subType === 'T_ZX') {
      const to = REGION_SAMPLES[(index * 7 + 3) % REGION_SAMPLES.length] ?? region;
      candidate = `${short(region)}-${short(to)}${LINE_WORDS[index % LINE_WORDS.length]}专线`;
    } else if (subType === 'T_PZ') {
      candidate = `${short(region)}${TEAM_WORDS[index % TEAM_WORDS.length]}配送安装队`;
    } else {
      candidate = personName(random);
    }
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
    index += 1;
  }
}

export const transportersCollection: CollectionSpec = {
  name: 'transporters',
  path: '/resource/transporters',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('承运商名称'),
    phone: phone(),
    object_sub_type: codeEnum('承运商类型', TRANSPORTER_SUB_TYPES),
    plate_no: text('车牌号', 12, 'like'),
    vehicle_type: textEnum('车型', VEHICLE_TYPES),
    settle_type_code: codeEnum('结算方式', SETTLE_METHODS, 'PAY_NOW'),
    settle_type_name: text('结算方式名称', 20),
    status: enabled(),
    longitude: { type: 'number', minimum: -180, maximum: 180, label: '经度' },
    latitude: { type: 'number', minimum: -90, maximum: 90, label: '纬度' },
    last_located_at: dateTime('最后定位时间'),
    service_type_codes: { type: 'array', label: '服务类型', items: { type: 'string', enum: [...CARRIER_SERVICE_CODES] }, filter: 'contains' },
    // The driver dialog's model (widgets spec §3): services as {code, name}, whether the driver is bound, service districts.
    service_type: {
      type: 'array', label: '可派单服务',
      items: { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: [...CARRIER_SERVICE_CODES] }, name: { type: 'string', maxLength: 20 } } },
    },
    is_related: { type: 'boolean', label: '是否关联' },
    districts: { type: 'object', label: '服务区域', properties: DISTRICTS_PROPERTIES },
    memo: memo(),
  },
  required: ['name', 'phone', 'object_sub_type'],
  // Line carriers and delivery teams have unique names within their sub type; drivers may share a name
  // (two drivers called 张伟) but not a phone.
  unique: [
    { field: 'name', within: ['object_sub_type'], when: (record) => !isDriver(record), message: '承运商名称已存在' },
    { field: 'phone', within: ['object_sub_type'], when: isDriver, message: pickers.zh['pickers.driver.phoneExists'] },
  ],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const total = PLAN.reduce((sum, [, n]) => sum + n, 0);
    const times = creationTimes(random, now, total, 300);
    const used = new Set<string>();
    const records: SeedRecord[] = [];
    for (const [subType, n] of PLAN) {
      for (let i = 0; i < n; i += 1) {
        const region = REGION_SAMPLES[(i * 3 + records.length) % REGION_SAMPLES.length] ?? random.pick(REGION_SAMPLES);
        const vehicles = subType === 'T_ZX' ? VEHICLE_TYPES.slice(1) : subType === 'T_PZ' ? ['面包车', '4.2米厢式货车'] : VEHICLE_TYPES.slice(0, 4);
        const located = new Date(now.getTime() - random.int(5, 48 * 60) * 60_000);
        records.push({
          data: {
            name: carrierName(subType, i, region, random, used),
            phone: mobilePhone(random),
            object_sub_type: subType,
            plate_no: plateNo(random, region),
            vehicle_type: random.pick(vehicles),
            settle_type_code: subType === 'T_SJ' || random.chance(0.4) ? 'PAY_NOW' : 'MONTHLY',
            status: random.chance(0.88) ? 1 : 0,
            longitude: coordinate(random, region.longitude),
            latitude: coordinate(random, region.latitude),
            last_located_at: formatLocalDateTime(located),
            service_type_codes: subType === 'T_ZX' ? ['DELIVERY'] : subType === 'T_PZ' ? ['DELIVERY', 'DELIVERY_INSTALL', 'INSTALL'] : ['DELIVERY'],
            memo: memoOf(random),
          },
          created_at: times[records.length],
        });
      }
    }
    return records;
  },
};
