/**
 * GET or POST /user/banned-areas/check-if-banned (widgets spec §5, §7): province_code, city_code,
 * district_code, consignor_id and address in the query or body; answers `data: {data: true|false}`.
 * An active ban of the district, of its city or of its whole province matches; a ban naming a merchant
 * applies only to that merchant (consignor_id, its resource id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BANNED_AREA_ADDRESS_MAX, BANNED_AREA_CHECK_API } from '../../src/config/address.js';
import { routePathOf } from '../records/register-collection.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { collectionOf } from '../partners/picker-lists.js';
import { readableRows } from '../records/collection-access.js';

export interface BannedAreaQuery {
  province_code: string;
  city_code?: string;
  district_code?: string;
  consignor_id?: string | number;
  address?: string;
}

const PLACE_CODE = { type: 'string', pattern: '^(\\d{6})?$' };
/** A district, or the town of a city without districts (东莞市 441900102). */
const DISTRICT_CODE = { type: 'string', pattern: '^(\\d{6}|\\d{9})?$' };
const CHECK_SCHEMA = {
  type: 'object',
  required: ['province_code'],
  properties: {
    province_code: { type: 'string', title: '省份编码', pattern: '^\\d{6}$' },
    city_code: { ...PLACE_CODE, title: '城市编码' },
    district_code: { ...DISTRICT_CODE, title: '区县编码' },
    consignor_id: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\d*$' }], title: '商家' },
    address: { type: 'string', title: '详细地址', maxLength: BANNED_AREA_ADDRESS_MAX },
  },
};

/** Whether an active ban row covers the place of `query` for its merchant. */
export function banMatches(row: Readonly<Record<string, unknown>>, query: BannedAreaQuery): boolean {
  if (Number(row.status) !== 1) return false;
  const consignor = Number(row.consignor_resource_id ?? 0);
  if (consignor > 0 && String(consignor) !== String(query.consignor_id ?? '')) return false;
  const text = (key: string): string => (typeof row[key] === 'string' ? (row[key] as string) : '');
  if (text('province_code') !== query.province_code) return false;
  if (text('district_code') !== '') return text('district_code') === query.district_code;
  if (text('city_code') !== '') return text('city_code') === query.city_code;
  return true;
}

export function registerBannedAreaCheck(app: FastifyInstance, context: ServerContext): void {
  // The caller's own blind areas and those the platform publishes.
  const isBanned = (request: FastifyRequest, query: BannedAreaQuery): boolean => {
    const store = collectionOf(context, 'banned_areas');
    return store.allRowsWhere(readableRows(context, store.spec, request)).some((row: ApiRecord) => banMatches(row, query));
  };
  const route = routePathOf(BANNED_AREA_CHECK_API);
  app.get<{ Querystring: BannedAreaQuery }>(route, { schema: { querystring: CHECK_SCHEMA } }, async (request) =>
    ok({ data: isBanned(request, request.query) }),
  );
  app.post<{ Body: BannedAreaQuery }>(route, { schema: { body: CHECK_SCHEMA } }, async (request) => ok({ data: isBanned(request, request.body) }));
}
