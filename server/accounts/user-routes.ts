/** Current user lookups: getUserInfo, getUserByToken, getLastLoginTime and getCumulative. */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { OPEN_ABNORMAL_STATUSES, OPEN_TICKET_STATUSES, codesOf, ABNORMAL_STATUSES, TICKET_STATUSES } from '../codes/codes.js';
import type { ServerContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { NOT_COUNTED_STATUSES } from '../stats/stats-routes.js';
import { OrderStats, orderScope } from '../stats/order-scope.js';
import { isMainSession } from '../users/main-session.js';

export function registerUserRoutes(app: FastifyInstance, context: ServerContext): void {
  const stats = new OrderStats(context.db);
  const anyQuery = { schema: { querystring: { type: 'object' } } };

  app.get('/api/user/users/getLastLoginTime', anyQuery, async (request) => {
    const { user } = requireAuth(request);
    return ok({ last_login_time: user.last_login_at ?? '' });
  });

  // Running totals for the personal page: logins, and orders, tickets and abnormal cases in the user's scope.
  app.get('/api/user/users/getCumulative', anyQuery, async (request) => {
    const { user } = requireAuth(request);
    const scope = orderScope(user);
    const logins = context.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(user.id) as { n: number };
    return ok({
      login_count: logins.n,
      order_count: stats.waybills(scope, [], NOT_COUNTED_STATUSES),
      ticket_count: stats.aboutOrders('tickets', scope, codesOf(TICKET_STATUSES)),
      abnormal_count: stats.aboutOrders('abnormals', scope, codesOf(ABNORMAL_STATUSES)),
      open_ticket_count: stats.aboutOrders('tickets', scope, OPEN_TICKET_STATUSES),
      open_abnormal_count: stats.aboutOrders('abnormals', scope, OPEN_ABNORMAL_STATUSES),
    });
  });

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
      is_main_user: isMainSession(user, session.group_id),
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
