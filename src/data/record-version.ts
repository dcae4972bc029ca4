/**
 * Optimistic versioning of edited records: a record read from the server carries `version`; an edit
 * sends back the version it was based on, and the server refuses a stale one (HTTP 409) so two people
 * editing the same record cannot silently overwrite each other.
 */

/** The record field (and update body field) holding the record's version. */
export const RECORD_VERSION_FIELD = 'version';

/** The HTTP status of an update refused because the record changed since it was loaded. */
export const STALE_VERSION_STATUS = 409;

/** The version of a loaded record, when it has one (a whole number from 1 up). */
export function versionOf(record: object | undefined): number | undefined {
  const version = (record as Readonly<Record<string, unknown>> | undefined)?.[RECORD_VERSION_FIELD];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : undefined;
}

/** An update body that names the version it was based on (unchanged when there is none). */
export function withVersion<T extends object>(values: T, basedOn: number | undefined): T {
  return basedOn === undefined ? values : { ...values, [RECORD_VERSION_FIELD]: basedOn };
}

/**
 * What a form says about a failed save when the server refused it as stale (409): the server's msg,
 * else the catalogue's text; undefined for any other failure.
 */
export function staleVersionText(error: unknown, fallback: () => string): string | undefined {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== STALE_VERSION_STATUS) return undefined;
  const body = (error as { response?: { data?: unknown } }).response?.data;
  const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg !== '' ? msg : fallback();
}
