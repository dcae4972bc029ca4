/**
 * Database files made before records carried a version lack the column; it is added in place (every
 * existing row starts at version 1), so a kept data/app.db keeps working.
 */
import type { Database } from 'better-sqlite3';

export function addRecordVersionColumn(db: Database): void {
  const columns = db.prepare('PRAGMA table_info(records)').all() as { name: string }[];
  if (columns.some((column) => column.name === 'version')) return;
  db.exec('ALTER TABLE records ADD COLUMN version INTEGER NOT NULL DEFAULT 1');
}
