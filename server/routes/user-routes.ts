/** Current user lookups: getUserInfo and getUserByToken. */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { ok } from '../http/envelope.js';

export function registerUserRoutes(app: FastifyInstance): void {
  app.get('/api/user/users/getUserInfo', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const { user, session } = requireAuth(request);
    return ok({
      id: user.id,
      username: user.username,
      name: user.nickname,
      display_name: user.nickname,
      nickname: user.nickname,
      phone: user.phone,
      app_code: user.app_code,
      main_type: user.main_type,
      group_id: session.group_id,
      group_name: session.group_name,
      is_main_user: user.is_main_user,
      main_user_id: user.main_user_id,
      main_name: user.main_name,
      permissions: user.permissions,
    });
  });

  app.get('/api/user/users/getUserByToken', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const { claims, user } = requireAuth(request);
    return ok({ ...claims, permissions: user.permissions });
  });
}
