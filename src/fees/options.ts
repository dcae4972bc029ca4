/** The choices each select cell of a fee row offers (widgets spec §3–§4). */
import { FEE_DIRECTION_LABELS } from '../config/fees';
import type {
  FeeConfig, FeeContext, FeeDirection, FeeLine, FeeOption, SettleTarget, SettleTargetId, SettlementMethodOption,
} from './types';

/** The config of a fee code, if any. */
export function feeConfigFor(configs: readonly FeeConfig[], code: string): FeeConfig | undefined {
  return code === '' ? undefined : configs.find((config) => config.code === code);
}

/** The label of a direction code: 支 or 收 (the one source of these labels). */
export function directionLabel(direction: FeeDirection): string {
  return FEE_DIRECTION_LABELS[direction];
}

/** Direction choices, labelled 支 and 收. */
export function directionOptions(directions: readonly FeeDirection[]): FeeOption<FeeDirection>[] {
  return directions.map((direction) => ({ value: direction, label: directionLabel(direction) }));
}

/** Fee codes offering the row's direction; none until a direction is chosen. */
export function codeOptions(row: Pick<FeeLine, 'direction'>, configs: readonly FeeConfig[]): FeeOption[] {
  const { direction } = row;
  if (direction === '') return [];
  return configs
    .filter((config) => config.directions.includes(direction))
    .map((config) => ({ value: config.code, label: config.name }));
}

/** Targets whose type the row's fee code allows for its direction. */
export function targetsFor(row: Pick<FeeLine, 'direction' | 'code'>, context: FeeContext): SettleTarget[] {
  if (row.direction === '') return [];
  const types = feeConfigFor(context.configs, row.code)?.settle_targets?.[row.direction] ?? [];
  return context.targets.filter((target) => types.includes(target.type));
}

export function targetOptions(row: Pick<FeeLine, 'direction' | 'code'>, context: FeeContext): FeeOption<SettleTargetId>[] {
  return targetsFor(row, context).map((target) => ({ value: target.id, label: target.name }));
}

/** Settlement methods of the row's fee code. */
export function methodOptions(row: Pick<FeeLine, 'code'>, configs: readonly FeeConfig[]): SettlementMethodOption[] {
  return feeConfigFor(configs, row.code)?.settlement_methods ?? [];
}

/** The select cells of a fee row. */
export type FeeSelectField = 'direction' | 'code' | 'settle_target_id' | 'settlement_method_code';

/** The row's own choice of a cell, labelled as the line names it (支/收, code_name, settle_target_name, settlement_method_name). */
function ownOption(row: FeeLine, field: FeeSelectField): FeeOption<string | number> | undefined {
  switch (field) {
    case 'direction':
      return row.direction === '' ? undefined : { value: row.direction, label: directionLabel(row.direction) };
    case 'code':
      return row.code === '' ? undefined : { value: row.code, label: row.code_name || row.code };
    case 'settle_target_id':
      return row.settle_target_id === '' ? undefined : { value: row.settle_target_id, label: row.settle_target_name || String(row.settle_target_id) };
    case 'settlement_method_code':
      return row.settlement_method_code === ''
        ? undefined
        : { value: row.settlement_method_code, label: row.settlement_method_name || row.settlement_method_code };
  }
}

/**
 * The cell's choices plus the row's own value when the choices lack it — a line the stage no longer
 * offers (an INCOME line of a finished ticket whose stage allows only OUTLAY) shows 收, not INCOME.
 */
export function withRowValue(options: ReadonlyArray<FeeOption<string | number>>, row: FeeLine, field: FeeSelectField): FeeOption<string | number>[] {
  const own = ownOption(row, field);
  if (own === undefined || options.some((option) => option.value === own.value)) return [...options];
  return [...options, own];
}
