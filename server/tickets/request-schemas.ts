/** JSON schemas of the ticket calls' parameters and bodies (Fastify validates them; titles name fields in messages). */
import { TICKET_TYPES, codesOf } from '../codes/codes.js';
import { FEE_LINE_SCHEMA } from '../fees/fee-line-schema.js';
import { VERSION_SCHEMA } from '../records/version-field.js';
import { COMMENT_MAX_LENGTH, TICKET_ACTIONS } from './ticket-constants.js';

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

const feeLines = { type: 'array', title: '费用明细', maxItems: 50, items: FEE_LINE_SCHEMA, default: [] } as const;
const payload = { type: 'object', title: '工单内容' } as const;

/** The list's ticket types, and the schema kinds' own names (FINANCE_REVIEW stands for EXPENSE). */
export const CREATE_TYPES = [...codesOf(TICKET_TYPES), 'FINANCE_REVIEW'];

export const createBody = {
  type: 'object',
  required: ['schema_id', 'order_id', 'type', 'payload'],
  properties: {
    schema_id: { type: 'integer', title: '工单模板', minimum: 1 },
    order_id: { type: 'integer', title: '订单', minimum: 1 },
    type: { type: 'string', title: '工单类型', enum: CREATE_TYPES },
    payload,
    fee_lines: feeLines,
    parent_id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }], title: '上级工单' },
  },
} as const;

export const updateBody = {
  type: 'object',
  required: ['payload'],
  properties: {
    action: { type: 'string', title: '操作', enum: [...TICKET_ACTIONS], default: 'save' },
    payload,
    fee_lines: feeLines,
    // The ticket's version the save was based on; a stale one gets 409 (optional for API clients).
    version: VERSION_SCHEMA,
  },
} as const;

/** The query of an update: the ticket's version, for callers that name it there rather than in the body. */
export const updateQuery = { type: 'object', properties: { version: VERSION_SCHEMA } } as const;

export const commentBody = {
  type: 'object',
  required: ['content'],
  properties: { content: { type: 'string', title: '评论内容', maxLength: COMMENT_MAX_LENGTH * 2 } },
} as const;
