/**
 * The JSON text of records straight from their stored rows, for list pages of hundreds of rows.
 *
 * A row's `data` column was written by JSON.stringify, so `JSON.stringify(JSON.parse(data))` is the
 * same text: a record's JSON is `{"id":…,` + the data's members + the timestamps and the version,
 * exactly what `JSON.stringify(toApiRecord(row))` gives, without parsing and building one object per
 * row. Rows whose data also names one of the record's own keys (where the spread in toApiRecord
 * decides which value wins) take that slow path, so the answer never changes.
 */
import { withFeesFor } from '../tenancy/fee-visibility.js';
import { toApiRecord, type RecordRow } from './record-store.js';

/** Keys toApiRecord sets next to the data fields; their quoted form, as a data member would start. */
const RECORD_KEYS = ['"id":', '"created_at":', '"updated_at":', '"version":'] as const;

const namesRecordKey = (data: string): boolean => RECORD_KEYS.some((key) => data.includes(key));

/** Masked data texts by stored data text (an exact cache: the same text always masks the same way). */
const MAX_MASKED_CACHE = 10_000;

class MaskedDataCache {
  private readonly byData = new Map<string, string>();

  constructor(private readonly collection: string) {}

  /** The data text as a caller who may not see fees receives it. */
  masked(data: string): string {
    let text = this.byData.get(data);
    if (text === undefined) {
      text = JSON.stringify(withFeesFor(this.collection, JSON.parse(data) as Record<string, unknown>, false));
      if (this.byData.size >= MAX_MASKED_CACHE) this.byData.clear();
      this.byData.set(data, text);
    }
    return text;
  }
}

const caches = new Map<string, MaskedDataCache>();
const maskedCacheOf = (collection: string): MaskedDataCache => {
  let cache = caches.get(collection);
  if (!cache) {
    cache = new MaskedDataCache(collection);
    caches.set(collection, cache);
  }
  return cache;
};

/**
 * Writes records of `collection` as JSON for a caller who may (`feesVisible`) or may not see fees:
 * the text of `JSON.stringify(withFeesFor(collection, toApiRecord(row), feesVisible))`.
 */
export function recordJsonWriter(collection: string, feesVisible: boolean): (row: RecordRow) => string {
  // Any collection may hold amounts (server/tenancy/fee-visibility.ts decides by field name): masked rows come from the cache.
  const masked = feesVisible ? undefined : maskedCacheOf(collection);
  return (row) => {
    if (namesRecordKey(row.data)) return JSON.stringify(withFeesFor(collection, toApiRecord(row), feesVisible));
    const data = masked ? masked.masked(row.data) : row.data;
    // '{}' has no members to separate from the id.
    const members = data.length > 2 ? `${data.slice(1, -1)},` : '';
    return `{"id":${row.id},${members}"created_at":${JSON.stringify(row.created_at)},"updated_at":${JSON.stringify(row.updated_at)},"version":${row.version}}`;
  };
}
