/** Extra rows for the list benchmarks, written into the reference server's database. */
import Database from 'better-sqlite3';

const COLLECTION = 'waybills';

/**
 * Copies the seeded waybills (new ids and order numbers) until the collection holds `minRows`; the
 * order and waybill lists read this collection. Returns the number of waybills.
 */
export function seedWaybills(dbFile: string, minRows: number): number {
  const db = new Database(dbFile);
  try {
    const rows = db
      .prepare('SELECT owner_id, data, created_at, updated_at FROM records WHERE collection = ?')
      .all(COLLECTION) as Array<{ owner_id: number | null; data: string; created_at: string; updated_at: string }>;
    if (rows.length === 0) throw new Error('the reference server seeded no waybills');
    const last = (db.prepare('SELECT MAX(id) AS id FROM records WHERE collection = ?').get(COLLECTION) as { id: number }).id;
    const insert = db.prepare('INSERT INTO records (collection, id, owner_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (let copy = 0; rows.length + copy < minRows; copy += 1) {
        const source = rows[copy % rows.length]!;
        const id = last + copy + 1;
        const data = { ...(JSON.parse(source.data) as Record<string, unknown>), order_no: `BENCH${String(id).padStart(8, '0')}` };
        insert.run(COLLECTION, id, source.owner_id, JSON.stringify(data), source.created_at, source.updated_at);
      }
      db.prepare('UPDATE record_sequences SET last_id = MAX(last_id, ?) WHERE collection = ?').run(last + minRows, COLLECTION);
    })();
    return (db.prepare('SELECT COUNT(*) AS n FROM records WHERE collection = ?').get(COLLECTION) as { n: number }).n;
  } finally {
    db.close();
  }
}

