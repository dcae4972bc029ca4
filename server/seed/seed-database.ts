/** Fills a new database with the demo users and every collection's seed rows, in one transaction. */
import type { Database } from 'better-sqlite3';
import type { RecordStore } from '../collections/framework/record-store.js';
import { SEEDED_SETTING_KEY } from '../db/open-database.js';
import { nowDateTime } from '../db/clock.js';
import { SettingsStore } from '../db/settings.js';
import { UserStore } from '../users/user-store.js';
import { createRandom } from './prng.js';

/** Each collection gets its own generator, so adding one collection leaves the others' data unchanged. */
function seedFor(name: string): number {
  let seed = 20_240_601;
  for (const char of name) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  return seed;
}

export function seedDatabase(db: Database, stores: readonly RecordStore[]): void {
  const now = new Date();
  db.transaction(() => {
    new UserStore(db).seedDemoUsers();
    for (const store of stores) {
      const records = store.spec.seed?.({ random: createRandom(seedFor(store.spec.name)), now }) ?? [];
      for (const record of records) store.insertSeed(record);
    }
    new SettingsStore(db).set(SEEDED_SETTING_KEY, nowDateTime());
  })();
}
