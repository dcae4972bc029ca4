/** The collection's unique rules, as every route that writes its rows checks them. */
import type { RecordStore } from './record-store.js';
import type { UniqueRule } from './types.js';

export interface UniqueCheck {
  /** The row being updated, which never counts as its own duplicate. */
  exceptId?: number;
  /**
   * The fields an update sends: a rule is checked only when they touch its field or its `within` fields,
   * so saving a record again does not trip over older data. Creates check every rule.
   */
  changed?: Readonly<Record<string, unknown>>;
  /**
   * The company the record belongs to: in a company-owned collection, names and codes are unique within
   * the company's own rows, so one company's choice neither blocks nor reveals another's. Without it
   * (login names), unique among every row.
   */
  owner?: number;
}

/** The first unique rule `record` (a new record, or a stored one merged with its update) would break. */
export function brokenUniqueRule(store: RecordStore, record: Readonly<Record<string, unknown>>, check: UniqueCheck = {}): UniqueRule | undefined {
  return (store.spec.unique ?? []).find((rule) => {
    const value = record[rule.field];
    if (value === undefined || value === null || value === '') return false;
    const within = rule.within ?? [];
    if (check.changed && ![rule.field, ...within].some((field) => field in (check.changed ?? {}))) return false;
    if (rule.when && !rule.when(record)) return false;
    const owner = store.spec.ownership.rule === 'company' ? check.owner : undefined;
    return store.hasDuplicate(rule.field, value, check.exceptId, Object.fromEntries(within.map((field) => [field, record[field]])), owner);
  });
}
