/** CRUD of one collection's rows in the shared records table. */
import type { Database, Statement } from 'better-sqlite3';
import { formatLocalDateTime } from '../db/clock.js';
import { allOf, fieldExpression, type SqlCondition } from '../db/record-sql.js';
import type { CollectionSpec, SeedRecord } from './types.js';

/** A record as the API returns it: id, the data fields, then the timestamps and the version. */
export type ApiRecord = { id: number; created_at: string; updated_at: string; version: number } & Record<string, unknown>;

/** A row of the records table as SQLite returns it (`data` is the JSON text of the data fields). */
export interface RecordRow {
  id: number;
  data: string;
  created_at: string;
  updated_at: string;
  version: number;
}

/** Thrown by an update based on a version other than the stored one; nothing was changed. */
export class StaleVersionError extends Error {
  constructor(readonly current: number) {
    super(`stale version (current ${current})`);
    this.name = 'StaleVersionError';
  }
}

const COLUMNS = 'id, data, created_at, updated_at, version';

/** A JSON value as json_extract returns it: booleans are 1/0, missing values NULL. */
const sqlValue = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value ?? null);

export const toApiRecord = (row: RecordRow): ApiRecord => ({
  id: row.id,
  ...(JSON.parse(row.data) as Record<string, unknown>),
  created_at: row.created_at,
  updated_at: row.updated_at,
  version: row.version,
});

export interface ListPage {
  rows: ApiRecord[];
  total: number;
}

/** A page of stored rows, not yet turned into records (see record-json.ts). */
export interface RowPage {
  rows: RecordRow[];
  total: number;
}

export class RecordStore {
  /** Prepared statements by SQL text (seeding inserts thousands of rows). */
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Database,
    readonly spec: CollectionSpec,
  ) {}

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Conditions every query carries: the collection, and the owner when rows are scoped. */
  private scope(owner: number | undefined): SqlCondition[] {
    const conditions: SqlCondition[] = [{ sql: 'collection = ?', params: [this.spec.name] }];
    if (this.spec.ownerScoped) conditions.push({ sql: 'owner_id IS ?', params: [owner ?? null] });
    return conditions;
  }

  list(filters: SqlCondition[], owner: number | undefined, limit: number, offset: number): ListPage {
    const page = this.listRows(filters, owner, limit, offset);
    return { rows: page.rows.map(toApiRecord), total: page.total };
  }

  /** The rows `list` answers, as stored: a list page can write their JSON without parsing it. */
  listRows(filters: SqlCondition[], owner: number | undefined, limit: number, offset: number): RowPage {
    const where = allOf([...this.scope(owner), ...filters]);
    const total = (this.prepare(`SELECT COUNT(*) AS n FROM records WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    const rows = this
      .prepare(`SELECT ${COLUMNS} FROM records WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...where.params, limit, offset) as RecordRow[];
    return { rows, total };
  }

  /** How many rows match (all owners when rows are not scoped). */
  count(filters: SqlCondition[] = [], owner?: number): number {
    const where = allOf([...this.scope(owner), ...filters]);
    return (this.prepare(`SELECT COUNT(*) AS n FROM records WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
  }

  /** Sum of a numeric field over the matching rows (0 when none), rounded to cents. */
  sum(field: string, filters: SqlCondition[] = [], owner?: number): number {
    const where = allOf([...this.scope(owner), ...filters]);
    const row = this.prepare(`SELECT SUM(${fieldExpression(field)}) AS total FROM records WHERE ${where.sql}`).get(...where.params) as { total: number | null };
    return Math.round((row.total ?? 0) * 100) / 100;
  }

  /** The stored values of one field over the matching rows (what an exact sum in fen is made of). */
  fieldValues(field: string, filters: SqlCondition[] = [], owner?: number): unknown[] {
    const where = allOf([...this.scope(owner), ...filters]);
    const rows = this.prepare(`SELECT ${fieldExpression(field)} AS value FROM records WHERE ${where.sql}`).all(...where.params) as Array<{ value: unknown }>;
    return rows.map((row) => row.value);
  }

  /** Whether the collection has no rows at all (any owner). */
  isEmpty(): boolean {
    return this.prepare('SELECT 1 FROM records WHERE collection = ? LIMIT 1').get(this.spec.name) === undefined;
  }

  /** Every row of the collection regardless of owner, oldest first (seeding and lookups). */
  allRows(): ApiRecord[] {
    return this.allRowsWhere([]);
  }

  /** Every row meeting `conditions` (a caller's tenancy or scope) regardless of owner, oldest first. */
  allRowsWhere(conditions: readonly SqlCondition[]): ApiRecord[] {
    const where = allOf([{ sql: 'collection = ?', params: [this.spec.name] }, ...conditions]);
    const rows = this.prepare(`SELECT ${COLUMNS} FROM records WHERE ${where.sql} ORDER BY created_at, id`).all(...where.params) as RecordRow[];
    return rows.map(toApiRecord);
  }

  /**
   * By numeric id, or by the collection's alternate key when `key` matches its pattern; `extra` conditions
   * (the caller's tenancy) must hold too.
   */
  find(key: string | number, owner: number | undefined, extra: readonly SqlCondition[] = []): ApiRecord | undefined {
    const alternate = this.spec.alternateKey;
    const byAlternate = alternate !== undefined && typeof key === 'string' && new RegExp(alternate.pattern).test(key);
    const condition: SqlCondition = byAlternate
      ? { sql: `${fieldExpression(alternate.field)} = ?`, params: [key] }
      : { sql: 'id = ?', params: [Number(key)] };
    const where = allOf([...this.scope(owner), condition, ...extra]);
    const row = this.prepare(`SELECT ${COLUMNS} FROM records WHERE ${where.sql}`).get(...where.params) as RecordRow | undefined;
    return row && toApiRecord(row);
  }

  /** Whether a record holding `data` would meet `condition` (a tenancy check before a write). */
  meets(condition: SqlCondition, data: Readonly<Record<string, unknown>>): boolean {
    return this.prepare(`SELECT 1 FROM (SELECT ? AS data) WHERE ${condition.sql}`).get(JSON.stringify(data), ...condition.params) !== undefined;
  }

  /**
   * Whether another row of the collection already has this value, among the rows whose `within` fields
   * hold the given values (a missing value matches rows without one), and of `owner` when given (any owner
   * otherwise).
   */
  hasDuplicate(field: string, value: unknown, exceptId?: number, within: Readonly<Record<string, unknown>> = {}, owner?: number): boolean {
    const scope = Object.keys(within).map((name) => ` AND ${fieldExpression(name)} IS ?`).join('');
    const ownerScope = owner === undefined ? '' : ' AND owner_id = ?';
    const row = this
      .prepare(`SELECT 1 FROM records WHERE collection = ? AND ${fieldExpression(field)} = ? AND id IS NOT ?${scope}${ownerScope}`)
      .get(this.spec.name, value as string | number, exceptId ?? null, ...Object.values(within).map(sqlValue), ...(owner === undefined ? [] : [owner]));
    return row !== undefined;
  }

  /** The company (main account) a row belongs to; undefined for a missing row or one without an owner. */
  ownerOf(id: number): number | undefined {
    const row = this.prepare('SELECT owner_id FROM records WHERE collection = ? AND id = ?').get(this.spec.name, id) as { owner_id: number | null } | undefined;
    return row?.owner_id ?? undefined;
  }

  private nextId(): number {
    const row = this
      .prepare(
        `INSERT INTO record_sequences (collection, last_id) VALUES (?, 1)
         ON CONFLICT(collection) DO UPDATE SET last_id = last_id + 1 RETURNING last_id`,
      )
      .get(this.spec.name) as { last_id: number };
    return row.last_id;
  }

  private raiseSequence(id: number): void {
    this
      .prepare(
        `INSERT INTO record_sequences (collection, last_id) VALUES (?, ?)
         ON CONFLICT(collection) DO UPDATE SET last_id = MAX(last_id, excluded.last_id)`,
      )
      .run(this.spec.name, id);
  }

  insert(data: Record<string, unknown>, owner: number | undefined, createdAt: Date = new Date()): ApiRecord {
    return this.db.transaction(() => {
      const id = this.nextId();
      const generated = this.spec.generateOnCreate?.(id, createdAt) ?? {};
      const stamp = formatLocalDateTime(createdAt);
      const merged = { ...generated, ...data };
      return this.write(id, { ...merged, ...this.spec.completeOnCreate?.(merged) }, owner, stamp);
    })();
  }

  insertSeed(record: SeedRecord): ApiRecord {
    const stamp = record.created_at ?? formatLocalDateTime(new Date());
    if (record.id === undefined) {
      const id = this.nextId();
      return this.write(id, record.data, record.owner_id, stamp);
    }
    this.raiseSequence(record.id);
    return this.write(record.id, record.data, record.owner_id, stamp);
  }

  private write(id: number, data: Record<string, unknown>, owner: number | undefined, stamp: string): ApiRecord {
    this
      .prepare('INSERT INTO records (collection, id, owner_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(this.spec.name, id, owner ?? null, JSON.stringify(data), stamp, stamp);
    return { id, ...data, created_at: stamp, updated_at: stamp, version: 1 };
  }

  /**
   * Merges `patch` into the record and raises its version by one. With `expectedVersion` (the version
   * the caller's edit was based on) the write happens only while the stored version is still that one;
   * otherwise StaleVersionError, and nothing changes.
   */
  update(id: number, patch: Record<string, unknown>, owner: number | undefined, expectedVersion?: number): ApiRecord | undefined {
    const existing = this.find(id, owner);
    if (!existing) return undefined;
    if (expectedVersion !== undefined && existing.version !== expectedVersion) throw new StaleVersionError(existing.version);
    const { id: _id, created_at: _created, updated_at: _updated, version, ...data } = existing;
    const merged = { ...data, ...patch };
    const stamp = formatLocalDateTime(new Date());
    // The version condition makes the check and the write one step even if another writer shares the file.
    const changes = this
      .prepare('UPDATE records SET data = ?, updated_at = ?, version = version + 1 WHERE collection = ? AND id = ? AND version = ?')
      .run(JSON.stringify(merged), stamp, this.spec.name, id, version).changes;
    if (changes === 0) throw new StaleVersionError(this.find(id, owner)?.version ?? version);
    return { id, ...merged, created_at: existing.created_at, updated_at: stamp, version: version + 1 };
  }

  /**
   * The collection's exclusive flag (spec.exclusiveFlag) left on `record` alone: when the record holds it,
   * the other rows of the same owner (company) with the same `within` values get the flag's `off` value.
   * How many rows changed.
   */
  keepFlagExclusive(record: Readonly<Record<string, unknown>> & { id: number }): number {
    const rule = this.spec.exclusiveFlag;
    if (!rule || record[rule.field] !== rule.on) return 0;
    const scope = rule.within.map((name) => ` AND ${fieldExpression(name)} IS ?`).join('');
    const path = `$.${rule.field}`;
    return this
      .prepare(
        `UPDATE records SET data = json_set(data, ?, ?), updated_at = ?, version = version + 1
         WHERE collection = ? AND id != ? AND ${fieldExpression(rule.field)} = ?${scope}
           AND owner_id IS (SELECT owner_id FROM records WHERE collection = ? AND id = ?)`,
      )
      .run(
        path, rule.off, formatLocalDateTime(new Date()), this.spec.name, record.id, rule.on, ...rule.within.map((name) => sqlValue(record[name])),
        this.spec.name, record.id,
      ).changes;
  }

  /** Runs `work` as one transaction: every write in it (of any table on this database) is kept, or none. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  remove(id: number, owner: number | undefined): boolean {
    const where = allOf([...this.scope(owner), { sql: 'id = ?', params: [id] }]);
    return this.prepare(`DELETE FROM records WHERE ${where.sql}`).run(...where.params).changes > 0;
  }
}
