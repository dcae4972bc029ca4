/** Stations (网点/站点): delivery points, transit hubs, installation branches and pick-up points. */
import { mobilePhone, personName } from '../fake-data/fake-people.js';
import { REGION_SAMPLES } from '../fake-data/regions.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, SeedRecord } from '../records/types.js';
import { ALL_SETTLE_TYPES, STATION_TYPES } from '../codes/codes.js';
import { codeEnum, creationTimes, enabled, memo, memoOf, name, phone, streetAddress, text, textEnum } from '../codes/core-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';

const STATION_COUNT = 20;

export const stationsCollection: CollectionSpec = {
  name: 'stations',
  path: '/resource/stations',
  ownership: PUBLISHED_PARTNER,
  fields: {
    name: name('网点名称'),
    type: textEnum('网点类型', STATION_TYPES),
    contact: text('负责人', 20, 'like'),
    phone: phone(),
    city: text('所在城市', 20),
    address: text('网点地址', 120, 'like'),
    // Installers (安装网点) created in the installer picker's dialog carry a settle type.
    settle_type_code: codeEnum('结算方式', ALL_SETTLE_TYPES),
    settle_type_name: text('结算方式名称', 20),
    status: enabled(),
    memo: memo(),
  },
  required: ['name', 'type'],
  unique: [{ field: 'name', message: '网点名称已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const times = creationTimes(random, now, STATION_COUNT, 360);
    const records: SeedRecord[] = [];
    for (let i = 0; i < STATION_COUNT; i += 1) {
      const region = REGION_SAMPLES[i % REGION_SAMPLES.length] ?? random.pick(REGION_SAMPLES);
      const type = STATION_TYPES[i % STATION_TYPES.length] ?? '配送站';
      const district = region.districts[Math.floor(i / REGION_SAMPLES.length) % region.districts.length] ?? '';
      records.push({
        data: {
          name: `${region.city.replace(/市$/, '')}${district.replace(/(新区|区)$/, '')}${type}`,
          type,
          contact: personName(random),
          phone: mobilePhone(random),
          city: region.city,
          address: `${region.city}${streetAddress(random, region, district)}`,
          status: random.chance(0.9) ? 1 : 0,
          memo: memoOf(random),
        },
        created_at: times[i],
      });
    }
    return records;
  },
};
