/**
 * What changing one cell of a fee row does to the others (widgets spec §4): a direction clears
 * code, target, method and amount; a code clears target and method, then a single remaining target
 * is chosen; a target clears the method, then a single method is chosen.
 */
import { methodOptions, feeConfigFor, targetsFor } from './options';
import type { FeeContext, FeeDirection, FeeLine, SettleTarget, SettleTargetId } from './types';

/** One cell edit. */
export type FeeChange =
  | { field: 'direction'; value: FeeDirection | '' }
  | { field: 'code'; value: string }
  | { field: 'settle_target_id'; value: SettleTargetId | '' }
  | { field: 'settlement_method_code'; value: string }
  | { field: 'amount'; value: number | string };

const NO_TARGET = { settle_target_id: '', settle_target_name: '', settle_target_type: '' } as const;
const NO_METHOD = { settlement_method_code: '', settlement_method_name: '' } as const;

/** The row after one edit; extra fields of the row (a key, an id) are kept. */
export function applyFeeChange<R extends FeeLine>(row: R, change: FeeChange, context: FeeContext): R {
  switch (change.field) {
    case 'direction':
      return { ...row, direction: change.value, code: '', code_name: '', ...NO_TARGET, ...NO_METHOD, amount: '' };
    case 'code': {
      const codeName = feeConfigFor(context.configs, change.value)?.name ?? '';
      return autoPickTarget({ ...row, code: change.value, code_name: codeName, ...NO_TARGET, ...NO_METHOD }, context);
    }
    case 'settle_target_id': {
      const target = targetsFor(row, context).find((candidate) => candidate.id === change.value);
      return withTarget(row, target, context);
    }
    case 'settlement_method_code': {
      const method = methodOptions(row, context.configs).find((option) => option.value === change.value);
      return { ...row, settlement_method_code: change.value, settlement_method_name: method?.label ?? '' };
    }
    case 'amount':
      return { ...row, amount: change.value };
  }
}

/** Chooses the target when exactly one is left for the row's direction and code. */
export function autoPickTarget<R extends FeeLine>(row: R, context: FeeContext): R {
  if (row.settle_target_id !== '') return row;
  const targets = targetsFor(row, context);
  return targets.length === 1 ? withTarget(row, targets[0], context) : row;
}

function withTarget<R extends FeeLine>(row: R, target: SettleTarget | undefined, context: FeeContext): R {
  const next: R = target
    ? { ...row, settle_target_id: target.id, settle_target_name: target.name, settle_target_type: target.type, ...NO_METHOD }
    : { ...row, ...NO_TARGET, ...NO_METHOD };
  if (!target) return next;
  const methods = methodOptions(next, context.configs);
  const only = methods.length === 1 ? methods[0] : undefined;
  return only ? { ...next, settlement_method_code: only.value, settlement_method_name: only.label } : next;
}
