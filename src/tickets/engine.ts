/** The engines of the ticket rules (action_rules, sub_type_options, visibleWhen), json-rules-engine loaded with the ticket code. */
import { Engine, type RuleProperties } from 'json-rules-engine';
import { engineOf, type RulesPurpose } from '../rules/engines.js';

/** The cached engine of a ticket rule set (src/rules/engines.ts). */
export function ticketEngine(purpose: Exclude<RulesPurpose, 'condition'>, ruleSet: object, rulesOf: () => readonly RuleProperties[]): Engine {
  return engineOf(Engine, purpose, ruleSet, rulesOf);
}
