/**
 * Company sign-up and review (core spec §7 "Session and users"): createUser, isServicerRegist,
 * dataComplete, account activation, and the company review under /user/audit/.
 */
import type { FastifyInstance } from 'fastify';
import { requireAuth, requirePlatformAdmin } from '../auth/request-auth.js';
import { ACCOUNT_CODES, ACCOUNT_MESSAGES } from './account-messages.js';
import type { AccountServices } from './account-services.js';
import { ACCOUNT_TYPES, DECISIONS, type AuditStatus, type CompanyDetails } from './company-profiles.js';
import { CREDIT_CODE_PATTERN, isCreditCode } from './credit-code.js';
import { isPhoneRegistered, signUp, type SignUp } from './sign-up.js';
import { MOBILE_PATTERN } from '../records/common-fields.js';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { fail, ok } from '../http/envelope.js';
import { openLoginSession } from './login-reply.js';

/** Text with at least one non-blank character. */
const FILLED = '\\S';

const text = (title: string, maxLength: number, minLength = 1) => ({ type: 'string', title, minLength, maxLength, pattern: FILLED });
export const phoneField = { type: 'string', title: '手机号', pattern: MOBILE_PATTERN };
export const passwordField = (title: string) => ({ type: 'string', title, minLength: 6, maxLength: 32 });

const createUserSchema = {
  body: {
    type: 'object',
    required: ['company_name', 'contact_name', 'phone', 'password', 'account_type'],
    additionalProperties: false,
    properties: {
      company_name: text('企业名称', 50, 2),
      contact_name: text('联系人', 20),
      phone: phoneField,
      password: passwordField('登录密码'),
      account_type: { type: 'string', title: '账号类型', enum: ACCOUNT_TYPES },
    },
  },
};

const registeredQuerySchema = {
  querystring: { type: 'object', required: ['phone'], properties: { phone: phoneField } },
};

/** Service types a company offers (the options of /register2). */
export const SERVICE_TYPES = ['TRUNK', 'CITY_DELIVERY', 'WAREHOUSING', 'DELIVERY_INSTALL', 'INSTALL_REPAIR', 'ECOMMERCE'] as const;

const dataCompleteSchema = {
  body: {
    type: 'object',
    required: ['company_name', 'contact_name', 'credit_code', 'address', 'service_types', 'business_license'],
    additionalProperties: false,
    properties: {
      company_name: text('企业名称', 50, 2),
      contact_name: text('联系人', 20),
      credit_code: { type: 'string', title: '统一社会信用代码', pattern: CREDIT_CODE_PATTERN },
      address: text('企业地址', 100),
      service_types: {
        type: 'array', title: '服务类型', minItems: 1, maxItems: SERVICE_TYPES.length, uniqueItems: true,
        items: { type: 'string', enum: SERVICE_TYPES },
      },
      business_scope: { type: 'string', title: '经营范围', maxLength: 500 },
      business_license: text('营业执照', 500),
    },
  },
};

const activateSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code: { type: 'string', title: '激活码', minLength: 1, maxLength: 100 } } },
};

const decisionSchema = {
  params: { type: 'object', required: ['user_id'], properties: { user_id: { type: 'integer', minimum: 1 } } },
  body: {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: { status: { type: 'string', title: '审核结果', enum: DECISIONS }, reason: { type: 'string', title: '驳回原因', maxLength: 200 } },
  },
};

const anyQuery = { querystring: { type: 'object' } };

const trimmed = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function registerRegistrationRoutes(app: FastifyInstance, context: ServerContext, services: AccountServices): void {
  const { users, tokens } = context;

  // Public: a new company signs up and is logged in at once (the reply is the login reply).
  app.post<{ Body: SignUp }>('/api/user/users/createUser', { schema: createUserSchema }, async (request) => {
    const body = trimmed(request.body);
    if (isPhoneRegistered(users, body.phone)) throw badRequest(ACCOUNT_MESSAGES.phoneRegistered);
    let user;
    try {
      user = await signUp(users, services, body);
    } catch (error) {
      // Two sign-ups with one phone at the same moment: the username is unique in the database.
      if (isUniqueViolation(error)) throw badRequest(ACCOUNT_MESSAGES.phoneRegistered);
      throw error;
    }
    return ok(await openLoginSession(tokens, users, user, services.audit.statusOf(user)), ACCOUNT_MESSAGES.registered);
  });

  // Public: whether a phone number is still free to sign up with (answers only yes or no). A taken one is
  // refused as createUser would refuse it (code ACCOUNT_CODES.phoneRegistered, 该手机号已注册), so the
  // sign-up form tells the user before they submit.
  app.get<{ Querystring: { phone: string } }>('/api/user/users/isServicerRegist', { schema: registeredQuerySchema }, async (request) =>
    isPhoneRegistered(users, request.query.phone)
      ? fail(ACCOUNT_CODES.phoneRegistered, ACCOUNT_MESSAGES.phoneRegistered, { registered: true })
      : ok({ registered: false }),
  );

  app.post<{ Body: CompanyDetails }>('/api/user/users/dataComplete', { schema: dataCompleteSchema }, async (request) => {
    const { user } = requireAuth(request);
    if (!user.is_main_user || user.main_user_id !== user.id) throw new ApiError(403, '403', ACCOUNT_MESSAGES.subAccountNoProfile);
    // Only companies that signed up themselves submit details; the platform keeps the others'.
    const profile = services.profiles.find(user.id);
    if (!profile) throw new ApiError(403, '403', ACCOUNT_MESSAGES.platformManagedProfile);
    const details = trimmed(request.body);
    if (!isCreditCode(details.credit_code)) throw badRequest(ACCOUNT_MESSAGES.creditCodeInvalid);
    services.audit.submit(user, profile, details);
    return ok(services.audit.viewFor(user), ACCOUNT_MESSAGES.profileSubmitted);
  });

  // Public: the link of the activation message.
  app.post<{ Body: { code: string } }>('/api/user/users/activateAccount', { schema: activateSchema }, async (request) => {
    const userId = services.activations.consume(request.body.code.trim());
    const user = userId === undefined ? undefined : users.findById(userId);
    if (!user) throw badRequest(ACCOUNT_MESSAGES.activationInvalid);
    services.profiles.markActivated(user.id);
    return ok({ username: user.username }, ACCOUNT_MESSAGES.activated);
  });

  app.get('/api/user/audit/company', { schema: anyQuery }, async (request) => {
    const { user } = requireAuth(request);
    return ok(services.audit.viewFor(user));
  });

  app.put<{ Params: { user_id: number }; Body: { status: AuditStatus; reason?: string } }>(
    '/api/user/audit/:user_id',
    { schema: decisionSchema },
    async (request) => {
      const { user: admin } = requirePlatformAdmin(request);
      const reason = request.body.reason?.trim() || null;
      if (request.body.status === 'REJECTED' && !reason) throw badRequest(ACCOUNT_MESSAGES.reasonRequired);
      const decided = services.audit.decide(request.params.user_id, request.body.status, reason, admin.nickname);
      const company = users.findById(request.params.user_id);
      if (!decided || !company) throw new ApiError(404, '404', ACCOUNT_MESSAGES.accountNotFound);
      return ok(services.audit.viewFor(company), ACCOUNT_MESSAGES.audited);
    },
  );
}
