/**
 * The after-sales ticket's data as the server sends it (core spec §3, §4, §7). The reference server
 * (server/tickets/) and the ticket screen (renderers/ticket/) both follow these shapes.
 */
import type { TopLevelCondition } from 'json-rules-engine';
import type { FeeConfig, FeeLine, SettleTarget, StageRulesByStage } from '../fees/types.js';
import type {
  LIMITATION_LEVELS, TICKET_ACTIONS, TICKET_SCHEMA_TYPES, TICKET_STATUSES, TICKET_USER_ROLES,
} from '../config/tickets.js';

export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketAction = (typeof TICKET_ACTIONS)[number];
/** `can_save`, `can_accept`, …: the permission flag of an action. */
export type ActionFlag = `can_${TicketAction}`;
export type ActionFlags = Partial<Record<ActionFlag, boolean>>;
export type TicketUserRole = (typeof TICKET_USER_ROLES)[number];
export type TicketSchemaType = (typeof TICKET_SCHEMA_TYPES)[number];
export type LimitationLevel = (typeof LIMITATION_LEVELS)[number];

/** The ticket's form data: whatever its schema's json_schema describes. */
export type TicketPayload = Record<string, unknown>;

/** GET /order/ticket/{id} → data. */
export interface Ticket {
  id: number;
  ticket_no: string;
  /** The list's ticket type (EXPEDITE, RETURN, …, CALL, CLAIM, …). */
  type: string;
  /** The schema the form is built from (GET /order/ticket-schema/{schema_id}). */
  schema_id: number;
  status: TicketStatus;
  /** task_stage: CREATE, PROCESS or FINISHED. */
  stage: string;
  parent_id: number | null;
  order_id: number;
  order_no: string;
  payload: TicketPayload;
  fee_lines: FeeLine[];
  /** 1 once finance rejected it (is_rejected_flag). */
  is_rejected: 0 | 1;
  /** The finance person (财务审核人) and the executing person (处理人), as user ids. */
  financial_uid: number | null;
  executive_uid: number | null;
  financial_name?: string;
  executive_name?: string;
  is_timed_out: 0 | 1;
  /** How close the ticket is to its deadline. */
  limitation_status?: LimitationLevel;
  deadline?: string;
  created_at?: string;
  updated_at?: string;
  /** The record's version (src/data/record-version.ts): a save sends back the one it was loaded at. */
  version?: number;
}

/**
 * One rule of a schema's action_rules, in json-rules-engine's rule format. When its conditions match
 * the facts, the flags in `event.params` (can_accept: true, …) are granted; no rule grants, no button.
 */
export interface ActionRule {
  name?: string;
  conditions: TopLevelCondition;
  event: { type: string; params: ActionFlags };
  priority?: number;
}

/** A sub type the form picks by itself when its rules are the only ones matching (core spec §4). */
export interface SubTypeOption {
  value: string;
  label: string;
  rules: TopLevelCondition;
}

/**
 * A field's entry in ui_schema may carry `visibleWhen`, a json-rules-engine condition over the facts;
 * the field is shown only while it matches. Other keys are rjsf's own (ui:widget, ui:options, …).
 */
export interface TicketUiField {
  visibleWhen?: TopLevelCondition;
  [rjsfKey: string]: unknown;
}
export type TicketUiSchema = Record<string, TicketUiField | unknown>;

/** error_schema: per field, a message per JSON-schema keyword (required, minimum, maxLength, …). */
export type TicketErrorSchema = Record<string, Record<string, string>>;

/** GET /order/ticket-schema/{id} → data. */
export interface TicketSchema {
  id: number;
  name: string;
  type: TicketSchemaType;
  /** A JSON Schema (draft-07) object schema of the payload. */
  json_schema: Record<string, unknown>;
  ui_schema: TicketUiSchema;
  error_schema: TicketErrorSchema;
  action_rules: ActionRule[];
  fee_configs: FeeConfig[];
  /** Fee stage rules (allow_directions, can_add, can_edit) per fee stage. */
  fee_stage_rules?: StageRulesByStage;
  /** Fewest fee rows the table keeps. */
  fee_min_items?: number;
  /** Payload key the picked sub type is written to; `sub_type` when absent. */
  sub_type_field?: string;
  sub_type_options: SubTypeOption[];
}

/**
 * Facts the rules run over (core spec §4): the form data, ticket_status, is_rejected_flag,
 * task_stage, user_role and allowed_save. `form_data` holds the payload (conditions reach a field with
 * `path: "$.field"`); `order` the waybill for sub-type rules (tags, services_pkg_code).
 */
export interface TicketFacts {
  form_data: TicketPayload;
  ticket_status: TicketStatus;
  is_rejected_flag: boolean;
  task_stage: string;
  user_role: TicketUserRole;
  allowed_save: boolean;
  order: TicketOrder | null;
}

/** The waybill fields the ticket uses (GET /order/waybills/{id} → data). */
export interface TicketOrder {
  id: number;
  order_no: string;
  status?: string;
  app_code: string;
  consignor_user_id?: number;
  servicer_user_id?: number;
  delivery_user_id?: number;
  consignor_resource_id?: number;
  delivery_resource_id?: number;
  tags?: Array<{ code: string }>;
  services_pkg_code?: string;
  /** 订单金额: the order's maximum for OUTLAY fee lines (widgets spec §5). */
  amount?: number | string;
}

/** GET /order/orders/{orderId}/settle-targets → data. */
export interface SettleTargetsResponse {
  list: SettleTarget[];
  /** The order's goods, for return, repair and parts tickets. */
  PRODUCTS: Array<{ code: string; name: string; quantity: number }>;
}

/** GET /order/ticket/{id}/comments → data.list item; POST takes { content }. */
export interface TicketComment {
  id: number;
  ticket_id: number;
  content: string;
  user_id: number;
  user_name: string;
  created_at: string;
}

/** POST /order/ticket/ body (create). The first save submits it: status SUBMITTED. */
export interface TicketCreateBody {
  schema_id: number;
  order_id: number;
  type: string;
  payload: TicketPayload;
  fee_lines: FeeLine[];
  parent_id?: number | null;
}

/** PUT /order/ticket/{id} body: save the payload and fee lines, then carry out `action` (save by default). */
export interface TicketUpdateBody {
  action?: TicketAction;
  payload: TicketPayload;
  fee_lines: FeeLine[];
}

/** GET /user/resource_binding/main_user_id/bindings → data.list item. */
export interface ResourceBinding {
  resource_id: number;
  resource_name: string;
  account_type: string;
  user_id: number;
}

/** GET /user/contract/partner-contacts → data.list item. */
export interface PartnerContact {
  resource_id: number;
  name: string;
  phone: string;
  role?: string;
}
