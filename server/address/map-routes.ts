/** Address data (spec: GET /map/area/getDistrictList, /map/area/three_level_address, /map/help/areas_version). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { addressTree, CHINA_CODE, divisionDataVersion, placesUnder } from './division-tree.js';

/**
 * Changes when the address table does: the GB/T 2260 data package's version and the revision of how
 * the tree is built from it. Clients cache the tree by it.
 */
export const AREAS_VERSION = `gbt2260-${divisionDataVersion()}.1`;

export function registerMapRoutes(app: FastifyInstance): void {
  const schema = { querystring: { type: 'object', properties: { parentCode: { type: 'string', pattern: '^\\d{6}$' } } } };
  app.get<{ Querystring: { parentCode?: string } }>('/api/map/area/getDistrictList', { schema }, async (request) =>
    ok(placesUnder(request.query.parentCode ?? CHINA_CODE)),
  );
  app.get('/api/map/area/three_level_address', { schema: { querystring: { type: 'object' } } }, async () => ok(addressTree()));
  app.get('/api/map/help/areas_version', { schema: { querystring: { type: 'object' } } }, async () => ok({ version: AREAS_VERSION }));
}
