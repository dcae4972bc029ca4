/** The fee-detail table's data: fee lines, fee configs and stage rules (widgets spec §3, core spec §3). */
import type { FEE_DIRECTIONS, FEE_STAGES } from '../config/fees.js';

/** OUTLAY: money paid out (支). INCOME: money received (收). */
export type FeeDirection = (typeof FEE_DIRECTIONS)[number];

/** CREATE while an order or ticket is being made; FINISHED once it is COMPLETED or FINISHED. */
export type FeeStage = (typeof FEE_STAGES)[number];

/** An id of a settle target as the server sends it. */
export type SettleTargetId = string | number;

/**
 * One fee line. While a row is being edited its fields may still be empty (''): the validators
 * report those. `amount` is a number once saved and the typed text while edited.
 */
export interface FeeLine {
  /** OUTLAY or INCOME; '' until chosen. */
  direction: FeeDirection | '';
  /** Fee code of a fee config, e.g. TRANSSHIPMENT_FEE. */
  code: string;
  /** The fee config's display name. */
  code_name: string;
  /** Who the fee is settled with. */
  settle_target_id: SettleTargetId | '';
  settle_target_name: string;
  /** The target's kind, one of the fee config's settle_targets of the direction. */
  settle_target_type: string;
  amount: number | string;
  /** One of the fee config's settlement_methods values. */
  settlement_method_code: string;
  settlement_method_name: string;
}

/** The fields a user fills in, and that are required. */
export type FeeField = 'direction' | 'code' | 'settle_target_id' | 'amount' | 'settlement_method_code';

/** A settlement method a fee config allows. */
export interface SettlementMethodOption {
  value: string;
  label: string;
}

/** What a fee code allows: its directions, target kinds per direction, methods and amount bounds. */
export interface FeeConfig {
  code: string;
  name: string;
  directions: FeeDirection[];
  /** Settle target types allowed per direction; a direction without an entry allows none. */
  settle_targets?: Partial<Record<FeeDirection, string[]>>;
  settlement_methods?: SettlementMethodOption[];
  minAmount?: number;
  maxAmount?: number;
}

/** What a stage lets the user do. */
export interface StageRules {
  /** Directions new or edited rows may take. */
  allow_directions: FeeDirection[];
  can_add: boolean;
  can_edit: boolean;
}

/** Stage rules of a fee schema; a stage without rules uses DEFAULT_STAGE_RULES. */
export type StageRulesByStage = Partial<Record<FeeStage, StageRules>>;

/** A party a fee can be settled with, e.g. from GET /order/orders/{orderId}/settle-targets. */
export interface SettleTarget {
  id: SettleTargetId;
  name: string;
  /** Kind of party (consignor, servicer, delivery provider, …), matched against FeeConfig.settle_targets. */
  type: string;
}

/** A choice of a select cell. */
export interface FeeOption<V extends string | number = string> {
  value: V;
  label: string;
}

/** Everything the row functions look up: the configs and the targets of the order. */
export interface FeeContext {
  configs: readonly FeeConfig[];
  targets: readonly SettleTarget[];
}

/** Messages of one row, by field; `combination` holds the duplicate-combination message. */
export type FeeRowErrors = Partial<Record<FeeField | 'combination', string>>;
