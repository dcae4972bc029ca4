/** Warehouses (仓库) and their storage locations (库位). */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { WAREHOUSE_SAMPLES } from '../fake-data/business-names.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { LOCATION_TYPES } from '../codes/codes.js';
import { count, creationTimes, enabled, name, namesOf, phone, regionOf, streetAddress, text, textEnum } from '../codes/core-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';

export const warehousesCollection: CollectionSpec = {
  name: 'warehouses',
  path: '/warehouse/warehouses',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('仓库名称'),
    code: { type: 'string', pattern: '^[A-Z][A-Z0-9-]{1,19}$', label: '仓库编码', filter: 'like' },
    contact: text('负责人', 20, 'like'),
    phone: phone(),
    address: text('仓库地址', 120, 'like'),
    area_sqm: count('面积(㎡)', 10_000_000),
    status: enabled(),
  },
  required: ['name', 'code'],
  unique: [
    { field: 'name', message: '仓库名称已存在' },
    { field: 'code', message: '仓库编码已存在' },
  ],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const times = creationTimes(random, now, WAREHOUSE_SAMPLES.length, 420);
    return WAREHOUSE_SAMPLES.map(([warehouseName, code, city, area], index) => {
      const region = regionOf(city, random);
      return {
        data: {
          name: warehouseName, code, contact: personName(random), phone: mobilePhone(random),
          address: `${region.city}${streetAddress(random, region)}`, area_sqm: area, status: index === 5 ? 0 : 1,
          // The province and city the warehouse form's address field shows.
          province: region.province, province_code: region.provinceCode, city: region.city, city_code: region.cityCode,
        },
        created_at: times[index],
      };
    });
  },
};

const LOCATION_COUNT = 60;
const ZONES = ['A', 'B', 'C', 'D'] as const;

export const locationsCollection: CollectionSpec = {
  name: 'locations',
  path: '/warehouse/locations',
  ownership: PUBLISHED_PARTNER,
  fields: {
    warehouse_name: name('所属仓库'),
    location_code: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9-]{0,29}$', label: '库位编码', filter: 'like' },
    location_name: text('库位名称', 30, 'like'),
    type: textEnum('库位类型', LOCATION_TYPES),
    capacity: count('容量(件)'),
    status: enabled(),
  },
  required: ['warehouse_name', 'location_code'],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now, rowsOf }) => {
    const warehouses = namesOf(rowsOf('warehouses'), WAREHOUSE_SAMPLES.map(([n]) => n));
    const times = creationTimes(random, now, LOCATION_COUNT, 400);
    const records: SeedRecord[] = [];
    for (let i = 0; i < LOCATION_COUNT; i += 1) {
      const warehouseIndex = i % warehouses.length;
      const serial = Math.floor(i / warehouses.length);
      const zone = ZONES[serial % ZONES.length] ?? 'A';
      const row = Math.floor(serial / ZONES.length) + 1;
      const level = (serial % 3) + 1;
      const type = serial % 5 === 4 ? random.pick(LOCATION_TYPES.slice(2)) : random.pick(LOCATION_TYPES.slice(0, 2));
      records.push({
        data: {
          warehouse_name: warehouses[warehouseIndex],
          location_code: `${zone}-${String(row).padStart(2, '0')}-${String(level).padStart(2, '0')}`,
          location_name: `${zone}区${String(row).padStart(2, '0')}排${String(level).padStart(2, '0')}层`,
          type,
          capacity: random.pick([50, 80, 100, 120, 200, 300]),
          status: random.chance(0.92) ? 1 : 0,
        },
        created_at: times[i],
      });
    }
    return records;
  },
};
