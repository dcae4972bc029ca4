/** The subscription (trial) check the shell makes, and the admin-only ops endpoint that sets a trial. */
import type { FastifyInstance } from 'fastify';
import { requireAuth, requirePlatformAdmin } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import type { TrialStore } from './trial-store.js';

const APP_CODE_PATTERN = '^[A-Z][A-Z_]{0,19}$';

const checkSchema = {
  querystring: { type: 'object', properties: { app_code: { type: 'string', pattern: APP_CODE_PATTERN } } },
};

const trialSchema = {
  body: {
    type: 'object',
    required: ['username', 'app_code', 'left_days'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      app_code: { type: 'string', pattern: APP_CODE_PATTERN },
      // null ends the trial; a negative number makes it already expired.
      left_days: { type: ['integer', 'null'], minimum: -3650, maximum: 3650 },
    },
  },
};

export const UNKNOWN_USER_MESSAGE = '用户不存在';

export function registerSubscriptionRoutes(app: FastifyInstance, context: ServerContext, trials: TrialStore): void {
  // The trial belongs to the company: sub-accounts share their main account's subscription.
  app.get<{ Querystring: { app_code?: string } }>('/api/user/user_subscription/check', { schema: checkSchema }, async (request) => {
    const { user } = requireAuth(request);
    return ok(trials.check(user.main_user_id, request.query.app_code ?? user.app_code));
  });

  app.put<{ Body: { username: string; app_code: string; left_days: number | null } }>(
    '/api/system/ops/trial',
    { schema: trialSchema },
    async (request) => {
      requirePlatformAdmin(request);
      const { username, app_code: appCode, left_days: leftDays } = request.body;
      const user = context.users.findByUsername(username.trim());
      if (!user) throw badRequest(UNKNOWN_USER_MESSAGE);
      trials.set(user.main_user_id, appCode, leftDays);
      return ok(trials.check(user.main_user_id, appCode));
    },
  );
}
