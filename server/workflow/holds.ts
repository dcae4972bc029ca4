/**
 * The holds and markers of a record, kept on the record: `active_holds` lists the holds with an active
 * hold record, and each hold's or marker's tag is on the record exactly while some active hold record or
 * open marking record carries it. Recomputed from the hold and marker collections whenever one of their
 * records, or the record itself through a transition, changes.
 */
import { ACTIVE_HOLDS_FIELD } from '../../src/workflow/types.js';
import { fieldExpression } from '../db/record-sql.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { recordMatches } from './record-condition.js';
import type { WorkflowStores } from './workflow-stores.js';

type Row = Readonly<Record<string, unknown>>;
/** The tags field of the records (waybills: [{code}]). */
export const TAGS_FIELD = 'tags';

export interface HoldState {
  activeHolds: string[];
  /** Tags some active hold or open marker carries. */
  tags: Set<string>;
}

function rowsNaming(store: RecordStore, field: string, key: string): ApiRecord[] {
  return store.allRowsWhere([{ sql: `${fieldExpression(field)} = ?`, params: [key] }]);
}

/** The active hold records of one hold for the record named `key`. */
export function activeHoldRecords(stores: WorkflowStores, holdKey: string, key: string): { store: RecordStore; rows: ApiRecord[] } | undefined {
  const entry = stores.holds.find((item) => item.hold.key === holdKey);
  if (!entry) return undefined;
  return { store: entry.store, rows: rowsNaming(entry.store, entry.hold.recordKey, key).filter((row) => recordMatches(entry.hold.activeWhen, row)) };
}

/** The holds and tags the hold and marker records give the record named `key` now. */
export function holdStateOf(stores: WorkflowStores, key: string): HoldState {
  const activeHolds: string[] = [];
  const tags = new Set<string>();
  for (const { hold } of stores.holds) {
    if ((activeHoldRecords(stores, hold.key, key)?.rows.length ?? 0) === 0) continue;
    activeHolds.push(hold.key);
    if (hold.tag) tags.add(hold.tag);
  }
  for (const { marker, store } of stores.markers) {
    if (rowsNaming(store, marker.recordKey, key).some((row) => recordMatches(marker.openWhen, row))) tags.add(marker.tag);
  }
  return { activeHolds, tags };
}

/** Tags the workflow's holds and markers decide; the record's other tags are left alone. */
export function managedTags(stores: WorkflowStores): Set<string> {
  return new Set([...stores.holds.flatMap(({ hold }) => (hold.tag ? [hold.tag] : [])), ...stores.markers.map(({ marker }) => marker.tag)]);
}

const tagCode = (item: unknown): string | undefined =>
  typeof item === 'string' ? item : typeof item === 'object' && item !== null && typeof (item as { code?: unknown }).code === 'string' ? (item as { code: string }).code : undefined;

/** `tags` with `add` tags added and `remove` tags removed ({code} items, or strings where the list holds strings). */
export function retagged(value: unknown, add: Iterable<string>, remove: Iterable<string>): unknown[] {
  const items = Array.isArray(value) ? [...value] : [];
  const removed = new Set(remove);
  const kept = items.filter((item) => !removed.has(tagCode(item) ?? ''));
  const present = new Set(kept.map(tagCode));
  const asText = kept.length > 0 && kept.every((item) => typeof item === 'string');
  for (const code of add) {
    if (present.has(code)) continue;
    present.add(code);
    kept.push(asText ? code : { code });
  }
  return kept;
}

/** The record's active_holds and tags as the hold state says (the managed tags only). */
export function holdFields(stores: WorkflowStores, record: Row, state: HoldState): Record<string, unknown> {
  const managed = managedTags(stores);
  const remove = [...managed].filter((tag) => !state.tags.has(tag));
  return { [ACTIVE_HOLDS_FIELD]: state.activeHolds, [TAGS_FIELD]: retagged(record[TAGS_FIELD], state.tags, remove) };
}

/** Both lists (a missing one is empty) hold the same items. */
const sameList = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/** Brings the record named `key` in step with its hold and marker records; the updated record, if it changed. */
export function reconcileHolds(stores: WorkflowStores, key: string): ApiRecord | undefined {
  const record = stores.records.allRowsWhere([{ sql: `${fieldExpression(stores.workflow.recordKey)} = ?`, params: [key] }])[0];
  if (!record) return undefined;
  const fields = holdFields(stores, record, holdStateOf(stores, key));
  const changed = Object.entries(fields).some(([name, value]) => !sameList(record[name], value));
  return changed ? stores.records.update(record.id, fields, undefined) : undefined;
}
