/**
 * Whether a stored record matches a workflow condition (a hold's `activeWhen`, a marker's `openWhen`),
 * answered synchronously so a record's holds and tags are recomputed inside the write that changes them.
 * The semantics are json-rules-engine's built-in operators, as src/rules/condition.ts evaluates them on the
 * client (a missing fact fails every comparison but notEqual and notIn); JSONPath `path`s are not
 * supported here, and workflow-problems.ts refuses a hold or marker condition that uses one.
 */
import type { Condition, FactCondition } from '../../src/screen-model/types.js';

type Row = Readonly<Record<string, unknown>>;
type Value = FactCondition['value'];

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const list = (value: Value): readonly unknown[] => (Array.isArray(value) ? value : []);

function compare(operator: FactCondition['operator'], fact: unknown, value: Value): boolean {
  switch (operator) {
    case 'equal':
      return fact === value;
    case 'notEqual':
      return fact !== value;
    case 'in':
      return list(value).includes(fact);
    case 'notIn':
      return !list(value).includes(fact);
    case 'contains':
      return Array.isArray(fact) && fact.includes(value);
    case 'doesNotContain':
      return Array.isArray(fact) && !fact.includes(value);
    case 'lessThan':
      return isNumber(fact) && isNumber(value) && fact < value;
    case 'lessThanInclusive':
      return isNumber(fact) && isNumber(value) && fact <= value;
    case 'greaterThan':
      return isNumber(fact) && isNumber(value) && fact > value;
    case 'greaterThanInclusive':
      return isNumber(fact) && isNumber(value) && fact >= value;
  }
}

export function recordMatches(condition: Condition, record: Row): boolean {
  if ('all' in condition) return condition.all.every((part) => recordMatches(part, record));
  if ('any' in condition) return condition.any.some((part) => recordMatches(part, record));
  if ('not' in condition) return !recordMatches(condition.not, record);
  return compare(condition.operator, record[condition.fact], condition.value);
}

/** Facts compared through a JSONPath, which recordMatches does not follow. */
export function usesPath(condition: Condition): boolean {
  if ('all' in condition) return condition.all.some(usesPath);
  if ('any' in condition) return condition.any.some(usesPath);
  if ('not' in condition) return usesPath(condition.not);
  return condition.path !== undefined;
}
