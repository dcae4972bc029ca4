/** Key/value settings persisted in the database (maintenance notice, version, JWT secret...). */
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

export class SettingsStore {
  /** The maintenance guard reads a setting on every request. */
  private readonly statements: StatementCache;

  constructor(private readonly db: Database) {
    this.statements = new StatementCache(db);
  }

  get(key: string): string | undefined {
    const row = this.statements.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return row?.value;
  }

  set(key: string, value: string): void {
    this.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  /** The stored value, or `create()`'s result stored now. */
  getOrCreate(key: string, create: () => string): string {
    const existing = this.get(key);
    if (existing !== undefined) return existing;
    const value = create();
    this.set(key, value);
    return value;
  }
}
