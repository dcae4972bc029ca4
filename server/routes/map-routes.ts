/** Address data (spec: GET /map/area/getDistrictList, /map/area/three_level_address, /map/help/areas_version). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { CHINA_CODE, placesUnder } from '../seed/regions.js';

/** Changes when the address table does; clients cache the tree by it. */
export const AREAS_VERSION = '2024.06.1';

interface TreeNode {
  value: string;
  label: string;
  children?: TreeNode[];
}

function tree(parentCode: string, depth: number): TreeNode[] {
  return placesUnder(parentCode).map((place) => ({
    value: place.code,
    label: place.name,
    ...(depth < 2 ? { children: tree(place.code, depth + 1) } : {}),
  }));
}

export function registerMapRoutes(app: FastifyInstance): void {
  const schema = { querystring: { type: 'object', properties: { parentCode: { type: 'string', pattern: '^\\d{6}$' } } } };
  app.get<{ Querystring: { parentCode?: string } }>('/api/map/area/getDistrictList', { schema }, async (request) =>
    ok(placesUnder(request.query.parentCode ?? CHINA_CODE)),
  );
  app.get('/api/map/area/three_level_address', { schema: { querystring: { type: 'object' } } }, async () =>
    ok({ value: CHINA_CODE, label: '中国', children: tree(CHINA_CODE, 0) }),
  );
  app.get('/api/map/help/areas_version', { schema: { querystring: { type: 'object' } } }, async () => ok({ version: AREAS_VERSION }));
}
