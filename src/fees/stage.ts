/** Which stage a fee table is in and what its rules allow (widgets spec §4, §6). */
import {
  DEFAULT_FEE_STAGE, DEFAULT_STAGE_RULES, FEE_DIRECTIONS, FEE_FINISHED_STATUSES, FINISHED_FEE_STAGE,
} from '../config/fees';
import type { FeeConfig, FeeDirection, FeeStage, StageRules, StageRulesByStage } from './types';

/** FINISHED when the order or the ticket status is COMPLETED or FINISHED, CREATE otherwise. */
export function feeStage(...statuses: ReadonlyArray<string | null | undefined>): FeeStage {
  return statuses.some((status) => status != null && FEE_FINISHED_STATUSES.includes(status))
    ? FINISHED_FEE_STAGE
    : DEFAULT_FEE_STAGE;
}

/** The schema's rules for the stage, else the defaults. */
export function stageRules(stage: FeeStage, rules?: StageRulesByStage): StageRules {
  const given = rules?.[stage];
  if (given) return given;
  const fallback = DEFAULT_STAGE_RULES[stage];
  return { ...fallback, allow_directions: [...fallback.allow_directions] };
}

/** Directions a row may take: those the stage allows that some fee config offers, in spec order. */
export function allowedDirections(rules: StageRules, configs: readonly FeeConfig[]): FeeDirection[] {
  return FEE_DIRECTIONS.filter(
    (direction) => rules.allow_directions.includes(direction) && configs.some((config) => config.directions.includes(direction)),
  );
}

/** The direction select is locked when only one direction is allowed. */
export function isDirectionLocked(directions: readonly FeeDirection[]): boolean {
  return directions.length === 1;
}
