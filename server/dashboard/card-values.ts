/**
 * Numbers of dashboard cards whose API no route serves. A money card (format money) is the sum of the list
 * its `source` names, computed as that list answers the caller (list-sums.ts); a money card without a
 * resolvable source answers no number (null) — money is never guessed. Other cards are read from the
 * card's API path and value key: `ticket_in_progress` counts tickets with status IN_PROGRESS,
 * `today_signed` waybills signed today; keys naming nothing countable get a stable seeded number.
 */
import { OPEN_ABNORMAL_STATUSES, OPEN_TICKET_STATUSES } from '../codes/codes.js';
import { formatLocalDate } from '../db/clock.js';
import type { RecordStore } from '../records/record-store.js';
import { fieldExpression, type SqlCondition } from '../db/record-sql.js';
import { looksMoney, wordsOf } from '../derive/key-words.js';
import { createRandom } from '../fake-data/prng.js';
import { MASKED_TOTAL } from '../tenancy/fee-visibility.js';
import { seedFor } from '../seed/seed-database.js';
import type { DocCard, ScreenDoc } from '../descriptors/screen-doc.js';
import type { ServerContext } from '../context.js';
import type { FastifyRequest } from 'fastify';
import { sourcedFigure } from './list-sums.js';

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
/** Who asks for a card: its row scope, whether it may see fees (a fee-display code), and the request. */
export interface CardCaller {
  scope: CallerScope;
  seesFees: boolean;
  context: ServerContext;
  request: FastifyRequest;
}
/** A card's number for a caller; null for a money card the caller may not see or whose source is unresolved. */
export type CardValue = (caller: CardCaller) => number | null;
/** A card whose number cannot be computed, and why. */
export interface CardProblem {
  card: string;
  message: string;
}

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

function seededNumber(api: string, valueKey: string, words: readonly string[]): number {
  const random = createRandom(seedFor(`${api}#${valueKey}`));
  if (words.some((w) => ['rate', 'ratio', 'percent', 'percentage'].includes(w))) return random.int(850, 999) / 10;
  return random.int(3, 180);
}

/** Whether a card shows money: formatted as money, or keyed by a money word (income, balance, amount…). */
export function isMoneyCard(card: Pick<DocCard, 'valueKey' | 'format'>): boolean {
  const keyWords = wordsOf(card.valueKey.split('.').pop() ?? card.valueKey);
  return card.format === 'money' || looksMoney(card.valueKey) || keyWords.includes('income') || keyWords.includes('balance');
}

/**
 * How to compute one card's number; evaluated on every request so it follows the data. A money card
 * without a resolvable source is reported to `problems` and answers null.
 */
export function cardValue(card: DocCard, docs: readonly ScreenDoc[], stores: readonly RecordStore[], problems: CardProblem[] = []): CardValue {
  const { api, valueKey } = card;
  const where = `${card.title} (${api}#${valueKey})`;
  if (card.source) {
    const figure = sourcedFigure(card.source, docs, stores);
    if (typeof figure !== 'function') {
      problems.push({ card: where, message: figure.problem });
      return () => null;
    }
    return (caller) => (caller.seesFees ? figure(caller.context, caller.request) : MASKED_TOTAL);
  }
  if (isMoneyCard(card)) {
    problems.push({ card: where, message: 'a money figure names no list it sums (source)' });
    return () => null;
  }
  const keyWords = wordsOf(valueKey.split('.').pop() ?? valueKey);
  const pathWords = wordsOf(api).reverse();
  const namedByKey = findCollection(keyWords, stores);
  const primary = namedByKey ?? findCollection(pathWords, stores);
  const seeded = (): number => seededNumber(api, valueKey, keyWords);

  const entityWords = new Set(primary ? wordsNaming(primary) : []);
  const rest = keyWords.filter((w) => !entityWords.has(w) && !IGNORED_WORDS.has(w) && !TIME_WORDS.has(w));
  if (rest.length === 0) {
    if (!primary) return seeded;
    const time = timeCondition(primary, keyWords, []);
    return ({ scope }) => primary.count([...(time ? [time] : []), ...scope(primary)]);
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
    return ({ scope }) => store.count([...conditions, ...scope(store)]);
  }
  return seeded;
}
