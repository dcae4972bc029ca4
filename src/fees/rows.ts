/** Creating and removing rows of the fee table (widgets spec §4). */
import { DEFAULT_FEE_STAGE, DEFAULT_MIN_FEE_ROWS } from '../config/fees';
import type { FeeDirection, FeeLine, FeeStage, StageRules } from './types';

/** A blank row; its direction is preset when only one direction is allowed. */
export function emptyFeeLine(directions: readonly FeeDirection[] = []): FeeLine {
  return {
    direction: directions.length === 1 ? (directions[0] ?? '') : '',
    code: '',
    code_name: '',
    settle_target_id: '',
    settle_target_name: '',
    settle_target_type: '',
    amount: '',
    settlement_method_code: '',
    settlement_method_name: '',
  };
}

/**
 * The rows a table opens with: the given lines, or in the CREATE stage with none, one blank row
 * (unless the stage forbids adding rows).
 */
export function initialFeeRows(
  lines: readonly FeeLine[] | null | undefined,
  stage: FeeStage,
  rules: StageRules,
  directions: readonly FeeDirection[],
): FeeLine[] {
  if (lines && lines.length > 0) return [...lines];
  if (stage === DEFAULT_FEE_STAGE && rules.can_add) return [emptyFeeLine(directions)];
  return [];
}

/** A row may be added when the stage allows it. */
export function canAddRow(rules: StageRules): boolean {
  return rules.can_add;
}

/** A row may be deleted while the stage allows editing and more rows than the schema's minimum remain. */
export function canDeleteRow(rowCount: number, rules: StageRules, minItems: number = DEFAULT_MIN_FEE_ROWS): boolean {
  return rules.can_edit && rowCount > minItems;
}

/** The rows with a blank row appended, or the same rows when the stage forbids adding. */
export function addFeeRow<R extends FeeLine>(
  rows: readonly R[],
  rules: StageRules,
  directions: readonly FeeDirection[],
  extra: Omit<R, keyof FeeLine>,
): readonly R[] {
  if (!canAddRow(rules)) return rows;
  return [...rows, { ...emptyFeeLine(directions), ...extra } as R];
}

/** The rows without the one at `index`, or the same rows when it may not be deleted. */
export function removeFeeRow<R extends FeeLine>(
  rows: readonly R[],
  index: number,
  rules: StageRules,
  minItems: number = DEFAULT_MIN_FEE_ROWS,
): readonly R[] {
  if (!canDeleteRow(rows.length, rules, minItems) || index < 0 || index >= rows.length) return rows;
  return rows.filter((_, position) => position !== index);
}
