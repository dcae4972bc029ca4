/**
 * After-sales ticket calls (core spec §7): the schemas, one ticket, create, update with an action, and
 * comments. Every route needs a token (the global auth guard), and every action is checked against the
 * schema's action_rules for the caller's role before it is carried out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { RecordStore } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { ApiError, badRequest } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import type { UserRecord } from '../users/user-store.js';
import { canSeeFees, maskFeeLines } from '../tenancy/fee-visibility.js';
import { callerOrderCondition, callerSeesFees } from '../tenancy/request-tenancy.js';
import { readableRows } from '../records/collection-access.js';
import { bindImages } from '../uploads/image-bindings.js';
import { TicketCommentStore } from './comment-store.js';
import { feeLinesError } from './fee-validation.js';
import { payloadError } from './payload-validation.js';
import { assertCurrentVersion, basedOnVersionOf, updateAtVersion } from '../records/versioned-update.js';
import { commentBody, createBody, idParams, updateBody, updateQuery } from './request-schemas.js';
import { TICKET_SCHEMAS, ticketSchemaOf } from './schemas/index.js';
import { factsOf, flagsOf, isGranted } from './ticket-access.js';
import {
  COMMENT_MAX_LENGTH, DEFAULT_EXECUTIVE_UID, DEFAULT_FINANCIAL_UID, PROCESS_STAGE, SCHEMA_ID_OF_TICKET_TYPE, TICKET_MESSAGES,
  type TicketAction,
} from './ticket-constants.js';
import { schemaIdOfType, staffName, toTicket } from './ticket-records.js';
import { transitionOf } from './ticket-transitions.js';
import { runTicketMoney } from '../finance/ticket-money.js';
import type { FeeLine, JsonObject, Ticket, TicketSchema } from './ticket-types.js';

/** How long a new ticket has before it is due. */
const DEADLINE_HOURS = 48;

const notFound = (msg: string): ApiError => new ApiError(404, '404', msg);
const refused = (action: TicketAction): ApiError => new ApiError(403, '403', TICKET_MESSAGES.refused(action));

interface CreateBody { schema_id: number; order_id: number; type: string; payload: JsonObject; fee_lines: FeeLine[]; parent_id?: number | null }
interface UpdateBody { action: TicketAction; payload: JsonObject; fee_lines: FeeLine[]; version?: number }

/** Service-provider staff handle the tickets they file; anyone else's go to customer service. */
const executiveFor = (user: UserRecord): number =>
  user.app_code === 'BANG' && user.main_type === 'servicer' ? user.id : DEFAULT_EXECUTIVE_UID;

/** The order's amount: no OUTLAY fee line of its tickets may exceed it. */
function orderMaxAmount(order: JsonObject | null): number | undefined {
  const amount = Number(order?.amount);
  return order?.amount !== undefined && order.amount !== null && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

function assertValidContent(schema: TicketSchema, payload: JsonObject, feeLines: readonly FeeLine[], order: JsonObject | null): void {
  const problem = payloadError(schema, payload) ?? feeLinesError(schema, feeLines, orderMaxAmount(order));
  if (problem) throw badRequest(problem);
}

const formatDeadline = (from: Date): string => {
  const at = new Date(from.getTime() + DEADLINE_HOURS * 3_600_000);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
};

export function registerTicketRoutes(app: FastifyInstance, context: ServerContext): void {
  const tickets = context.collections.get('tickets') as RecordStore;
  const waybills = context.collections.get('waybills') as RecordStore;
  const comments = new TicketCommentStore(context.db);

  // A ticket about another tenant's order, like another tenant's order, answers as a missing one.
  const ticketOf = (request: FastifyRequest, id: number): Ticket => {
    const record = tickets.find(id, undefined, readableRows(context, tickets.spec, request));
    if (!record) throw notFound(TICKET_MESSAGES.ticketNotFound);
    return toTicket(record);
  };
  const orderOf = (request: FastifyRequest, id: number) => waybills.find(id, undefined, [callerOrderCondition(request)]);
  /** The ticket as the caller may see it: fee amounts masked without a fee-display code. */
  const shown = (user: UserRecord, ticket: Ticket): Ticket =>
    canSeeFees(user.permissions) ? ticket : { ...ticket, fee_lines: maskFeeLines(ticket.fee_lines) as FeeLine[] };
  const schemaOfTicket = (ticket: Ticket): TicketSchema => {
    const schema = ticketSchemaOf(ticket.schema_id);
    if (!schema) throw notFound(TICKET_MESSAGES.schemaNotFound);
    return schema;
  };

  app.get('/api/order/ticket-schema', async () => ok({
    list: TICKET_SCHEMAS.map(({ id, name, type }) => ({ id, name, type })),
    total: TICKET_SCHEMAS.length,
  }));

  app.get<{ Params: { id: number } }>('/api/order/ticket-schema/:id', { schema: { params: idParams } }, async (request) => {
    const schema = ticketSchemaOf(request.params.id);
    if (!schema) throw notFound(TICKET_MESSAGES.schemaNotFound);
    return ok(schema);
  });

  app.get<{ Params: { id: number } }>('/api/order/ticket/:id', { schema: { params: idParams } }, async (request) =>
    ok(shown(requireAuth(request).user, ticketOf(request, request.params.id))));

  // An account that does not see amounts sends back masked fee lines: they are not taken (see the update).
  const dropMaskedFeeLines = async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { fee_lines?: unknown } | undefined;
    if (body && typeof body === 'object' && !callerSeesFees(request)) delete body.fee_lines;
  };

  app.post<{ Body: CreateBody }>('/api/order/ticket', { schema: { body: createBody }, preValidation: dropMaskedFeeLines }, async (request) => {
    const { user } = requireAuth(request);
    const body = request.body;
    const schema = ticketSchemaOf(body.schema_id);
    if (!schema) throw badRequest(TICKET_MESSAGES.schemaNotFound);
    const type = body.type === 'FINANCE_REVIEW' ? 'EXPENSE' : body.type;
    if ((SCHEMA_ID_OF_TICKET_TYPE[type] ?? schemaIdOfType(type)) !== schema.id) throw badRequest(TICKET_MESSAGES.schemaMismatch);
    const order = orderOf(request, body.order_id);
    if (!order) throw notFound(TICKET_MESSAGES.orderNotFound);
    if (body.parent_id) ticketOf(request, body.parent_id);
    assertValidContent(schema, body.payload, body.fee_lines, order);
    const executive = executiveFor(user);
    const now = new Date();
    const record = tickets.insert({
      order_no: order.order_no,
      order_id: order.id,
      type,
      schema_id: schema.id,
      status: 'SUBMITTED',
      stage: PROCESS_STAGE,
      parent_id: body.parent_id ?? null,
      payload: body.payload,
      fee_lines: body.fee_lines,
      is_rejected: 0,
      executive_uid: executive,
      executive_name: staffName(executive),
      financial_uid: DEFAULT_FINANCIAL_UID,
      financial_name: staffName(DEFAULT_FINANCIAL_UID),
      is_timed_out: 0,
      limitation_status: 'A_NORMAL',
      deadline: formatDeadline(now),
    }, undefined, now);
    bindImages(context, request, tickets.spec.name, record);
    return ok(shown(user, toTicket(record)));
  });

  app.put<{ Params: { id: number }; Body: UpdateBody; Querystring: { version?: number } }>(
    '/api/order/ticket/:id',
    { schema: { params: idParams, body: updateBody, querystring: updateQuery }, preValidation: dropMaskedFeeLines },
    async (request) => {
      const { user } = requireAuth(request);
      const ticket = ticketOf(request, request.params.id);
      // A save or action based on an old copy is refused before the action rules run on the new one (409).
      const basedOn = basedOnVersionOf(request.body, request.query);
      assertCurrentVersion(ticket.version, basedOn);
      const schema = schemaOfTicket(ticket);
      const { action, payload } = request.body;
      // An account that does not see amounts cannot change them: its (masked) fee lines are not taken.
      const feeLines = canSeeFees(user.permissions) ? request.body.fee_lines : ticket.fee_lines;
      const order = waybills.find(ticket.order_id, undefined) ?? null;
      const flags = await flagsOf(schema, factsOf(user, ticket, payload, order));
      if (!isGranted(flags, action)) throw refused(action);
      assertValidContent(schema, payload, feeLines, order);
      const { patch, recorded } = transitionOf(ticket, action, payload);
      // The ticket and the money its action moves (server/finance/ticket-money.ts) are saved together, or neither.
      const updated = tickets.transaction(() => {
        const saved = updateAtVersion(tickets, ticket.id, { ...patch, fee_lines: feeLines }, undefined, basedOn);
        if (saved) runTicketMoney(context, toTicket(saved), action, feeLines);
        return saved;
      });
      if (!updated) throw notFound(TICKET_MESSAGES.ticketNotFound);
      bindImages(context, request, tickets.spec.name, updated);
      if (recorded) comments.add(ticket.id, { id: user.id, name: user.nickname }, TICKET_MESSAGES.handled(action));
      return ok(shown(user, toTicket(updated)));
    },
  );

  app.get<{ Params: { id: number } }>('/api/order/ticket/:id/comments', { schema: { params: idParams } }, async (request) => {
    const ticket = ticketOf(request, request.params.id);
    const list = comments.listOf(ticket.id);
    return ok({ list, total: list.length });
  });

  app.post<{ Params: { id: number }; Body: { content: string } }>(
    '/api/order/ticket/:id/comments',
    { schema: { params: idParams, body: commentBody } },
    async (request) => {
      const { user } = requireAuth(request);
      const ticket = ticketOf(request, request.params.id);
      const content = request.body.content.trim();
      if (content === '') throw badRequest(TICKET_MESSAGES.commentEmpty);
      if (content.length > COMMENT_MAX_LENGTH) throw badRequest(TICKET_MESSAGES.commentTooLong);
      return ok(comments.add(ticket.id, { id: user.id, name: user.nickname }, content));
    },
  );
}
