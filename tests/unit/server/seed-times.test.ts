// @vitest-environment node
// Seeded records lie in the past: whatever the hour the demo database is made, no seeded row is dated later
// than that moment (an order just entered must sort above every seeded one).
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/collections/index.js';
import { seedDerivedRows } from '../../../server/derive/derived-seed.js';
import { formatLocalDateTime } from '../../../server/db/clock.js';
import { seedFor } from '../../../server/seed/seed-database.js';
import { createRandom } from '../../../server/fake-data/prng.js';

type Row = Record<string, unknown>;

/** Every collection's seeded created_at texts, seeding in order as the database does, at `now`. */
function seededTimes(now: Date): Array<{ collection: string; createdAt: string }> {
  const seeded = new Map<string, Row[]>();
  const rowsOf = (name: string): Row[] => seeded.get(name) ?? [];
  const times: Array<{ collection: string; createdAt: string }> = [];
  for (const spec of COLLECTIONS) {
    const records = spec.seed?.({ random: createRandom(seedFor(spec.path)), now, rowsOf }) ?? [];
    seeded.set(spec.name, records.map((record, index) => ({ id: record.id ?? index + 1, ...record.data, created_at: record.created_at })));
    for (const record of records) if (record.created_at !== undefined) times.push({ collection: spec.name, createdAt: String(record.created_at) });
  }
  const derived = seedDerivedRows(
    { resource: '/order/intercepts', fields: { reason: { spec: { type: 'string' as const, maxLength: 30 }, hints: { label: '拦截原因' } } }, required: [], views: [] },
    { random: createRandom(seedFor('/order/intercepts')), now, rowsOf },
  );
  for (const record of derived) times.push({ collection: 'derived', createdAt: String(record.created_at) });
  return times;
}

describe('seeded creation times', () => {
  // Early in the morning most of the working day is still ahead; late at night all of it is behind.
  for (const moment of ['2026-06-01T07:05:00', '2026-06-01T12:30:00', '2026-06-01T23:50:00']) {
    it(`are never after the moment the seed runs (${moment})`, () => {
      const now = new Date(moment);
      const times = seededTimes(now);
      expect(times.length).toBeGreaterThan(500);
      const latest = formatLocalDateTime(now);
      expect(times.filter(({ createdAt }) => createdAt > latest)).toEqual([]);
    });
  }
});
