/**
 * Descriptor keys an API never returns: a column or detail field whose key is in none of the rows (or the
 * record) the reference server answers is most likely a typo, or a field the backend does not have. These
 * are warnings, not errors: a key may be one the server leaves out when empty. Uses answers the coverage
 * probes already have, so it costs no request of its own.
 */
import type { CoverageIssue } from './probe-context.js';
import type { DocKey } from '../descriptors/screen-doc.js';

/**
 * Whether a row has the dot path `key`: every segment exists as a property down to the last, or the walk
 * reaches a null or a non-object on the way (an empty relation still names its fields).
 */
function rowHas(row: unknown, key: string): boolean {
  let node = row;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return true;
    if (Array.isArray(node)) return true;
    if (!(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

export interface FieldCheck {
  file: string;
  route: string;
  /** The API that answered, as the descriptor names it. */
  api: string;
  /** Where the keys appear, for the message ("column", "detail field", "nested table column"). */
  what: string;
  keys: readonly DocKey[] | readonly string[];
  /** The rows (or the one record) the API answered. */
  rows: readonly unknown[];
  /**
   * Fields the serving collection declares (its definition is the source of truth for what it returns):
   * a declared field is never warned of, even when the sampled rows leave it out because it is empty.
   */
  declared?: Readonly<Record<string, unknown>>;
}

/** One warning per key that no row has; none when there are no rows to tell from. */
export function unknownFieldWarnings(check: FieldCheck): CoverageIssue[] {
  const rows = check.rows.filter((row) => typeof row === 'object' && row !== null);
  if (rows.length === 0) return [];
  const keys = [...new Set(check.keys.map((key) => (typeof key === 'string' ? key : key.key)))];
  return keys
    .filter((key) => check.declared?.[key.split('.')[0] ?? key] === undefined && !rows.some((row) => rowHas(row, key)))
    .map((key) => ({
      file: check.file,
      route: check.route,
      api: check.api,
      message: `WARNING ${check.what} "${key}" is a field ${check.api} never returns`,
    }));
}
