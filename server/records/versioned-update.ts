/**
 * Optimistic versioning of collection records. Every record has a `version` (1 when created, +1 on
 * every update). An update names the version it was based on in the body field `version`; when the
 * record has moved on since, the update is refused with 409 and changes nothing. An update without a
 * version is accepted as it is (API clients and scripts); the app's forms always send one.
 */
import { staleVersion } from '../http/api-error.js';
import { type ApiRecord, type RecordStore, StaleVersionError } from './record-store.js';
import { VERSION_FIELD } from './version-field.js';

export { VERSION_FIELD } from './version-field.js';

/** An update body split into the version it was based on (if any) and the fields to change. */
export function splitVersion(body: Readonly<Record<string, unknown>>): { basedOn: number | undefined; patch: Record<string, unknown> } {
  const { [VERSION_FIELD]: version, ...patch } = body;
  return { basedOn: typeof version === 'number' ? version : undefined, patch };
}

/**
 * The version an update of a bespoke route names: the body's `version`, else the query's (`?version=`),
 * both checked by the route's schemas as whole numbers from 1 up.
 */
export function basedOnVersionOf(body: { version?: number } | undefined, query: { version?: number } | undefined): number | undefined {
  return body?.[VERSION_FIELD] ?? query?.[VERSION_FIELD];
}

/**
 * Refuses (409) an update based on a version the record has moved on from. A route that checks other
 * rules against the stored record (a ticket's action rules) asks this first, so a user working on an old
 * copy learns that someone else changed it rather than meeting a rule that change brought.
 */
export function assertCurrentVersion(stored: number | undefined, basedOn: number | undefined): void {
  if (basedOn !== undefined && stored !== basedOn) throw staleVersion();
}

/** store.update, with a stale version answered as HTTP 409 (该记录已被他人修改，请刷新后重试). */
export function updateAtVersion(
  store: RecordStore,
  id: number,
  patch: Record<string, unknown>,
  owner: number | undefined,
  basedOn: number | undefined,
): ApiRecord | undefined {
  try {
    return store.update(id, patch, owner, basedOn);
  } catch (error) {
    if (error instanceof StaleVersionError) throw staleVersion();
    throw error;
  }
}
