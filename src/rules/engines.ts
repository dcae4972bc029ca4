/**
 * Every json-rules-engine of the app is built here, once per rule set: descriptors and ticket schemas are
 * loaded once and their rules never change, so the engine built for a rule-set object serves every later
 * run over it. Only json-rules-engine's types are imported: the caller hands in the Engine class, so the
 * browser's descriptor conditions can load the library lazily (src/rules/condition.ts).
 */
import type { Engine, RuleProperties } from 'json-rules-engine';

export type EngineClass = typeof import('json-rules-engine').Engine;

/** What the rules of an engine are for; one object may hold rule sets of several (a ticket schema). */
export type RulesPurpose = 'condition' | 'ticket-actions' | 'ticket-sub-type' | 'ticket-visibility';

const engines = new Map<RulesPurpose, WeakMap<object, Engine>>();

/**
 * The engine of `ruleSet` for `purpose`, built with `rulesOf()` the first time. A fact a rule names but
 * the facts lack (a field not filled in yet, a column the row has not) fails its comparison, no error.
 */
export function engineOf(
  EngineClass: EngineClass,
  purpose: RulesPurpose,
  ruleSet: object,
  rulesOf: () => readonly RuleProperties[],
): Engine {
  let byRuleSet = engines.get(purpose);
  if (!byRuleSet) {
    byRuleSet = new WeakMap();
    engines.set(purpose, byRuleSet);
  }
  let engine = byRuleSet.get(ruleSet);
  if (!engine) {
    engine = new EngineClass([], { allowUndefinedFacts: true });
    for (const rule of rulesOf()) engine.addRule(rule);
    byRuleSet.set(ruleSet, engine);
  }
  return engine;
}
