/**
 * Seeded numbers of derived fields by what the key counts or measures, kept consistent within a record:
 * a maximum is not below its minimum, a range end not below its start, and a paid or received part of
 * an amount not above the amount.
 */
import { money } from '../fake-data/distribute.js';
import { wordsOf } from './key-words.js';
import { hasWord, regionFor, type RowContext } from './row-context.js';

/** Parts of an amount: they are a share of the record's amount. */
const PART_WORDS = ['paid', 'received', 'collected', 'settled', 'frozen', 'available', 'issued', 'used', 'refunded', 'written', 'diff', 'discount'];
const REMAINDER_WORDS = ['unpaid', 'unreceived', 'unsettled', 'remaining', 'balance_due'];

function baseNumber(ctx: RowContext, key: string, integer: boolean, isMoney: boolean): number {
  const { random } = ctx;
  const words = wordsOf(key);
  if (hasWord(words, 'longitude', 'lng')) return Math.round((regionFor(ctx, key).longitude + (random.next() - 0.5) * 0.3) * 1e6) / 1e6;
  if (hasWord(words, 'latitude', 'lat')) return Math.round((regionFor(ctx, key).latitude + (random.next() - 0.5) * 0.3) * 1e6) / 1e6;
  if (hasWord(words, 'rate', 'ratio', 'percent', 'percentage', 'permille')) return integer ? random.int(60, 100) : random.int(600, 1000) / 10;
  if (hasWord(words, 'score')) return integer ? random.int(1, 5) : random.int(30, 50) / 10;
  if (hasWord(words, 'sort', 'seq', 'sequence', 'priority')) return (ctx.index + 1) * (hasWord(words, 'sort') ? 10 : 1);
  if (hasWord(words, 'copies')) return random.int(1, 3);
  if (hasWord(words, 'days', 'day')) return random.int(1, 7);
  if (hasWord(words, 'hours', 'hour', 'sla')) return random.pick([12, 24, 48, 72]);
  if (hasWord(words, 'minutes', 'minute')) return random.pick([30, 60, 90, 120, 180]);
  if (hasWord(words, 'weight') && !isMoney) return integer ? random.int(5, 800) : money(random, 1, 800);
  if (hasWord(words, 'volume') && !isMoney) return integer ? random.int(1, 20) : random.int(10, 5000) / 1000;
  if (hasWord(words, 'area', 'sqm')) return integer ? random.int(200, 20_000) : money(random, 200, 20_000);
  if (hasWord(words, 'capacity')) return random.pick([50, 80, 100, 200, 500]);
  if (hasWord(words, 'distance', 'km')) return integer ? random.int(5, 2000) : money(random, 5, 2000);
  if (hasWord(words, 'age')) return random.int(22, 55);
  if (hasWord(words, 'level', 'grade', 'star', 'stars')) return random.int(1, 5);
  if (hasWord(words, 'floor', 'floors')) return random.int(1, 30);
  if (isMoney || hasWord(words, 'total')) {
    if (hasWord(words, 'balance', 'deposit', 'revenue', 'budget', 'limit')) return money(random, 1_000, 200_000);
    if (hasWord(words, 'total', 'income', 'outlay', 'payable', 'receivable', 'arrears', 'profit', 'system', 'partner')) return money(random, 500, 80_000);
    if (hasWord(words, 'price', 'fee', 'fees', 'cost', 'freight', 'tax', 'subsidy')) return integer ? random.int(5, 500) : money(random, 5, 500);
    return integer ? random.int(20, 5000) : money(random, 20, 5000);
  }
  if (hasWord(words, 'count', 'qty', 'quantity', 'num', 'pieces', 'piece', 'package', 'packages', 'orders', 'tickets', 'times', 'stock', 'inventory', 'participant', 'participants')) {
    return hasWord(words, 'orders', 'tickets', 'times', 'participant', 'participants') || /report|daily|monthly|stat/.test(ctx.resource) ? random.int(5, 300) : random.int(1, 50);
  }
  return integer ? random.int(1, 100) : money(random, 1, 1000);
}

const round = (value: number, integer: boolean): number => (integer ? Math.round(value) : Math.round(value * 100) / 100);
const numberIn = (ctx: RowContext, key: string): number | undefined => (typeof ctx.row[key] === 'number' ? (ctx.row[key] as number) : undefined);

/** The other end of a range key: max_x ↔ min_x, x_to ↔ x_from. */
function counterpart(key: string): { key: string; upper: boolean } | undefined {
  const words = wordsOf(key);
  const first = words[0];
  const last = words[words.length - 1];
  const rest = (list: string[]): string => list.join('_');
  if (first === 'max') return { key: rest(['min', ...words.slice(1)]), upper: true };
  if (first === 'min') return { key: rest(['max', ...words.slice(1)]), upper: false };
  if (last === 'to') return { key: rest([...words.slice(0, -1), 'from']), upper: true };
  if (last === 'from') return { key: rest([...words.slice(0, -1), 'to']), upper: false };
  return undefined;
}

/** The amount a part belongs to: the record's `amount`, else its largest amount-like number so far. */
function wholeAmount(ctx: RowContext, key: string): number | undefined {
  const direct = numberIn(ctx, 'amount');
  if (direct !== undefined && key !== 'amount') return direct;
  const wholes = Object.entries(ctx.row)
    .filter(([k, v]) => k !== key && typeof v === 'number' && /amount$/.test(k) && !PART_WORDS.some((w) => wordsOf(k).includes(w)))
    .map(([, v]) => v as number);
  return wholes.length > 0 ? Math.max(...wholes) : undefined;
}

export function numberValue(ctx: RowContext, key: string, integer: boolean, isMoney: boolean): number {
  const words = wordsOf(key);
  let value = baseNumber(ctx, key, integer, isMoney);
  const pair = counterpart(key);
  const other = pair ? numberIn(ctx, pair.key) : undefined;
  if (pair && other !== undefined) {
    value = pair.upper ? round(other + Math.abs(value) * 0.5, integer) : round(other * (0.1 + ctx.random.next() * 0.7), integer);
  }
  if (isMoney && (PART_WORDS.some((w) => words.includes(w)) || REMAINDER_WORDS.some((w) => words.includes(w)))) {
    const whole = wholeAmount(ctx, key);
    if (whole !== undefined) {
      const paid = Object.entries(ctx.row).find(([k, v]) => typeof v === 'number' && PART_WORDS.some((w) => wordsOf(k).includes(w)))?.[1] as number | undefined;
      const remainder = REMAINDER_WORDS.some((w) => words.includes(w));
      value = remainder && paid !== undefined ? round(Math.max(0, whole - paid), integer) : round(whole * (remainder ? 0.3 : 0.05 + ctx.random.next() * 0.95), integer);
    }
  }
  // signed_count, timed_out_count... are parts of the record's order_count (or total_count).
  const countBase = ['order_count', 'total_count', 'orders', 'total'].map((k) => (k === key ? undefined : numberIn(ctx, k))).find((n) => n !== undefined);
  if (integer && countBase !== undefined && words[words.length - 1] === 'count' && !hasWord(words, 'package', 'packages', 'piece', 'pieces')) {
    value = Math.round(countBase * (0.05 + ctx.random.next() * 0.95));
  }
  return value;
}
