/** Conditions (the json-rules-engine condition format, evaluated over a row or record). */

/** Operators of json-rules-engine's default set. */
export type ConditionOperator =
  /**
   * The fact is the value.
   * @example {"fact": "status", "operator": "equal", "value": "PENDING"}
   */
  | 'equal'
  /**
   * The fact is not the value.
   * @example {"fact": "status", "operator": "notEqual", "value": "PENDING"}
   */
  | 'notEqual'
  /**
   * The fact is one of the values (a list).
   * @example {"fact": "status", "operator": "in", "value": ["PENDING", "RECEIVED"]}
   */
  | 'in'
  /**
   * The fact is none of the values (a list).
   * @example {"fact": "status", "operator": "notIn", "value": ["PENDING", "RECEIVED"]}
   */
  | 'notIn'
  /**
   * The fact (a list) contains the value.
   * @example {"fact": "tag_codes", "operator": "contains", "value": "URGENT"}
   */
  | 'contains'
  /**
   * The fact (a list) does not contain the value.
   * @example {"fact": "tag_codes", "operator": "doesNotContain", "value": "URGENT"}
   */
  | 'doesNotContain'
  /**
   * The fact is less than the value.
   * @example {"fact": "status", "operator": "lessThan", "value": 0}
   */
  | 'lessThan'
  /**
   * The fact is at most the value.
   * @example {"fact": "status", "operator": "lessThanInclusive", "value": 0}
   */
  | 'lessThanInclusive'
  /**
   * The fact is greater than the value.
   * @example {"fact": "status", "operator": "greaterThan", "value": 0}
   */
  | 'greaterThan'
  /**
   * The fact is at least the value.
   * @example {"fact": "status", "operator": "greaterThanInclusive", "value": 0}
   */
  | 'greaterThanInclusive';

/**
 * One comparison: the fact is a field of the row or record (e.g. "status").
 * @example {"fact": "status", "operator": "in", "value": ["PENDING", "RECEIVED"]}
 */
export interface FactCondition {
  /** Field of the row or record compared. */
  fact: string;
  /** How it is compared. */
  operator: ConditionOperator;
  /** What it is compared with (a list for `in` and `notIn`). */
  value: string | number | boolean | null | (string | number | boolean)[];
  /** JSONPath into an object-valued fact, e.g. "$.code". */
  path?: string;
}

/**
 * Holds when every condition holds.
 * @example {"all": [{"fact": "status", "operator": "equal", "value": "PENDING"}, {"fact": "amount", "operator": "greaterThan", "value": 0}]}
 */
export interface AllCondition {
  /** @minItems 1 */
  all: Condition[];
}

/**
 * Holds when at least one condition holds.
 * @example {"any": [{"fact": "status", "operator": "equal", "value": "PENDING"}, {"fact": "status", "operator": "equal", "value": "REJECTED"}]}
 */
export interface AnyCondition {
  /** @minItems 1 */
  any: Condition[];
}

/**
 * Holds when the condition does not.
 * @example {"not": {"fact": "status", "operator": "equal", "value": "CANCELLED"}}
 */
export interface NotCondition {
  not: Condition;
}

/** A json-rules-engine condition: a comparison, or all / any / not of conditions. */
export type Condition = FactCondition | AllCondition | AnyCondition | NotCondition;
