/**
 * Rows of dashboard charts whose API no route serves: the category axis from the x key (days, months,
 * an enum of a collection, cities), the series as counts of that collection where one is named, else
 * stable seeded numbers. A money series is never made up (nor summed outside the caller's rows): it has no
 * number (null, a gap in the chart); money charts have routes of their own (server/stats/income-spend.ts).
 */
import { formatLocalDate } from '../db/clock.js';
import type { RecordStore } from '../records/record-store.js';
import { fieldExpression, type SqlCondition } from '../db/record-sql.js';
import { looksMoney, wordsOf } from '../derive/key-words.js';
import { createRandom } from '../fake-data/prng.js';
import { REGION_SAMPLES } from '../fake-data/regions.js';
import { seedFor } from '../seed/seed-database.js';
import { MASKED_TOTAL } from '../tenancy/fee-visibility.js';

export type ChartRow = Record<string, string | number | null>;

const DAYS = 7;
const MONTHS = 6;

interface Category {
  label: string;
  condition?: SqlCondition;
}

function categories(xKey: string, store: RecordStore | undefined, now: Date): Category[] {
  const words = wordsOf(xKey);
  if (words.some((w) => ['date', 'day', 'time'].includes(w))) {
    return Array.from({ length: DAYS }, (_, i) => {
      const day = formatLocalDate(new Date(now.getTime() - (DAYS - 1 - i) * 86_400_000));
      return { label: day, condition: { sql: 'substr(created_at, 1, 10) = ?', params: [day] } };
    });
  }
  if (words.some((w) => ['month', 'period'].includes(w))) {
    return Array.from({ length: MONTHS }, (_, i) => {
      const month = new Date(now.getFullYear(), now.getMonth() - (MONTHS - 1 - i), 1);
      const label = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
      return { label, condition: { sql: 'substr(created_at, 1, 7) = ?', params: [label] } };
    });
  }
  const field = store?.spec.fields[xKey];
  if (store && field?.enum) {
    return field.enum.map((value) => ({ label: String(value), condition: { sql: `${fieldExpression(xKey)} = ?`, params: [value] } }));
  }
  if (words.some((w) => ['city', 'province', 'region', 'area'].includes(w))) {
    const key = words.includes('province') ? 'province' : 'city';
    return REGION_SAMPLES.slice(0, 8).map((region) => ({ label: region[key] }));
  }
  return ['华东', '华南', '华北', '华中', '西南', '西北'].map((label) => ({ label }));
}

/** The rows of one chart; counts come from `store` when the categories are conditions on it. */
export function chartRows(api: string, xKey: string, yKeys: readonly string[], store: RecordStore | undefined, now = new Date()): ChartRow[] {
  const random = createRandom(seedFor(`${api}#${xKey}`));
  return categories(xKey, store, now).map((category) => {
    const row: ChartRow = { [xKey]: category.label };
    yKeys.forEach((yKey, index) => {
      if (looksMoney(yKey)) row[yKey] = MASKED_TOTAL;
      else if (store && category.condition && index === 0) row[yKey] = store.count([category.condition]);
      else row[yKey] = random.int(5, 200);
    });
    return row;
  });
}
