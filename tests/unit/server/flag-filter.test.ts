// @vitest-environment node
/**
 * The 'flag' filter of a boolean field (server/records/query-filters.ts): `visited=false`
 * matches the records whose flag is false or missing (never set), `visited=true` only those set true;
 * the plain 'eq' filter of a boolean still matches a stored false only.
 */
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { filterProperties } from '../../../server/records/json-schemas.js';
import { buildFilterConditions } from '../../../server/records/query-filters.js';
import { allOf } from '../../../server/db/record-sql.js';
import type { CollectionSpec } from '../../../server/records/types.js';

const spec: CollectionSpec = {
  name: 'visits',
  path: '/visits',
  ownership: { rule: 'platformOnly' },
  required: [],
  fields: { visited: { type: 'boolean', filter: 'flag' }, archived: { type: 'boolean' } },
};

const db = new BetterSqlite3(':memory:');
db.exec('CREATE TABLE records (id INTEGER PRIMARY KEY, data TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO records (id, data) VALUES (?, ?)');
[{}, { visited: false }, { visited: true }, { archived: false }, { archived: true, visited: true }].forEach((data, index) => insert.run(index + 1, JSON.stringify(data)));
afterAll(() => db.close());

function idsWhere(query: Record<string, unknown>): number[] {
  const where = allOf(buildFilterConditions(spec, query));
  const rows = db.prepare(`SELECT id FROM records WHERE ${where.sql || '1'} ORDER BY id`).all(...where.params) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

describe('the flag filter of a boolean field', () => {
  it('counts a missing flag as false', () => {
    expect(idsWhere({ visited: false })).toEqual([1, 2, 4]);
    expect(idsWhere({ visited: 'false' })).toEqual([1, 2, 4]);
  });

  it('matches true only where the flag is set true', () => {
    expect(idsWhere({ visited: true })).toEqual([3, 5]);
  });

  it('leaves the plain exact match of a boolean as it was: a missing value is not false', () => {
    expect(idsWhere({ archived: false })).toEqual([4]);
    expect(idsWhere({ archived: false, visited: false })).toEqual([4]);
  });

  it('takes the flag as a boolean query parameter', () => {
    expect(filterProperties(spec).visited).toEqual({ type: 'boolean' });
  });
});
