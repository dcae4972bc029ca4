import type { CallAction } from '../../../src/screen-model/types';
import { fillApi } from '../paths';

/** Refine's method name of a call action's HTTP method (POST when none is given). */
export function callMethod(method: CallAction['method']): 'post' | 'put' | 'delete' {
  switch (method) {
    case 'PUT':
      return 'put';
    case 'DELETE':
      return 'delete';
    default:
      return 'post';
  }
}

/** The body field a row or detail call sends its record's key in (`idKey`); {} without one or without a key. */
export function idPayload(action: CallAction, id: string | number | undefined): Record<string, unknown> {
  return action.idKey && id !== undefined ? { [action.idKey]: id } : {};
}

/**
 * A dialog's `loadParams` with `{name}` placeholders filled from the row or record (`overrides` win, e.g.
 * `id` the row key); undefined when a placeholder has no value, so nothing is loaded for the wrong record.
 */
export function dialogLoadQuery(action: CallAction, record: unknown, overrides: Record<string, unknown> = {}): Record<string, string | number | boolean> | undefined {
  const params = action.dialog?.loadParams ?? {};
  const filled: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string') {
      filled[name] = value;
      continue;
    }
    const text = fillApi(value, record, overrides, (raw) => raw);
    if (text === undefined) return undefined;
    filled[name] = text;
  }
  return filled;
}
