/**
 * Notification calls (core spec §7): the unread list of the bell and the message records screen,
 * marking one or all messages read (each with its fallback call), the records export and the files
 * that download messages link to. Every call acts on the caller's own messages only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import { toCsv } from '../records/csv.js';
import { MAX_PAGE } from '../records/json-schemas.js';
import { buildFilterConditions } from '../records/query-filters.js';
import type { ServerContext } from '../context.js';
import { recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { withFeesFor } from '../tenancy/fee-visibility.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';
import { readableRows } from '../records/collection-access.js';
import { NOTIFY_CATEGORIES, type NotificationFilter, type NotificationStore } from './notification-store.js';

const BASE = '/api/notify/history';
const MAX_PER_PAGE = 500;
const EXPORT_ROW_LIMIT = 10_000;
const DATE = '^\\d{4}-\\d{2}-\\d{2}';

const flag = { type: 'integer', enum: [0, 1] } as const;

interface ListQuery {
  page: number;
  per_page: number;
  unread?: 0 | 1;
  only_unread?: 0 | 1;
  title?: string;
  message?: string;
  category?: string;
  created_at_start?: string;
  created_at_end?: string;
}

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: 20 },
    unread: flag,
    only_unread: flag,
    title: { type: 'string', maxLength: 100 },
    message: { type: 'string', maxLength: 200 },
    category: { type: 'string', enum: [...NOTIFY_CATEGORIES] },
    created_at_start: { type: 'string', pattern: DATE },
    created_at_end: { type: 'string', pattern: DATE },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const readBody = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', enum: ['read'] } },
} as const;
const readIdsBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: MAX_PER_PAGE, items: { type: 'integer', minimum: 1 } } },
} as const;

/** `unread` (the spec's name) wins over `only_unread` (its fallback); 0 asks for read messages. */
function filterOf(query: ListQuery): NotificationFilter {
  const unread = query.unread ?? query.only_unread;
  return {
    unread: unread === undefined ? undefined : unread === 1,
    title: query.title,
    message: query.message,
    category: query.category,
    createdFrom: query.created_at_start?.slice(0, 10),
    createdTo: query.created_at_end?.slice(0, 10),
  };
}

function sendCsv(reply: FastifyReply, name: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(csv);
}

export function registerNotifyRoutes(app: FastifyInstance, context: ServerContext, store: NotificationStore): void {
  const userOf = (request: FastifyRequest): number => requireAuth(request).user.id;

  app.get<{ Querystring: ListQuery }>(BASE, { schema: { querystring: listQuerySchema } }, async (request) => {
    const { page, per_page: perPage } = request.query;
    const userId = userOf(request);
    const result = store.list(userId, filterOf(request.query), perPage, (page - 1) * perPage);
    return ok({ list: result.rows, total: result.total, page, per_page: perPage, unread_count: store.unreadCount(userId) });
  });

  app.get<{ Querystring: ListQuery }>(`${BASE}/export`, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const { rows } = store.list(userOf(request), filterOf(request.query), EXPORT_ROW_LIMIT, 0);
    const flat = rows.map((row) => ({ ...row, route: row.data.route ?? '', file_url: row.data.file_url ?? '' }));
    return sendCsv(reply, 'notifications.csv', toCsv(['id', 'title', 'message', 'category', 'route', 'file_url', 'is_read', 'read_at', 'created_at'], flat));
  });

  // 全部已读, and its fallback.
  const readAll = async (request: FastifyRequest) => ok({ updated: store.markAllRead(userOf(request)), unread_count: 0 });
  app.put(`${BASE}/read-all`, readAll);
  app.post(`${BASE}/read-all`, readAll);

  // Fallback of the one-message call: POST { ids }.
  app.post<{ Body: { ids: number[] } }>(`${BASE}/read`, { schema: { body: readIdsBody } }, async (request) => {
    const userId = userOf(request);
    return ok({ updated: store.markRead(userId, request.body.ids), unread_count: store.unreadCount(userId) });
  });

  app.put<{ Params: { id: number }; Body: { action: 'read' } }>(
    `${BASE}/:id`,
    { schema: { params: idParams, body: readBody } },
    async (request) => {
      const userId = userOf(request);
      const { id } = request.params;
      if (!store.find(userId, id)) throw recordNotFound();
      store.markRead(userId, [id]);
      return ok({ id, is_read: 1, unread_count: store.unreadCount(userId) });
    },
  );

  // The file a download message links to, generated when asked for.
  app.get<{ Params: { id: number; name: string } }>(
    `${BASE}/:id/files/:name`,
    { schema: { params: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string' } } } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const attachment = store.attachment(auth.user.id, request.params.id);
      const collection = attachment && attachment.name === request.params.name ? context.collections.get(attachment.collection) : undefined;
      if (!attachment || !collection) throw recordNotFound();
      const owner = collection.spec.ownerScoped ? auth.claims.main_user_id : undefined;
      const filters = [...buildFilterConditions(collection.spec, attachment.params), ...readableRows(context, collection.spec, request)];
      const result = collection.list(filters, owner, EXPORT_ROW_LIMIT, 0);
      const columns = ['id', ...Object.keys(collection.spec.fields), 'created_at'];
      const visible = callerSeesFees(request);
      return sendCsv(reply, attachment.name, toCsv(columns, result.rows.map((row) => withFeesFor(collection.spec.name, row, visible))));
    },
  );
}
