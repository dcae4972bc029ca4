/**
 * The company's sub-accounts (core spec §7 "Session and users"): getUserList, updateUser,
 * updateUserStatus and checkSubLimit, plus the create and delete of /user/sub_user, whose generic
 * writes the collection leaves to these routes. Every call works on the caller's company (the token's
 * main_user_id): another company's sub-account answers like a missing one. Who may call them follows
 * from the sub-account screens' descriptors (server/authz).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_CODES, ACCOUNT_MESSAGES, subAccountLimitMessage } from './account-messages.js';
import { PROFILE_FIELDS, SubAccounts, type ProfilePatch } from './sub-accounts.js';
import { requireAuth } from '../auth/request-auth.js';
import { createBodySchema, fieldSchemas, idParamsSchema, mainListQuerySchema } from '../records/json-schemas.js';
import { mainListPage } from '../records/list-page.js';
import type { RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { VERSION_FIELD, VERSION_SCHEMA } from '../records/version-field.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { fail, ok } from '../http/envelope.js';

/** Most sub-accounts one status change may name. */
export const MAX_STATUS_IDS = 100;

const idSchema = { type: 'integer', title: '子账号', minimum: 1 };

type Body = Record<string, unknown>;

/** The caller's company: the main account whose sub-accounts these are. */
const ownerOf = (request: FastifyRequest): number => requireAuth(request).claims.main_user_id;

/** Fields the server keeps for itself; an edit form may send them back, so they are dropped, not refused. */
const SERVER_OWNED = ['id', 'created_at', 'updated_at', VERSION_FIELD, 'user_id'] as const;

function dropServerOwned(request: FastifyRequest): Promise<void> {
  const body = request.body as Body | undefined;
  if (body && typeof body === 'object') for (const field of SERVER_OWNED) delete body[field];
  return Promise.resolve();
}

export function registerSubAccountRoutes(app: FastifyInstance, context: ServerContext): void {
  const store = context.collections.get('sub_users') as RecordStore;
  const accounts = new SubAccounts(store, context.users, context.tokens.sessions);
  const spec = store.spec;
  const base = routePathOf(spec.path);

  // The sub-account list of the caller's company: the same paging, filters and rows as GET /user/sub_user.
  app.get<{ Querystring: Body }>('/api/user/users/getUserList', { schema: { querystring: mainListQuerySchema(spec) } }, async (request) =>
    ok(mainListPage(store, spec, request.query, ownerOf(request))),
  );

  // Whether the company may add another sub-account: code '0' with the quota, else the refusal's msg.
  app.get('/api/user/users/checkSubLimit', { schema: { querystring: { type: 'object' } } }, async (request) => {
    const quota = accounts.quota(ownerOf(request));
    return quota.remaining > 0 ? ok(quota) : fail(ACCOUNT_CODES.subAccountLimit, subAccountLimitMessage(quota.limit), quota);
  });

  app.post<{ Body: Body }>(
    '/api/user/users/updateUser',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: {
            id: idSchema,
            [VERSION_FIELD]: VERSION_SCHEMA,
            // The edit form shows the login name without letting it change; it may send it back unchanged.
            ...fieldSchemas(spec, ['username', ...PROFILE_FIELDS]),
          },
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { id, username, [VERSION_FIELD]: version, ...fields } = request.body as Body & { id: number };
      const current = accounts.find(owner, id);
      if (username !== undefined && username !== current.username) throw badRequest(ACCOUNT_MESSAGES.usernameFixed);
      const patch = Object.fromEntries(PROFILE_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]])) as ProfilePatch;
      if (Object.keys(patch).length === 0) throw badRequest(ACCOUNT_MESSAGES.subAccountNothingToChange);
      const updated = accounts.updateProfile(owner, id, patch, typeof version === 'number' ? version : undefined);
      return ok(updated, ACCOUNT_MESSAGES.subAccountSaved);
    },
  );

  // One sub-account (`id`, a row's 启用/停用) or several (`ids`, a bulk action) at once.
  app.post<{ Body: { id?: number; ids?: number[]; status: 0 | 1 } }>(
    '/api/user/users/updateUserStatus',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            id: idSchema,
            ids: { type: 'array', title: '子账号', minItems: 1, maxItems: MAX_STATUS_IDS, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
            status: { type: 'integer', title: '状态', enum: [0, 1] },
          },
        },
      },
    },
    async (request) => {
      const { id, ids = [], status } = request.body;
      const chosen = [...new Set(id === undefined ? ids : [id, ...ids])];
      if (chosen.length === 0) throw badRequest(ACCOUNT_MESSAGES.subAccountsNotChosen);
      const updated = accounts.setStatus(ownerOf(request), chosen, status);
      return ok(
        { ids: updated.map((record) => record.id), status },
        status === 1 ? ACCOUNT_MESSAGES.subAccountEnabled : ACCOUNT_MESSAGES.subAccountDisabled,
      );
    },
  );

  // The collection's create and delete, with the company's limit and the sub-account's login.
  app.post<{ Body: Body }>(base, { schema: { body: createBodySchema(spec) }, preValidation: dropServerOwned }, async (request) =>
    ok(accounts.create(ownerOf(request), request.body)),
  );

  app.delete<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParamsSchema(spec) } }, async (request) => {
    accounts.remove(ownerOf(request), Number(request.params.id));
    return ok({ id: Number(request.params.id) });
  });
}
