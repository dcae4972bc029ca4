/** Shapes of the ticket data the server serves; they mirror src/tickets/types.ts and src/fees/types.ts. */
import type { TopLevelCondition } from 'json-rules-engine';
import type { TicketAction, TicketSchemaType, TicketStatus, TicketUserRole } from './ticket-constants.js';

export type FeeDirection = 'OUTLAY' | 'INCOME';
export type ActionFlags = Partial<Record<`can_${TicketAction}`, boolean>>;
export type JsonObject = Record<string, unknown>;

export interface FeeLine {
  direction: FeeDirection | '';
  code: string;
  code_name: string;
  settle_target_id: string | number | '';
  settle_target_name: string;
  settle_target_type: string;
  amount: number | string;
  settlement_method_code: string;
  settlement_method_name: string;
}

export interface FeeConfig {
  code: string;
  name: string;
  directions: FeeDirection[];
  settle_targets?: Partial<Record<FeeDirection, string[]>>;
  settlement_methods?: Array<{ value: string; label: string }>;
  minAmount?: number;
  maxAmount?: number;
}

export interface StageRules {
  allow_directions: FeeDirection[];
  can_add: boolean;
  can_edit: boolean;
}

export interface ActionRule {
  name?: string;
  conditions: TopLevelCondition;
  event: { type: string; params: ActionFlags };
  priority?: number;
}

export interface SubTypeOption {
  value: string;
  label: string;
  rules: TopLevelCondition;
}

export interface TicketSchema {
  id: number;
  name: string;
  type: TicketSchemaType;
  json_schema: JsonObject;
  ui_schema: JsonObject;
  error_schema: Record<string, Record<string, string>>;
  action_rules: ActionRule[];
  fee_configs: FeeConfig[];
  fee_stage_rules?: Partial<Record<'CREATE' | 'FINISHED', StageRules>>;
  fee_min_items?: number;
  sub_type_field?: string;
  sub_type_options: SubTypeOption[];
}

export interface SettleTarget {
  id: string | number;
  name: string;
  type: string;
}

export interface TicketFacts {
  form_data: JsonObject;
  ticket_status: TicketStatus;
  is_rejected_flag: boolean;
  task_stage: string;
  user_role: TicketUserRole;
  allowed_save: boolean;
  order: JsonObject | null;
}

/** GET /order/ticket/{id} → data. */
export interface Ticket {
  id: number;
  ticket_no: string;
  type: string;
  schema_id: number;
  status: TicketStatus;
  stage: string;
  parent_id: number | null;
  order_id: number;
  order_no: string;
  payload: JsonObject;
  fee_lines: FeeLine[];
  is_rejected: 0 | 1;
  financial_uid: number | null;
  executive_uid: number | null;
  financial_name?: string;
  executive_name?: string;
  is_timed_out: 0 | 1;
  limitation_status?: string;
  deadline?: string;
  created_at?: string;
  updated_at?: string;
}
