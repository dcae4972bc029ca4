/** The choices each select cell of a fee row offers (widgets spec §3–§4). */
import { FEE_DIRECTION_LABELS } from '../config/fees';
import type {
  FeeConfig, FeeContext, FeeDirection, FeeLine, FeeOption, SettleTarget, SettleTargetId, SettlementMethodOption,
} from './types';

/** The config of a fee code, if any. */
export function feeConfigFor(configs: readonly FeeConfig[], code: string): FeeConfig | undefined {
  return code === '' ? undefined : configs.find((config) => config.code === code);
}

/** Direction choices, labelled 支 and 收. */
export function directionOptions(directions: readonly FeeDirection[]): FeeOption<FeeDirection>[] {
  return directions.map((direction) => ({ value: direction, label: FEE_DIRECTION_LABELS[direction] }));
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
