/**
 * Passwords: a public reset by short-message code (send the code, then reset with it) and the
 * logged-in change of password (core spec §7 updatePassword).
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../users/passwords.js';
import { requireAuth } from '../auth/request-auth.js';
import { ACCOUNT_MESSAGES, CODE_LENGTH, CODE_TTL_SECONDS } from './account-messages.js';
import type { AccountServices } from './account-services.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { SYSTEM_NAME } from '../system/system-state.js';
import { passwordField, phoneField } from './registration-routes.js';

const sendCodeSchema = {
  body: { type: 'object', required: ['phone'], additionalProperties: false, properties: { phone: phoneField } },
};

const resetSchema = {
  body: {
    type: 'object',
    required: ['phone', 'code', 'password'],
    additionalProperties: false,
    properties: {
      phone: phoneField,
      code: { type: 'string', title: '验证码', pattern: `^\\d{${CODE_LENGTH}}$` },
      password: passwordField('新密码'),
    },
  },
};

const updateSchema = {
  body: {
    type: 'object',
    required: ['old_password', 'password'],
    additionalProperties: false,
    properties: { old_password: { type: 'string', title: '原密码', minLength: 1, maxLength: 128 }, password: passwordField('新密码') },
  },
};

export function registerPasswordRoutes(app: FastifyInstance, context: ServerContext, services: AccountServices): void {
  const { users, tokens } = context;

  // Public and rate-limited per phone. Unknown numbers get the same answer (and the same limit) but no
  // message, so the endpoint does not tell which numbers have accounts.
  app.post<{ Body: { phone: string } }>('/api/user/users/sendResetCode', { schema: sendCodeSchema }, async (request) => {
    const { phone } = request.body;
    const issued = services.codes.issue(phone, 'RESET_PASSWORD');
    if (!issued.sent) throw badRequest(ACCOUNT_MESSAGES.sendTooOften);
    if (users.findByPhone(phone)) {
      services.outbox({ phone, text: `【${SYSTEM_NAME}】您正在找回密码，验证码 ${issued.code}，${CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。` });
    }
    return ok(null, ACCOUNT_MESSAGES.codeSent);
  });

  app.post<{ Body: { phone: string; code: string; password: string } }>(
    '/api/user/users/resetPassword',
    { schema: resetSchema },
    async (request) => {
      const { phone, code, password } = request.body;
      const user = users.findByPhone(phone);
      if (!services.codes.consume(phone, 'RESET_PASSWORD', code) || !user) throw badRequest(ACCOUNT_MESSAGES.codeInvalid);
      users.setPasswordHash(user.id, await hashPassword(password));
      // Whoever knew the old password is signed out everywhere.
      tokens.sessions.revokeAllOfUser(user.id);
      return ok(null, ACCOUNT_MESSAGES.passwordReset);
    },
  );

  app.post<{ Body: { old_password: string; password: string } }>(
    '/api/user/users/updatePassword',
    { schema: updateSchema },
    async (request) => {
      const { user, session } = requireAuth(request);
      if (!(await verifyPassword(request.body.old_password, user.password_hash))) throw badRequest(ACCOUNT_MESSAGES.oldPasswordWrong);
      users.setPasswordHash(user.id, await hashPassword(request.body.password));
      // Every other session (and so its refresh-token chain) ends; the one that changed the password stays.
      tokens.sessions.revokeAllOfUser(user.id, session.id);
      return ok(null, ACCOUNT_MESSAGES.passwordUpdated);
    },
  );
}
