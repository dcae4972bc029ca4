/**
 * Admin-only reads for the screens catalogue (/saas/system/screens/index): which demo roles reach each
 * route, and the result the last `npm run screens:check` wrote.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { requirePlatformAdmin } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { rolesByRoute } from './roles-by-route.js';

const anyQuery = { querystring: { type: 'object' } };

/** `checkResultFile`: where screens:check writes its result; without it there is never a result. */
export function registerScreenCatalogueRoutes(app: FastifyInstance, context: ServerContext, checkResultFile: string | undefined): void {
  // The menu does not change while the server runs.
  const roles = rolesByRoute(context.menu);

  app.get('/api/system/screens/roles', { schema: anyQuery }, async (request) => {
    requirePlatformAdmin(request);
    return ok(roles);
  });

  app.get('/api/system/screens/check-result', { schema: anyQuery }, async (request) => {
    requirePlatformAdmin(request);
    if (checkResultFile === undefined) return ok(null);
    try {
      const [text, info] = await Promise.all([readFile(checkResultFile, 'utf8'), stat(checkResultFile)]);
      return ok({ writtenAt: info.mtime.toISOString(), result: JSON.parse(text) as unknown });
    } catch {
      // Not written yet (or half written): the catalogue says there is no result.
      return ok(null);
    }
  });
}
