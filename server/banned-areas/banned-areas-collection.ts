/**
 * Banned areas (盲区: 该地区暂不收货): a province, city or district where goods are not received, for
 * every merchant or only one (consignor_resource_id). Edited on the blind-area configuration screen and
 * read by GET/POST /user/banned-areas/check-if-banned (widgets spec §5, §7).
 */
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec, FieldSpec, SeedRecord } from '../records/types.js';
import { placeOfCode, codePath } from '../address/division-tree.js';
import { demoUser } from '../users/demo-users.js';
import { CONSIGNOR_SAMPLES } from '../fake-data/business-names.js';
import { enabled, memo, text } from '../codes/core-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';

/** Six digits; a town of a city without districts (东莞市) has nine. */
const code = (label: string): FieldSpec => ({ type: 'string', pattern: '^(\\d{6}|\\d{9})?$', label });

/** Seeded bans, by the code of the banned place; `demoConsignor` makes a ban the demo merchant's own. */
const SEEDED_BANS: ReadonlyArray<{ code: string; reason: string; status?: 0 | 1; demoConsignor?: boolean }> = [
  { code: '540122', reason: '高海拔地区，暂无配送网点' },
  { code: '653200', reason: '线路未开通' },
  { code: '310151', reason: '跨江配送暂停' },
  { code: '440117', reason: '该商家暂停从化区配送', demoConsignor: true },
  { code: '542500', reason: '冬季封路，已恢复', status: 0 },
];

/** The province/city/district codes and names of a place code (a city ban has no district). */
export function bannedPlaceFields(placeCode: string): Record<string, string> {
  const levels = ['province', 'city', 'district'] as const;
  const fields: Record<string, string> = {};
  codePath(placeCode).forEach((levelCode, index) => {
    const level = levels[index];
    if (!level) return;
    fields[level] = placeOfCode(levelCode)?.label ?? '';
    fields[`${level}_code`] = levelCode;
  });
  return fields;
}

export const bannedAreasCollection: CollectionSpec = {
  name: 'banned_areas',
  path: '/basic/blind-areas',
  ownership: PUBLISHED_PARTNER,
  fields: {
    province: text('省份', 20, 'like'),
    province_code: code('省份编码'),
    city: text('城市', 20, 'like'),
    city_code: code('城市编码'),
    district: text('区县', 20, 'like'),
    district_code: code('区县编码'),
    consignor_resource_id: { type: 'integer', minimum: 0, label: '适用商家' },
    consignor_name: text('适用商家名称', 50, 'like'),
    reason: text('不收货原因', 100, 'like'),
    memo: memo(),
    status: enabled(),
  },
  required: ['province', 'province_code'],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ now }): SeedRecord[] => {
    // The demo merchant (the consignor account's own, the first sample) has a ban of its own.
    const demo = { consignor_resource_id: demoUser('consignor').resource_id, consignor_name: CONSIGNOR_SAMPLES[0]?.[0] ?? '' };
    return SEEDED_BANS.map((ban) => {
      return {
        data: {
          ...bannedPlaceFields(ban.code),
          ...(ban.demoConsignor ? demo : {}),
          reason: ban.reason,
          memo: '',
          status: ban.status ?? 1,
        },
        created_at: now.toISOString().slice(0, 19).replace('T', ' '),
      };
    });
  },
};
