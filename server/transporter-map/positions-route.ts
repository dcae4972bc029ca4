/**
 * GET /api/resource/transporters/positions: the last known position of the caller's carriers, drivers and
 * delivery teams (and those the platform publishes), for the transporter map. Only accounts whose menu reaches the map get rows; the others
 * get an empty list, as if there were no carriers.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { roleCanSee } from '../menu/role-access.js';
import { readableRows } from '../records/collection-access.js';
import { TRANSPORTER_MAP_ROUTE, TRANSPORTER_POSITIONS_API } from '../../src/config/transporter-map.js';

/** The fields of a carrier the map and its list show. */
const POSITION_FIELDS = ['name', 'phone', 'object_sub_type', 'plate_no', 'vehicle_type', 'status', 'longitude', 'latitude', 'last_located_at'] as const;

export function registerTransporterPositionRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(`/api${TRANSPORTER_POSITIONS_API}`, { schema: { querystring: { type: 'object' } } }, async (request) => {
    const { user } = requireAuth(request);
    const store = context.collections.get('transporters');
    if (!store || !roleCanSee(user.role, TRANSPORTER_MAP_ROUTE)) return ok({ list: [], total: 0 });
    // A company's own carriers, drivers and teams, and those the platform publishes.
    const list = store
      .allRowsWhere(readableRows(context, store.spec, request))
      .filter((row) => typeof row.longitude === 'number' && typeof row.latitude === 'number')
      .map((row) => Object.fromEntries([['id', row.id], ...POSITION_FIELDS.map((key) => [key, row[key] ?? null])]));
    return ok({ list, total: list.length });
  });
}
