/** Constants of the fee-detail table (widgets spec §3–§5, §9; core spec §4, §6). */

/** The two fee directions: OUTLAY is money paid out (支), INCOME money received (收). */
export const FEE_DIRECTIONS = ['OUTLAY', 'INCOME'] as const;
export const FEE_DIRECTION_LABELS: Readonly<Record<(typeof FEE_DIRECTIONS)[number], string>> = {
  OUTLAY: '支',
  INCOME: '收',
};

/** Stages of a fee table: CREATE unless the order or ticket is done. */
export const FEE_STAGES = ['CREATE', 'FINISHED'] as const;
export const DEFAULT_FEE_STAGE = 'CREATE';
export const FINISHED_FEE_STAGE = 'FINISHED';
/** Order or ticket statuses that put the fee table into its FINISHED stage. */
export const FEE_FINISHED_STATUSES: readonly string[] = ['COMPLETED', 'FINISHED'];

/**
 * Rules used when a schema gives none for a stage (the spec does not show defaults): while an order
 * or ticket is being created every direction may be added and edited; once it is finished the fees
 * are read-only.
 */
export const DEFAULT_STAGE_RULES = {
  CREATE: { allow_directions: [...FEE_DIRECTIONS], can_add: true, can_edit: true },
  FINISHED: { allow_directions: [...FEE_DIRECTIONS], can_add: false, can_edit: false },
} as const;

/** Rows a table must keep when its schema gives no minimum item count. */
export const DEFAULT_MIN_FEE_ROWS = 0;

/** Names of the required fields, filled into 请选择或填写{field}. */
export const FEE_FIELD_LABELS = {
  direction: '收支方向',
  code: '费用项',
  settle_target_id: '结算对象',
  amount: '金额',
  settlement_method_code: '结算方式',
} as const;

/** Joins the allowed settlement methods after 可选结算方式为：. */
export const SETTLEMENT_METHOD_LIST_SEPARATOR = '、';

/** A number as typed into the amount cell: optional minus sign, digits, optional decimals. */
export const FEE_AMOUNT_PATTERN = /^-?(\d+(\.\d+)?|\.\d+)$/;

/** The older fee table: amounts of at least 0.01 with at most 2 decimals (widgets spec §5, §9). */
export const LEGACY_MIN_AMOUNT = 0.01;
export const LEGACY_AMOUNT_DECIMALS = 2;

/** Row edits reach the form at most every 100 ms (widgets spec §9). */
export const FEE_ROW_UPDATE_DEBOUNCE_MS = 100;

/**
 * The transfer fee line a ticket adds (core spec §4). The spec gives the code, the direction and the
 * method name 月结; the method code and the fee's display name are ours.
 */
export const TRANSFER_FEE = {
  code: 'TRANSSHIPMENT_FEE',
  codeName: '中转费',
  direction: 'OUTLAY',
  settlementMethodCode: 'MONTHLY',
  settlementMethodName: '月结',
} as const;
