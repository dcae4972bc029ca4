/**
 * Which fields the records of an API resource have, for the workflow checks of screens:check: a
 * collection the reference server declares has its declared fields (server/collections) plus the
 * columns every record carries; a generic collection (its fields learnt from the screens) has the fields
 * of the forms that write it. Unknown resources answer undefined (nothing to check against).
 */
import { COLLECTIONS } from '../server/collections/index';
import type { ScreenSource } from '../src/screen-model/check';
import { isRecord, recordsIn } from '../src/util/is-record';

/** What every stored record carries besides its data (server/records/record-store.ts). */
const RECORD_COLUMNS = ['id', 'created_at', 'updated_at', 'version'];


/** The keys of the form fields writing each resource, from the screen descriptors. */
function formFieldsByResource(screens: readonly ScreenSource[]): Map<string, Set<string>> {
  const byResource = new Map<string, Set<string>>();
  for (const screen of screens) {
    let data: unknown;
    try {
      data = JSON.parse(screen.text) as unknown;
    } catch {
      continue;
    }
    if (!isRecord(data) || data.kind !== 'form' || !isRecord(data.api) || typeof data.api.resource !== 'string') continue;
    const keys = byResource.get(data.api.resource) ?? new Set<string>();
    for (const section of recordsIn(data.sections)) for (const field of recordsIn(section.fields)) if (typeof field.key === 'string') keys.add(field.key);
    byResource.set(data.api.resource, keys);
  }
  return byResource;
}

/** The record fields of each resource, declared collections first, else the fields its forms write. */
export function recordFieldsOf(screens: readonly ScreenSource[]): (resource: string) => readonly string[] | undefined {
  const forms = formFieldsByResource(screens);
  return (resource) => {
    const collection = COLLECTIONS.find((candidate) => candidate.path === resource);
    if (collection) return [...RECORD_COLUMNS, ...Object.keys(collection.fields)];
    const written = forms.get(resource);
    return written ? [...RECORD_COLUMNS, ...written] : undefined;
  };
}
