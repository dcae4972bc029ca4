/**
 * Demo data. A new database gets the demo users and every collection's seed rows in one transaction.
 * An existing database gets the seed of a collection it has never seeded and that has no rows yet (a
 * collection declared, or a descriptor added, since the file was created). Seeded collections are
 * remembered in the settings, so a collection whose rows were all deleted on purpose stays empty.
 */
import type { Database } from 'better-sqlite3';
import type { RecordStore } from '../records/record-store.js';
import { SEEDED_SETTING_KEY } from '../db/open-database.js';
import { nowDateTime } from '../db/clock.js';
import { SettingsStore } from '../db/settings.js';
import { UserStore } from '../users/user-store.js';
import { createRandom } from '../fake-data/prng.js';
import { demoOwner } from './demo-owners.js';

const SEEDED_COLLECTION_PREFIX = 'seeded_collection:';

/** Each collection gets its own generator, so adding one collection leaves the others' data unchanged. */
export function seedFor(name: string): number {
  let seed = 20_240_601;
  for (const char of name) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  return seed;
}

/** Seeds in the order given: a collection's seed may read the rows of the collections before it. */
export function seedDatabase(db: Database, stores: readonly RecordStore[], isNewDatabase: boolean): string[] {
  const now = new Date();
  const settings = new SettingsStore(db);
  const byName = new Map(stores.map((store) => [store.spec.name, store]));
  // Seeds look other collections up row by row; read each collection once (until it is seeded itself).
  const cache = new Map<string, ReadonlyArray<Record<string, unknown>>>();
  const rowsOf = (name: string): ReadonlyArray<Record<string, unknown>> => {
    let rows = cache.get(name);
    if (!rows) {
      rows = byName.get(name)?.allRows() ?? [];
      cache.set(name, rows);
    }
    return rows;
  };
  const seeded: string[] = [];
  db.transaction(() => {
    if (isNewDatabase) new UserStore(db).seedDemoUsers();
    for (const store of stores) {
      const key = SEEDED_COLLECTION_PREFIX + store.spec.name;
      if (settings.get(key) !== undefined) continue;
      if (isNewDatabase || store.isEmpty()) {
        const records = store.spec.seed?.({ random: createRandom(seedFor(store.spec.path)), now, rowsOf }) ?? [];
        // A row that names no owner gets the demo company its collection's ownership deals it to.
        records.forEach((record, index) => store.insertSeed({ ...record, owner_id: record.owner_id ?? demoOwner(store.spec, index) }));
        cache.delete(store.spec.name);
        seeded.push(store.spec.name);
      }
      settings.set(key, nowDateTime());
    }
    if (isNewDatabase) settings.set(SEEDED_SETTING_KEY, nowDateTime());
  })();
  return seeded;
}
