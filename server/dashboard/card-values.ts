/**
 * Numbers of dashboard cards whose API no route serves, read from the card's API path and value key:
 * `ticket_in_progress` counts tickets with status IN_PROGRESS, `today_signed` waybills signed today,
 * `month_income` sums this month's income settlements; keys naming nothing countable get a stable
 * seeded number.
 */
import { OPEN_ABNORMAL_STATUSES, OPEN_TICKET_STATUSES } from '../collections/core/codes.js';
import { formatLocalDate } from '../db/clock.js';
import type { RecordStore } from '../collections/framework/record-store.js';
import { fieldExpression, type SqlCondition } from '../collections/framework/query-filters.js';
import { looksMoney, wordsOf } from '../derive/key-words.js';
import { createRandom } from '../seed/prng.js';
import { MASKED_TOTAL } from '../tenancy/fee-visibility.js';
import { seedFor } from '../seed/seed-database.js';

/** Words naming each core collection; derived collections are named by the words of their path's last segment. */
const COLLECTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  waybills: ['order', 'orders', 'waybill', 'waybills'],
  tickets: ['ticket', 'tickets'],
  abnormals: ['abnormal', 'abnormals', 'exception', 'exceptions'],
  consignors: ['consignor', 'consignors', 'merchant', 'merchants'],
  servicers: ['servicer', 'servicers'],
  transporters: ['transporter', 'transporters', 'carrier', 'carriers', 'driver', 'drivers'],
  stores: ['store', 'stores', 'shop', 'shops'],
  warehouses: ['warehouse', 'warehouses'],
  products: ['product', 'products', 'goods'],
  settlements: ['settlement', 'settlements', 'settle', 'income', 'finance'],
  bills: ['bill', 'bills'],
};
const IGNORED_WORDS = new Set(['count', 'counts', 'total', 'num', 'number', 'sum', 'qty', 'all', 'stats', 'stat', 'of', 'amount', 'value', 'created', 'new', 'added']);
const TIME_WORDS = new Set(['today', 'month', 'week', 'yesterday']);
const OPEN_WORDS = new Set(['pending', 'open', 'unfinished', 'processing', 'todo']);
const OPEN_STATUSES: Readonly<Record<string, readonly string[]>> = { tickets: OPEN_TICKET_STATUSES, abnormals: OPEN_ABNORMAL_STATUSES };

/** The caller's view of a store: the conditions limiting its rows to the caller's (server/tenancy). */
export type CallerScope = (store: RecordStore) => SqlCondition[];
/** A card's number for a caller; null for a money card the caller may not see (no fee-display code). */
export type CardValue = (scope: CallerScope, seesFees: boolean) => number | null;

function wordsNaming(store: RecordStore): string[] {
  const core = COLLECTION_WORDS[store.spec.name];
  if (core) return [...core];
  const lastSegment = store.spec.path.split('/').filter(Boolean).pop() ?? '';
  const words = wordsOf(lastSegment);
  const tail = words[words.length - 1] ?? '';
  return [tail, tail.replace(/s$/, ''), lastSegment.replace(/-/g, '_')];
}

function findCollection(words: readonly string[], stores: readonly RecordStore[]): RecordStore | undefined {
  for (const word of words) {
    const store = stores.find((candidate) => wordsNaming(candidate).includes(word));
    if (store) return store;
  }
  return undefined;
}

/** `['in', 'progress']` → a status (or other enum) condition on the store, with the words it used. */
function enumCondition(store: RecordStore, words: readonly string[]): { condition: SqlCondition; used: string[] } | undefined {
  for (let length = words.length; length > 0; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const part = words.slice(start, start + length);
      const value = part.join('_').toUpperCase();
      for (const [name, field] of Object.entries(store.spec.fields)) {
        if (field.enum?.includes(value)) return { condition: { sql: `${fieldExpression(name)} = ?`, params: [value] }, used: part };
        const flagName = `is_${part.join('_')}`;
        if (name === flagName && field.type === 'integer') return { condition: { sql: `${fieldExpression(name)} = 1`, params: [] }, used: part };
      }
    }
  }
  return undefined;
}

function timeCondition(store: RecordStore, words: readonly string[], statusWords: readonly string[]): SqlCondition | undefined {
  const now = new Date();
  const stem = (statusWords[0] ?? '').replace(/ed$/, '').replace(/e$/, '');
  const field = Object.keys(store.spec.fields).find((name) => stem !== '' && name.startsWith(stem) && /_(time|at)$/.test(name)) ?? 'created_at';
  const day = `substr(${fieldExpression(field)}, 1, 10)`;
  if (words.includes('today')) return { sql: `${day} = ?`, params: [formatLocalDate(now)] };
  if (words.includes('yesterday')) return { sql: `${day} = ?`, params: [formatLocalDate(new Date(now.getTime() - 86_400_000))] };
  if (words.includes('month')) return { sql: `substr(${fieldExpression(field)}, 1, 7) = ?`, params: [formatLocalDate(now).slice(0, 7)] };
  if (words.includes('week')) return { sql: `${day} >= ?`, params: [formatLocalDate(new Date(now.getTime() - 6 * 86_400_000))] };
  return undefined;
}

function seededNumber(api: string, valueKey: string, money: boolean, words: readonly string[]): number {
  const random = createRandom(seedFor(`${api}#${valueKey}`));
  if (money) return random.int(100_000, 9_999_999) / 100;
  if (words.some((w) => ['rate', 'ratio', 'percent', 'percentage'].includes(w))) return random.int(850, 999) / 10;
  return random.int(3, 180);
}

function moneyConditions(store: RecordStore, words: readonly string[]): SqlCondition[] {
  const conditions: SqlCondition[] = [];
  const has = (name: string, value: string): boolean => store.spec.fields[name]?.enum?.includes(value) === true;
  if (words.includes('income') && has('direction', 'INCOME')) conditions.push({ sql: `${fieldExpression('direction')} = 'INCOME'`, params: [] });
  if (words.some((w) => ['outlay', 'expense', 'spend', 'cost'].includes(w)) && has('direction', 'OUTLAY')) {
    conditions.push({ sql: `${fieldExpression('direction')} = 'OUTLAY'`, params: [] });
  }
  if (words.some((w) => w === 'unsettled' || w === 'pending') && has('status', 'PENDING')) conditions.push({ sql: `${fieldExpression('status')} = 'PENDING'`, params: [] });
  if (words.includes('settled') && has('status', 'SETTLED')) conditions.push({ sql: `${fieldExpression('status')} = 'SETTLED'`, params: [] });
  return conditions;
}

/** How to compute one card's number; evaluated on every request so it follows the data. */
export function cardValue(api: string, valueKey: string, stores: readonly RecordStore[]): CardValue {
  const keyWords = wordsOf(valueKey.split('.').pop() ?? valueKey);
  const pathWords = wordsOf(api).reverse();
  const money = looksMoney(valueKey) || keyWords.includes('income') || keyWords.includes('balance');
  const namedByKey = findCollection(keyWords, stores);
  const primary = namedByKey ?? findCollection(pathWords, stores);
  const seeded = (_scope: CallerScope, seesFees: boolean): number | null =>
    money && !seesFees ? MASKED_TOTAL : seededNumber(api, valueKey, money, keyWords);

  if (money) {
    const store = primary?.spec.fields.amount ? primary : undefined;
    if (!store || keyWords.includes('balance')) return seeded;
    const conditions = moneyConditions(store, keyWords);
    const time = timeCondition(store, keyWords, []);
    return (scope, seesFees) => (seesFees ? store.sum('amount', [...conditions, ...(time ? [time] : []), ...scope(store)]) : MASKED_TOTAL);
  }

  const entityWords = new Set(primary ? wordsNaming(primary) : []);
  const rest = keyWords.filter((w) => !entityWords.has(w) && !IGNORED_WORDS.has(w) && !TIME_WORDS.has(w));
  if (rest.length === 0) {
    if (!primary) return seeded;
    const time = timeCondition(primary, keyWords, []);
    return (scope) => primary.count([...(time ? [time] : []), ...scope(primary)]);
  }
  // A key naming a collection is counted there; otherwise the collection having the status decides.
  const candidates = namedByKey ? [namedByKey] : [...(primary ? [primary] : []), ...stores];
  for (const store of candidates) {
    const matched = enumCondition(store, rest);
    const unused = rest.filter((w) => !matched?.used.includes(w));
    const open = OPEN_STATUSES[store.spec.name];
    const conditions: SqlCondition[] = matched ? [matched.condition] : [];
    if (unused.length > 0 && open && unused.every((w) => OPEN_WORDS.has(w))) {
      conditions.push({ sql: `${fieldExpression('status')} IN (${open.map(() => '?').join(', ')})`, params: [...open] });
    } else if (unused.length > 0) {
      continue;
    }
    const time = timeCondition(store, keyWords, matched?.used ?? []);
    if (time) conditions.push(time);
    return (scope) => store.count([...conditions, ...scope(store)]);
  }
  return seeded;
}
