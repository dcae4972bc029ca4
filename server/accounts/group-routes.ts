/** Business unit (事业部) tree, the caller's groups, and switching the current group. */
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { badRequest, MESSAGES } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { isMainSession } from '../users/main-session.js';

interface GroupNode {
  id: number;
  name: string;
  children: GroupNode[];
}

const switchSchema = {
  body: {
    type: 'object',
    // group_id is checked in the handler so a missing choice answers the spec's '请选择事业部'.
    properties: {
      group_id: { type: 'integer', minimum: 0 },
      group_name: { type: 'string', maxLength: 30 },
    },
  },
};

export function registerGroupRoutes(app: FastifyInstance, context: ServerContext): void {
  const { tokens } = context;
  const groups = context.collections.get('groups');

  app.get('/api/user/group/current_user_groups', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const { user } = requireAuth(request);
    return ok(user.groups.map((group): GroupNode => ({ id: group.id, name: group.name, children: [] })));
  });

  // The business units form one level today; the tree shape lets the client nest them later.
  app.get('/api/user/group/tree', { schema: { querystring: { type: 'object' } } }, async () => {
    const rows = groups ? groups.list([], undefined, 1000, 0).rows : [];
    const list: GroupNode[] = rows
      .map((row) => ({ id: row.id, name: String(row.name), children: [] }))
      .sort((a, b) => a.id - b.id);
    return ok({ list });
  });

  app.put<{ Body: { group_id?: number; group_name?: string } | undefined }>(
    '/api/user/group/set_current_user_group_id_to_token',
    { schema: switchSchema },
    async (request) => {
      const { user, session } = requireAuth(request);
      const wanted = request.body?.group_id;
      const group = user.groups.find((g) => g.id === wanted);
      if (!group) throw badRequest(MESSAGES.groupRequired);
      tokens.sessions.setGroup(session.id, group);
      const pair = await tokens.issuePair(user, { ...session, group_id: group.id, group_name: group.name });
      const answer = { ...pair, group_id: group.id, group_name: group.name, is_main_user: isMainSession(user, group.id) };
      return ok(answer, MESSAGES.groupSwitched);
    },
  );
}
