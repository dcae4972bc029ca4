/**
 * The one is-record guard of the code base (kernel, renderers, server and scripts import it): a value
 * read from JSON, a response or a descriptor is walked only after it is known to be an object.
 */

/** A JSON-like object: not null and not an array (class instances pass; see isPlainObject). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The records of a list, skipping anything else; not a list gives none. */
export function recordsIn(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/**
 * An object literal or `Object.create(null)`, nothing built by a class: request bodies and response
 * envelopes must not mistake a FormData, Blob or Date for a JSON object.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
