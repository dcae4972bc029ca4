/**
 * Seed rows of a derived collection: 25–40 records (more when many views need rows), values from the key
 * names and formats, enums spread over every option, and a block of rows matching each view's api.params.
 */
import { creationTimes } from '../codes/core-fields.js';
import type { SeedContext, SeedRecord } from '../records/types.js';
import type { Scalar } from '../descriptors/screen-doc.js';
import { spreadEvenly } from '../fake-data/distribute.js';
import type { RegionSample } from '../fake-data/regions.js';
import { entityRefOf } from './entity-refs.js';
import type { InferredField } from './field-inference.js';
import { wordsOf } from './key-words.js';
import { generateValue } from './value-generator.js';
import { type Row, type RowContext } from './row-context.js';

export interface SeedPlan {
  resource: string;
  fields: Readonly<Record<string, InferredField>>;
  required: readonly string[];
  /** The api.params of the views of this resource; each gets rows that match it. */
  views: ReadonlyArray<Readonly<Record<string, Scalar>>>;
}

const MIN_ROWS = 25;
const MAX_EXTRA_ROWS = 15;
const ROWS_PER_VIEW = 3;

/** Codes and numbers first (fee_code before fee_name), then starts before ends, then the rest. */
function generationOrder(keys: readonly string[]): string[] {
  const rank = (key: string): number => {
    const words = wordsOf(key);
    if (entityRefOf(key)?.collection === 'waybills') return 0;
    if (words.includes('code') || words.includes('no')) return 1;
    if (words[0] === 'start' || words[0] === 'from' || words[0] === 'begin') return 2;
    return 3;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

/** Items of an array-of-objects field (a detail screen's table): a few rows from its columns. */
function tableItems(field: InferredField, ctx: RowContext): Row[] {
  const columns = field.hints.itemFields ?? {};
  const count = 1 + ctx.random.int(0, 3);
  return Array.from({ length: count }, (_, index) => {
    const item: Row = {};
    const itemCtx: RowContext = { ...ctx, index, row: item, bound: new Map(), regions: new Map(ctx.regions), districts: new Map(ctx.districts) };
    for (const [key, column] of Object.entries(columns)) {
      item[key] = column.hints.choices ? ctx.random.pick(column.hints.choices) : generateValue(key, column, itemCtx);
    }
    return item;
  });
}

export function seedDerivedRows(plan: SeedPlan, context: SeedContext): SeedRecord[] {
  const { random, now } = context;
  const views = plan.views.filter((view) => Object.keys(view).length > 0);
  const count = Math.max(MIN_ROWS + random.int(0, MAX_EXTRA_ROWS), ROWS_PER_VIEW * (views.length + 1) + 10);
  const times = creationTimes(random, now, count, 90);
  const keys = generationOrder(Object.keys(plan.fields));
  const hasOrder = keys.some((key) => entityRefOf(key)?.collection === 'waybills');
  const spreads = new Map<string, Scalar[]>();
  for (const [key, field] of Object.entries(plan.fields)) {
    if (field.hints.choices && field.hints.choices.length > 0) spreads.set(key, spreadEvenly(random, count, field.hints.choices));
  }

  const records: SeedRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const createdAt = times[index] ?? '';
    const row: Row = {};
    const ctx: RowContext = {
      random, now, index, count, resource: plan.resource, createdAt: new Date(createdAt.replace(' ', 'T')),
      rowsOf: context.rowsOf, row, bound: new Map(), regions: new Map<string, RegionSample>(), districts: new Map(), hasOrder,
    };
    for (const key of keys) {
      const field = plan.fields[key];
      if (!field) continue;
      const spread = spreads.get(key);
      const value = spread ? spread[index] : field.hints.itemFields ? tableItems(field, ctx) : generateValue(key, field, ctx);
      if (value !== undefined) row[key] = value;
    }
    // Every view (e.g. {"status": "PENDING"}) gets its own block of rows.
    const view = views[index % (views.length + 1) - 1];
    if (view) Object.assign(row, view);
    records.push({ data: row, created_at: createdAt });
  }
  return records;
}
