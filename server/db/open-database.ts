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
  // FULL: a committed write survives a power loss too, not only a crash of the process. Writes here
  // are a few per user action, so the extra fsync per commit costs nothing anyone notices.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // A second process (a CLI next to the server) waits for the lock instead of failing at once.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA_SQL);
  addRecordVersionColumn(db);
  const seeded = db.prepare('SELECT 1 FROM settings WHERE key = ?').get(SEEDED_SETTING_KEY);
  return { db, needsSeed: seeded === undefined };
}
