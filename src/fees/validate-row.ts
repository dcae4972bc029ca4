/** Checks of one fee row with the spec's messages (widgets spec §5 "Fee rows"). */
import { FEE_FIELD_LABELS, LEGACY_AMOUNT_DECIMALS, LEGACY_MIN_AMOUNT, SETTLEMENT_METHOD_LIST_SEPARATOR } from '../config/fees';
import { FEE_MSG, VALIDATOR_MSG } from '../config/messages';
import { fillMessage } from '../validators/values';
import { decimalPlaces, isAmountBlank, parseAmount } from './amount';
import type { FeeConfig, FeeField, FeeLine, FeeRowErrors } from './types';

/** What a row is checked against besides its own values. */
export interface FeeRowRules {
  /** The config of the row's fee code. */
  config?: FeeConfig;
  /** The order's maximum for OUTLAY amounts, if one is set. */
  orderMaxAmount?: number | null;
  /** The older table: amounts of at least 0.01 with at most 2 decimals. */
  legacy?: boolean;
  /**
   * False for an account that may not see amounts (canSeeFeeAmounts): its amounts arrive masked and it
   * cannot type any, so they are not checked — the server keeps the stored amounts of such an account.
   */
  amountsVisible?: boolean;
}

const REQUIRED_FIELDS: readonly FeeField[] = ['direction', 'code', 'settle_target_id', 'amount', 'settlement_method_code'];

function isMissing(line: FeeLine, field: FeeField): boolean {
  const value: unknown = line[field];
  return field === 'amount' ? isAmountBlank(value) : value === '' || value === null || value === undefined;
}

/** The row's messages by field; an empty object when the row is valid. Duplicates are a table check. */
export function validateFeeRow(line: FeeLine, rules: FeeRowRules = {}): FeeRowErrors {
  const errors: FeeRowErrors = {};
  const amountsVisible = rules.amountsVisible !== false;
  for (const field of REQUIRED_FIELDS) {
    if (field === 'amount' && !amountsVisible) continue;
    if (isMissing(line, field)) errors[field] = fillMessage(FEE_MSG.required, { field: FEE_FIELD_LABELS[field] });
  }
  if (amountsVisible && !errors.amount) {
    const amountError = checkAmount(line, rules);
    if (amountError) errors.amount = amountError;
  }
  if (!errors.settlement_method_code) {
    const methodError = checkMethod(line.settlement_method_code, rules.config);
    if (methodError) errors.settlement_method_code = methodError;
  }
  return errors;
}

/** Number, then the minimum, the code's maximum, the order maximum for OUTLAY, and the older table's decimals. */
function checkAmount(line: FeeLine, rules: FeeRowRules): string | undefined {
  const amount = parseAmount(line.amount);
  if (amount === undefined) return FEE_MSG.invalidNumber;
  const min = lowestAllowed(rules);
  if (min !== undefined && amount < min) return fillMessage(FEE_MSG.belowMin, { min });
  const max = rules.config?.maxAmount;
  if (max !== undefined && max !== null && amount > max) return fillMessage(FEE_MSG.aboveMax, { max });
  const orderMax = rules.orderMaxAmount;
  if (line.direction === 'OUTLAY' && orderMax !== undefined && orderMax !== null && amount > orderMax) {
    return fillMessage(FEE_MSG.aboveMax, { max: orderMax });
  }
  if (rules.legacy && decimalPlaces(line.amount) > LEGACY_AMOUNT_DECIMALS) {
    return fillMessage(VALIDATOR_MSG.decimal, { decimals: LEGACY_AMOUNT_DECIMALS });
  }
  return undefined;
}

/** The code's minAmount; the older table never goes below 0.01. */
function lowestAllowed(rules: FeeRowRules): number | undefined {
  const configMin = rules.config?.minAmount ?? undefined;
  if (!rules.legacy) return configMin;
  return configMin === undefined ? LEGACY_MIN_AMOUNT : Math.max(configMin, LEGACY_MIN_AMOUNT);
}

/** A chosen method must be one the code allows; the message lists them. */
function checkMethod(method: string, config: FeeConfig | undefined): string | undefined {
  const allowed = config?.settlement_methods ?? [];
  if (allowed.length === 0 || allowed.some((option) => option.value === method)) return undefined;
  return fillMessage(FEE_MSG.methodNotAllowed, {
    methods: allowed.map((option) => option.label).join(SETTLEMENT_METHOD_LIST_SEPARATOR),
  });
}
