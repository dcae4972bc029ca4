/** Login, token refresh and logout (spec §7 "Session and users"). */
import type { FastifyInstance } from 'fastify';
import { readToken } from '../auth/request-auth.js';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../users/passwords.js';
import type { ServerContext } from '../context.js';
import { ApiError, MESSAGES } from '../http/api-error.js';
import { fail, ok } from '../http/envelope.js';
import { openLoginSession } from './login-reply.js';
import type { UserRecord } from '../users/user-store.js';
import { LOGIN_LOCKED_CODE, loginLockedMessage } from '../security/abuse-limits.js';
import { LoginLimiter } from '../security/login-limiter.js';

interface LoginBody {
  username: string;
  password: string;
}

// Extra fields (remember-me flags, captcha ids...) are tolerated on login; only these two are read.
const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
};

const refreshSchema = {
  body: {
    type: 'object',
    required: ['refresh_token'],
    properties: { refresh_token: { type: 'string', minLength: 1, maxLength: 200 } },
  },
};

const logoutSchema = {
  body: { type: 'object', properties: { refresh_token: { type: 'string', maxLength: 200 } } },
};

/** The review status of a self-registered company's account; undefined for accounts set up by the platform. */
export type AuditStatusOf = (user: UserRecord) => string | undefined;

export function registerSessionRoutes(
  app: FastifyInstance,
  context: ServerContext,
  auditStatusOf: AuditStatusOf = () => undefined,
  limiter: LoginLimiter = new LoginLimiter(),
): void {
  const { users, tokens } = context;

  const login = async (body: LoginBody, address: string) => {
    const username = body.username.trim();
    // A locked account (from this address) or address is refused before any hashing, so a flood of guesses costs little.
    const admission = limiter.admit(username, address);
    if (!admission.allowed) throw new ApiError(429, LOGIN_LOCKED_CODE, loginLockedMessage(admission.waitMs));
    const user = users.findByUsername(username);
    // An unknown user still costs one hash check, so timing does not reveal which usernames exist. The
    // hash queues with its address's others: a flood from one address does not delay another's login.
    const passwordOk = await verifyPassword(body.password, user?.password_hash ?? DECOY_PASSWORD_HASH, address);
    if (!user || !passwordOk) {
      admission.attempt.failed();
      return fail('10001', MESSAGES.wrongCredentials);
    }
    admission.attempt.succeeded();
    if (user.status !== 1) return fail('10002', MESSAGES.userDisabled);
    return ok(await openLoginSession(tokens, users, user, auditStatusOf(user)), MESSAGES.loginSucceeded);
  };

  app.post<{ Body: LoginBody }>('/api/login/login', { schema: loginSchema }, async (request) => login(request.body, request.ip));
  app.post<{ Body: LoginBody }>('/api/user/users/userslogin', { schema: loginSchema }, async (request) => login(request.body, request.ip));

  app.post<{ Body: { refresh_token: string } }>('/api/user/users/refresh-token', { schema: refreshSchema }, async (request) => {
    const session = tokens.sessions.consumeRefreshToken(request.body.refresh_token);
    const user = session && users.findById(session.user_id);
    if (!session || !user || user.status !== 1) throw new ApiError(401, '401', MESSAGES.refreshInvalid);
    const pair = await tokens.issuePair(user, session);
    // The spec's refresh reply is flat with a numeric code.
    return { code: 0, msg: 'success', ...pair };
  });

  app.post('/api/login/logout', { schema: logoutSchema }, async (request) => {
    const auth = await tokens.authenticate(readToken(request));
    if (auth) tokens.sessions.revoke(auth.session.id);
    return ok(null, MESSAGES.logoutSucceeded);
  });
}
