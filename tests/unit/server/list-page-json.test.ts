// @vitest-environment node
/**
 * The list page written as text from the stored rows (record-json.ts) must be the very bytes the
 * object path gives: JSON.stringify(ok({ ...mainListPage(…), list: records with withFeesFor })).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.js';
import { RecordStore } from '../../../server/records/record-store.js';
import { mainListPage, mainListPageJson } from '../../../server/records/list-page.js';
import { recordJsonWriter } from '../../../server/records/record-json.js';
import { ok } from '../../../server/http/envelope.js';
import { MASKED_AMOUNT, withFeesFor } from '../../../server/tenancy/fee-visibility.js';
import type { CollectionSpec } from '../../../server/records/types.js';

const spec = (name: string): CollectionSpec => ({
  name,
  path: `/test/${name}`,
  ownership: { rule: 'company' },
  fields: { title: { type: 'string', filter: 'like' }, amount: { type: 'number' } },
  required: [],
});

let dir: string;
let db: Database;
let waybills: RecordStore;
let roles: RecordStore;

/** Data as the stores hold it: Chinese text, escapes, numbers, nested lines, and keys the record sets itself. */
const ROWS: Array<Record<string, unknown>> = [
  { title: '运单 "甲"\n第二行', amount: 12.5, fee_lines: [{ code: 'F1', amount: 3 }, { code: 'F2' }, ['odd'], null, 7] },
  {},
  { title: '无金额', fee_lines: 'not lines' },
  { amount: null, nested: { id: 9, version: 'x' } },
  { title: '自带 id', id: 999, created_at: 'data wins?', version: 42 },
  { title: 'emoji 🚚 \u2028 \\ /', amount: 0.1 + 0.2, big: 1e21, neg: -0, tags: [{ code: 'A' }] },
];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-json-'));
  db = openDatabase(join(dir, 'app.db')).db;
  waybills = new RecordStore(db, spec('waybills'));
  roles = new RecordStore(db, spec('roles'));
  ROWS.forEach((data, index) => {
    waybills.insertSeed({ data, created_at: `2026-01-0${index + 1} 08:00:00` });
    roles.insertSeed({ data, created_at: `2026-01-0${index + 1} 08:00:00` });
  });
  waybills.update(1, { title: '改过一次' }, undefined);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const expected = (store: RecordStore, query: Record<string, unknown>, visible: boolean): string => {
  const page = mainListPage(store, store.spec, query, undefined);
  return JSON.stringify(ok({ ...page, list: page.list.map((record) => withFeesFor(store.spec.name, record, visible)) }));
};

describe('list page JSON from stored rows', () => {
  for (const visible of [true, false]) {
    for (const name of ['waybills', 'roles']) {
      it(`is byte for byte the serialized page (${name}, fees ${visible ? 'shown' : 'masked'})`, () => {
        const store = name === 'waybills' ? waybills : roles;
        for (const query of [{ page: 1, per_page: 500 }, { page: 2, per_page: 4 }, { page: 9, per_page: 3 }, { page: 1, per_page: 2, title: '运单' }]) {
          // Twice: the second answer comes from the masked-text cache.
          for (let round = 0; round < 2; round += 1) {
            expect(mainListPageJson(store, query, undefined, [], recordJsonWriter(name, visible))).toBe(expected(store, query, visible));
          }
        }
      });
    }
  }

  it('masks amounts and fee lines for a caller who may not see fees', () => {
    const page = JSON.parse(mainListPageJson(waybills, { page: 1, per_page: 500 }, undefined, [], recordJsonWriter('waybills', false)));
    const first = page.data.list.find((record: { id: number }) => record.id === 1);
    expect(first.amount).toBe(MASKED_AMOUNT);
    expect(first.fee_lines[0]).toEqual({ code: 'F1', amount: MASKED_AMOUNT });
    expect(first.fee_lines[1]).toEqual({ code: 'F2', amount: MASKED_AMOUNT });
    expect(first.version).toBe(2);
    expect(page.data.total).toBe(ROWS.length);
  });
});
