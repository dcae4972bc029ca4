/** Turns a row of the tickets collection into the Ticket shape, and names the staff behind the uids. */
import type { ApiRecord } from '../records/record-store.js';
import { DEMO_USERS } from '../users/demo-users.js';
import { OTHER_STAFF, PROCESS_STAGE, SCHEMA_ID_OF_TICKET_TYPE, SCHEMA_IDS, type TicketStatus } from './ticket-constants.js';
import type { FeeLine, JsonObject, Ticket } from './ticket-types.js';

/** The name of a staff member by user id: a demo user or one of the company's other after-sales staff. */
export function staffName(uid: number | null): string {
  if (uid === null) return '';
  return DEMO_USERS.find((user) => user.id === uid)?.nickname ?? OTHER_STAFF[uid] ?? `用户${uid}`;
}

const numberOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const schemaIdOfType = (type: string): number => SCHEMA_ID_OF_TICKET_TYPE[type] ?? SCHEMA_IDS.EXPEDITE;

/** Rows made by the generic collection routes may lack the ticket fields; they get neutral defaults. */
export function toTicket(record: ApiRecord): Ticket {
  const type = String(record.type ?? 'EXPEDITE');
  const executive = numberOr(record.executive_uid, null);
  const financial = numberOr(record.financial_uid, null);
  return {
    ...record,
    id: record.id,
    ticket_no: String(record.ticket_no ?? ''),
    type,
    schema_id: numberOr(record.schema_id, schemaIdOfType(type)) ?? SCHEMA_IDS.EXPEDITE,
    status: String(record.status ?? 'SUBMITTED') as TicketStatus,
    stage: String(record.stage ?? PROCESS_STAGE),
    parent_id: numberOr(record.parent_id, null),
    order_id: numberOr(record.order_id, 0) ?? 0,
    order_no: String(record.order_no ?? ''),
    payload: (record.payload && typeof record.payload === 'object' ? record.payload : {}) as JsonObject,
    fee_lines: (Array.isArray(record.fee_lines) ? record.fee_lines : []) as FeeLine[],
    is_rejected: record.is_rejected === 1 ? 1 : 0,
    executive_uid: executive,
    financial_uid: financial,
    executive_name: String(record.executive_name ?? staffName(executive)),
    financial_name: String(record.financial_name ?? staffName(financial)),
    is_timed_out: record.is_timed_out === 1 ? 1 : 0,
    created_at: record.created_at,
    updated_at: record.updated_at,
    version: record.version,
  };
}
