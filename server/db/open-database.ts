/** Opens (and creates when needed) the SQLite file and its tables. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { addRecordVersionColumn } from './record-version-column.js';
import { SCHEMA_SQL } from './schema.js';

/** Marker written once the demo data is in; a file without it is treated as new. */
export const SEEDED_SETTING_KEY = 'seeded_at';

export interface OpenedDatabase {
  db: Database;
  /** True when the file has no seeded data yet (new file, or a first seed that never finished). */
  needsSeed: boolean;
}

export function openDatabase(file: string): OpenedDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  addRecordVersionColumn(db);
  const seeded = db.prepare('SELECT 1 FROM settings WHERE key = ?').get(SEEDED_SETTING_KEY);
  return { db, needsSeed: seeded === undefined };
}
