/** What generating one derived record's values knows: the record so far, its neighbours and its places. */
import type { Random } from '../fake-data/prng.js';
import { REGION_SAMPLES, type RegionSample } from '../fake-data/regions.js';
import { wordsOf } from './key-words.js';

export type Row = Record<string, unknown>;

export interface RowContext {
  random: Random;
  now: Date;
  /** Position of the record, 0 for the oldest. */
  index: number;
  count: number;
  resource: string;
  createdAt: Date;
  rowsOf(collection: string): ReadonlyArray<Row>;
  /** Values of the record generated so far. */
  row: Row;
  /** Entity rows bound to the record, by collection and key prefix. */
  bound: Map<string, Row | undefined>;
  /** Places of the record by side ('start', 'end'), each with its district. */
  regions: Map<string, RegionSample>;
  /** District chosen per city code, so district and address agree. */
  districts: Map<string, string>;
  /** The record names an order (order_no), so order keys such as consignor_name come from that waybill. */
  hasOrder: boolean;
}

/** Whether the key's words hold any of the candidates. */
export const hasWord = (words: readonly string[], ...candidates: string[]): boolean => candidates.some((c) => words.includes(c));

/** The region of the record's start or end side; the two sides differ. */
export function regionFor(ctx: RowContext, key: string): RegionSample {
  const side = hasWord(wordsOf(key), 'start', 'from', 'origin', 'sender', 'pickup', 'depart') ? 'start' : 'end';
  let region = ctx.regions.get(side);
  if (!region) {
    const other = ctx.regions.get(side === 'start' ? 'end' : 'start');
    const pool = REGION_SAMPLES.filter((candidate) => candidate !== other);
    region = ctx.random.pick(pool.length > 0 ? pool : REGION_SAMPLES);
    ctx.regions.set(side, region);
  }
  return region;
}
