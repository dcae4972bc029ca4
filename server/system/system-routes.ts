/** Public system info, the maintenance notice page, and the admin-only ops endpoints. */
import type { FastifyInstance } from 'fastify';
import { requirePlatformAdmin } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { SYSTEM_NAME } from './system-state.js';

const maintenanceSchema = {
  body: {
    type: 'object',
    required: ['enabled'],
    additionalProperties: false,
    properties: {
      enabled: { type: 'boolean' },
      notice: { type: 'string', minLength: 1, maxLength: 5000 },
    },
  },
};

const versionSchema = {
  body: {
    type: 'object',
    required: ['version'],
    additionalProperties: false,
    properties: { version: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]*$' } },
  },
};

const anyQuery = { querystring: { type: 'object' } };

export function registerSystemRoutes(app: FastifyInstance, context: ServerContext): void {
  const { state } = context;

  app.get('/api/map/help/system_info', { schema: anyQuery }, async () => ok({ version: state.version, name: SYSTEM_NAME }));

  // Outside /api and public: the client fetches it (with a random query value) after a 503.
  app.get('/maintenance.html', { schema: anyQuery }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(state.notice),
  );

  app.get('/api/system/ops/state', { schema: anyQuery }, async (request) => {
    requirePlatformAdmin(request);
    return ok(state.snapshot());
  });

  app.put<{ Body: { enabled: boolean; notice?: string } }>('/api/system/ops/maintenance', { schema: maintenanceSchema }, async (request) => {
    requirePlatformAdmin(request);
    state.setMaintenance(request.body.enabled, request.body.notice);
    return ok(state.snapshot());
  });

  app.put<{ Body: { version: string } }>('/api/system/ops/version', { schema: versionSchema }, async (request) => {
    requirePlatformAdmin(request);
    state.setVersion(request.body.version);
    return ok(state.snapshot());
  });
}
