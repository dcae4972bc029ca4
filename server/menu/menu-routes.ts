/** GET /user/group/getMenuPermissionByToken: the caller's flat menu permission list for one app code. */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { menuForUser } from './build-menu.js';

const menuSchema = {
  querystring: {
    type: 'object',
    required: ['app_code'],
    properties: { app_code: { type: 'string', enum: ['OSS', 'BANG', 'PAI', 'DA'] } },
  },
};

export function registerMenuRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get<{ Querystring: { app_code: string } }>('/api/user/group/getMenuPermissionByToken', { schema: menuSchema }, async (request) => {
    const { user } = requireAuth(request);
    return ok(menuForUser(context.menu, user, request.query.app_code));
  });
}
