// @vitest-environment node
/**
 * ListPageCache on a real SQLite file: a kept page is answered without rebuilding it until a record
 * of any collection is inserted, updated or deleted, and it keeps no more bytes than it is allowed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open-database.js';
import { ListPageCache, listPageKey } from '../../../server/records/list-page-cache.js';
import { RecordStore } from '../../../server/records/record-store.js';
import type { CollectionSpec } from '../../../server/records/types.js';

const spec = (name: string): CollectionSpec => ({ name, path: `/test/${name}`, ownership: { rule: 'company' }, fields: { title: { type: 'string' } }, required: [] });

let dir: string;
let db: Database;
let orders: RecordStore;
let notes: RecordStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'list-cache-'));
  db = openDatabase(join(dir, 'app.db')).db;
  orders = new RecordStore(db, spec('orders'));
  notes = new RecordStore(db, spec('notes'));
  orders.insertSeed({ data: { title: '甲' } });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A cache whose pages are built by counting calls, so a test sees when a page was rebuilt. */
function counting(maxBytes?: number) {
  const cache = new ListPageCache(db, maxBytes);
  let builds = 0;
  const load = (key: string, text = `page ${key}`): string => cache.page(key, () => {
    builds += 1;
    return text;
  }).toString('utf8');
  return { load, builds: () => builds };
}

describe('ListPageCache', () => {
  it('answers a kept page without rebuilding it, as UTF-8 bytes of the built text', () => {
    const { load, builds } = counting();
    expect(load('a', '{"list":["运单"]}')).toBe('{"list":["运单"]}');
    expect(load('a', 'not used')).toBe('{"list":["运单"]}');
    expect(builds()).toBe(1);
  });

  it.each([
    ['an insert', () => orders.insertSeed({ data: { title: '乙' } })],
    ['an update', () => orders.update(1, { title: '改' }, undefined)],
    ['a delete', () => orders.remove(1, undefined)],
    ['a write to another collection', () => notes.insertSeed({ data: { title: '备注' } })],
  ])('rebuilds every page after %s', (_name, change) => {
    const { load, builds } = counting();
    load('a');
    load('b');
    change();
    load('a');
    load('b');
    expect(builds()).toBe(4);
  });

  it('keeps pages after an update that changed nothing (a stale version)', () => {
    const { load, builds } = counting();
    load('a');
    expect(() => orders.update(1, { title: '改' }, undefined, 7)).toThrow();
    load('a');
    expect(builds()).toBe(1);
  });

  it('drops the least recently used pages beyond its byte budget', () => {
    const { load, builds } = counting(20);
    load('a', '1234567890');
    load('b', '1234567890');
    load('a');
    // 'c' needs room: 'b' was used longest ago.
    load('c', '1234567890');
    load('a');
    expect(builds()).toBe(3);
    load('b', '1234567890');
    expect(builds()).toBe(4);
    // A page larger than the budget is answered, not kept.
    load('huge', 'x'.repeat(21));
    load('huge', 'x'.repeat(21));
    expect(builds()).toBe(6);
  });
});

describe('listPageKey', () => {
  const query = { conditions: [{ sql: 'x = ?', params: [1] }], owner: undefined, page: 1, perPage: 500 };
  it('differs in every input that changes a page', () => {
    const base = listPageKey('orders', query, true);
    expect(new Set([
      base,
      listPageKey('notes', query, true),
      listPageKey('orders', query, false),
      listPageKey('orders', { ...query, owner: 3 }, true),
      listPageKey('orders', { ...query, page: 2 }, true),
      listPageKey('orders', { ...query, perPage: 50 }, true),
      listPageKey('orders', { ...query, conditions: [{ sql: 'x = ?', params: [2] }] }, true),
      listPageKey('orders', { ...query, conditions: [{ sql: 'x = ?', params: ['1'] }] }, true),
      listPageKey('orders', { ...query, conditions: [{ sql: 'y = ?', params: [1] }] }, true),
    ]).size).toBe(9);
  });
});
