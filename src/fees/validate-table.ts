/** Checks of the whole fee table: every row, duplicate combinations, at least one row (widgets spec §5). */
import { FEE_MSG } from '../config/messages';
import { feeConfigFor } from './options';
import type { FeeConfig, FeeLine, FeeRowErrors } from './types';
import { validateFeeRow, type FeeRowRules } from './validate-row';

export interface FeeTableValidation {
  /** Messages per row, in row order. */
  rows: FeeRowErrors[];
  /** Messages about the table as a whole. */
  table: string[];
  valid: boolean;
}

/** The identity of a row for duplicates, or undefined while direction, target or code is missing. */
export function combinationKey(line: FeeLine): string | undefined {
  if (line.direction === '' || line.code === '' || line.settle_target_id === '') return undefined;
  return JSON.stringify([line.direction, String(line.settle_target_id), line.code]);
}

/** Indexes of rows repeating the direction, target and code of an earlier row. */
export function duplicateRowIndexes(lines: readonly FeeLine[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  lines.forEach((line, index) => {
    const key = combinationKey(line);
    if (key === undefined) return;
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}

/** Validates every row against its code's config, then the table. */
export function validateFeeTable(
  lines: readonly FeeLine[],
  configs: readonly FeeConfig[],
  rules: Omit<FeeRowRules, 'config'> = {},
): FeeTableValidation {
  const rows = lines.map((line) => validateFeeRow(line, { ...rules, config: feeConfigFor(configs, line.code) }));
  const duplicates = duplicateRowIndexes(lines);
  for (const index of duplicates) {
    const row = rows[index];
    if (row) row.combination = FEE_MSG.duplicateRow;
  }
  const table: string[] = [];
  if (lines.length === 0) table.push(FEE_MSG.noRows);
  if (duplicates.length > 0) table.push(FEE_MSG.duplicateInTable);
  const valid = table.length === 0 && rows.every((row) => Object.keys(row).length === 0);
  return { rows, table, valid };
}

/** The message a form shows for the table as a whole: the table's own first, else the first row's. */
export function firstFeeTableMessage(validation: FeeTableValidation): string | undefined {
  if (validation.table.length > 0) return validation.table[0];
  for (const row of validation.rows) {
    const message = Object.values(row).find((text) => text !== undefined && text !== '');
    if (message !== undefined) return message;
  }
  return undefined;
}
