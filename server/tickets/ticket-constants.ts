/**
 * Ticket constants of the server. The spec's own (the actions and their labels, the supervisor code,
 * the fee messages) come from the client's src/config/ and i18n catalogue, so both sides read one list.
 */
import { AFTER_SALES_SUPERVISOR_CODE } from '../../src/config/constants.js';
import { FEE_MSG } from '../../src/config/messages.js';
import { TICKET_ACTIONS } from '../../src/config/tickets.js';
import { tickets } from '../../src/i18n/messages/tickets.js';
import type { TicketAction, TicketStatus, TicketUserRole } from '../../src/tickets/types.js';

export { TICKET_ACTIONS };
export type { TicketAction, TicketStatus, TicketUserRole };

/** Chinese names of the actions, used in refusals and system comments: the ticket screen's button labels. */
export const ACTION_LABELS = Object.fromEntries(
  TICKET_ACTIONS.map((action) => [action, tickets.zh[`tickets.action.${action}`]]),
) as Readonly<Record<TicketAction, string>>;

/** Actions that record what was done and keep the ticket IN_PROGRESS. */
export const HANDLING_ACTIONS: readonly TicketAction[] = [
  'compensate', 'back_freight', 'add_order_fee', 'return_goods', 'return', 'refund', 'repair', 'supply_parts',
  'buyout', 'sell', 'discarded_goods',
];

/** The permission that lets a user act as executive or finance staff on any ticket (core spec §6). */
export const SUPERVISOR_PERMISSION = AFTER_SALES_SUPERVISOR_CODE;

/** task_stage values: PROCESS while open, FINISHED once done (CREATE exists only before the first save). */
export const PROCESS_STAGE = 'PROCESS';
export const FINISHED_STAGE = 'FINISHED';
/** Statuses whose ticket is in the FINISHED stage. */
export const FINISHED_STAGE_STATUSES: readonly string[] = ['COMPLETED', 'FINISHED', 'REJECTED', 'CANCELLED', 'CLOSED', 'EXPIRED'];

/** Schema ids of the five kinds. */
export const SCHEMA_IDS = { EXPEDITE: 1, RETURN: 2, REPAIR: 3, COMPENSATE: 4, FINANCE_REVIEW: 5 } as const;
export type TicketSchemaType = keyof typeof SCHEMA_IDS;

/** The schema each list ticket type is handled with. */
export const SCHEMA_ID_OF_TICKET_TYPE: Readonly<Record<string, number>> = {
  EXPEDITE: SCHEMA_IDS.EXPEDITE, CALL: SCHEMA_IDS.EXPEDITE, BRANCH_REPORT: SCHEMA_IDS.EXPEDITE,
  RETURN: SCHEMA_IDS.RETURN,
  REPAIR: SCHEMA_IDS.REPAIR, ABNORMAL_SUBSTITUTION: SCHEMA_IDS.REPAIR,
  COMPENSATE: SCHEMA_IDS.COMPENSATE, CLAIM: SCHEMA_IDS.COMPENSATE,
  EXPENSE: SCHEMA_IDS.FINANCE_REVIEW,
};

/** Who a new ticket goes to when its creator is not service-provider staff: cs (刘婷婷), and finance (孙丽娟). */
export const DEFAULT_EXECUTIVE_UID = 5;
export const DEFAULT_FINANCIAL_UID = 7;

/** After-sales staff of the demo company who have no login of their own (seeded tickets name them). */
export const OTHER_STAFF: Readonly<Record<number, string>> = { 101: '周建华', 102: '吴晓梅' };
export const OTHER_EXECUTIVE_UID = 101;
export const OTHER_FINANCIAL_UID = 102;

/** Payload key the picked sub type is written to. */
export const SUB_TYPE_FIELD = 'sub_type';
/** Payload key holding the handling actions carried out so far. */
export const HANDLING_FIELD = 'handling';

export const COMMENT_MAX_LENGTH = 500;

export const TICKET_MESSAGES = {
  schemaNotFound: '工单类型不存在',
  ticketNotFound: '工单不存在',
  orderNotFound: '订单不存在',
  userNotFound: '用户不存在',
  refused: (action: TicketAction): string => `当前角色无权执行“${ACTION_LABELS[action]}”操作`,
  handled: (action: TicketAction): string => `已执行：${ACTION_LABELS[action]}`,
  commentEmpty: '评论内容不能为空',
  commentTooLong: `评论内容不能超过${COMMENT_MAX_LENGTH}个字`,
  feeDuplicate: FEE_MSG.duplicateInTable,
  feeMinItems: FEE_MSG.noRows,
  schemaMismatch: '工单类型与工单模板不匹配',
} as const;
