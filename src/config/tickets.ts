/** Constants of the after-sales ticket screen (core spec §3, §4, §6, §9). */

/** Ticket statuses; CREATE is the status of a ticket not yet saved (core spec §4). */
export const TICKET_STATUSES = [
  'CREATE', 'SUBMITTED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'CLOSED', 'WAITING_CONFIRM', 'PROCESSING',
  'FINISHED', 'REJECTED', 'SUSPENDED', 'EXPIRED', 'FINANCE_REVIEWING',
] as const;

/** Every ticket action of the spec; each is allowed by the flag `can_<action>`. */
export const TICKET_ACTIONS = [
  'save', 'accept', 'complete', 'compensate', 'back_freight', 'add_order_fee', 'return_goods', 'return', 'refund',
  'repair', 'supply_parts', 'submit_for_finance_review', 'reject', 'return_to_in_progress', 'finance_complete',
  'buyout', 'sell', 'discarded_goods',
] as const;

/** Prefix of an action's permission flag: can_accept, can_reject, … */
export const ACTION_FLAG_PREFIX = 'can_';

export const TICKET_USER_ROLES = ['EXECUTIVE_STAFF', 'FINANCIAL_STAFF', 'VIEWER'] as const;
/** What the ticket header calls the user on a ticket not saved yet: its creator (tickets.role.CREATOR). */
export const TICKET_CREATOR_ROLE = 'CREATOR';

/** Statuses at which the executive (or a supervisor) is EXECUTIVE_STAFF. */
export const EXECUTIVE_STATUSES: readonly string[] = ['SUBMITTED', 'IN_PROGRESS', 'COMPLETED'];
/** The status at which the finance person (or a supervisor) is FINANCIAL_STAFF. */
export const FINANCE_STATUS = 'FINANCE_REVIEWING';
/** allowed_save: EXECUTIVE_STAFF may save at IN_PROGRESS, FINANCIAL_STAFF at FINANCE_REVIEWING. */
export const SAVE_STATUS_OF_ROLE = { EXECUTIVE_STAFF: 'IN_PROGRESS', FINANCIAL_STAFF: 'FINANCE_REVIEWING' } as const;

/** Stages of a ticket (task_stage): CREATE before the first save; FINISHED once loaded COMPLETED. */
export const TICKET_CREATE_STAGE = 'CREATE';
export const TICKET_PROCESS_STAGE = 'PROCESS';
export const TICKET_FINISHED_STAGE = 'FINISHED';
/** Loading a ticket in this status sets its stage to FINISHED (core spec §4). */
export const STATUS_THAT_FINISHES_STAGE = 'COMPLETED';

/** The five kinds of ticket schema the reference server serves. */
export const TICKET_SCHEMA_TYPES = ['EXPEDITE', 'RETURN', 'REPAIR', 'COMPENSATE', 'FINANCE_REVIEW'] as const;

/** Sub types of expedite-shipment tickets and what picks them (core spec §4). */
export const EXPEDITE_SUB_TYPES = {
  default: 'EXPEDITE_DELIVERY',
  /** The order has the tag SECOND_DOOR. */
  onSite: 'EXPEDITE_ON_SITE',
  /** The order's service package is SERVICE_PKG_RETURN. */
  pickup: 'EXPEDITE_PICKUP',
  /** The order's service package is SERVICE_PKG_REPAIR. */
  repair: 'EXPEDITE_REPAIR',
} as const;
export const SECOND_DOOR_TAG = 'SECOND_DOOR';
export const SERVICE_PKG_RETURN = 'SERVICE_PKG_RETURN';
export const SERVICE_PKG_REPAIR = 'SERVICE_PKG_REPAIR';

/** Which waybill field holds the supply chain's main user, by the order's app_code (core spec §6). */
export const MAIN_USER_FIELD_OF_APP = {
  DA: 'consignor_user_id',
  BANG: 'servicer_user_id',
  PAI: 'delivery_user_id',
} as const;

/** Account type asked for in GET /user/resource_binding/main_user_id/bindings. */
export const BINDING_TARGET_ACCOUNT_TYPE = 'servicer';

/** Visibility and action rules are recomputed at most every 300 ms (core spec §4, §9). */
export const TICKET_RECOMPUTE_DEBOUNCE_MS = 300;

/** Limitation (时效) levels, from most to least urgent, and the colour each row takes. */
export const LIMITATION_LEVELS = ['C_DANGER', 'B_WARNING', 'A_NORMAL'] as const;
export const LIMITATION_TONES = { C_DANGER: 'danger', B_WARNING: 'warning', A_NORMAL: 'normal' } as const;

/** Where a ticket opens, and where a new one goes after its first save. */
export const TICKET_DETAIL_PATH = '/saas/ticket/detail/:id';

/** Actions the user confirms before they are carried out. */
export const CONFIRMED_ACTIONS: readonly string[] = ['reject', 'return_to_in_progress'];

/** Colour of the limitation tag, by level. */
export const LIMITATION_COLORS = { C_DANGER: 'red', B_WARNING: 'orange', A_NORMAL: 'green' } as const;
