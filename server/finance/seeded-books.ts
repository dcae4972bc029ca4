/**
 * The demo books, made the way the product makes them: from the seeded settlement lines (the seeded signed
 * orders' fee lines, booked by the `settle` effect's own function) to bills, to the bills' receivables and
 * payables, to the write-offs that received them. Pure and deterministic: each collection's seed calls it
 * with the same lines and takes its part, so every amount on a bill is the exact sum of its lines, every
 * bill's paid amount the sum of its dues' received or paid amounts, and every receivable's received
 * amount the sum of its write-offs.
 *
 * What is billed: one bill per books holder, settle target, direction and month, for the months before the
 * last one (settled: received or paid in full) and two of every three targets of last month (one confirmed,
 * one waiting for confirmation). Every other confirmed merchant bill has its first receivable half received,
 * the others nothing yet, so 应收管理 shows both 部分收款 and 未收款 whichever day the seed runs. The third
 * target of last month and the current month stay unbilled, for 生成账单.
 */
import { fenToYuanNumber, sumFen, toFen } from '../../src/money/fen.js';
import type { SeedRecord } from '../records/types.js';
import { generatedNo } from '../seed/order-refs.js';
import { formatLocalDateTime } from '../db/clock.js';
import { demoUser } from '../users/demo-users.js';
import { dueKindOf } from './due-kinds.js';
import { dueDateFrom, dueOfLines, linesByOrder } from './due-rows.js';

type Data = Record<string, unknown>;

export interface SeededBooks {
  /** The settlement lines with their bill numbers and states. */
  lines: SeedRecord[];
  bills: SeedRecord[];
  receivables: SeedRecord[];
  payables: SeedRecord[];
  writeOffs: SeedRecord[];
}

const fenOf = (value: unknown): number => toFen(value) ?? 0;
const periodOf = (at: string): string => at.slice(0, 7);
const monthIndex = (period: string): number => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;

/** `minutes` into the day `days` after the first of the month after `period`, never later than `now`. */
function afterPeriod(period: string, days: number, minutes: number, now: Date): Date {
  const month = monthIndex(period) + 1;
  const at = new Date(Math.floor(month / 12), month % 12, 1 + days, 0, minutes);
  return at.getTime() < now.getTime() ? at : new Date(now.getTime() - 60_000);
}

type BillState = 'UNCONFIRMED' | 'CONFIRMED' | 'SETTLED';

/** The state of the `index`th bill of a month `age` months ago; undefined: its lines stay unbilled. */
function stateOf(age: number, index: number): BillState | undefined {
  if (age >= 2) return 'SETTLED';
  return (['CONFIRMED', 'UNCONFIRMED', undefined] as const)[index % 3];
}

interface BillGroup { key: string; owner: number; period: string; lines: SeedRecord[] }

/** The billed lines, grouped by books holder, settle target, direction and month, in a stable order. */
function billGroups(lines: readonly SeedRecord[], now: Date): BillGroup[] {
  const current = monthIndex(formatLocalDateTime(now));
  const groups = new Map<string, BillGroup>();
  for (const line of lines) {
    const period = periodOf(String(line.created_at ?? ''));
    const owner = line.owner_id ?? 0;
    if (owner <= 0 || monthIndex(period) >= current || !line.data.settle_target_id) continue;
    const key = [owner, period, line.data.direction, line.data.settle_target_id].join('|');
    const group = groups.get(key) ?? { key, owner, period, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.period.localeCompare(b.period) || a.key.localeCompare(b.key));
}

export function seededBooks(settlementLines: readonly SeedRecord[], now: Date): SeededBooks {
  const lines = settlementLines.map((line) => ({ ...line, data: { ...line.data } }));
  const books: SeededBooks = { lines, bills: [], receivables: [], payables: [], writeOffs: [] };
  const current = monthIndex(formatLocalDateTime(now));
  const finance = demoUser('finance').nickname;
  let confirmedMerchantBills = 0;
  billGroups(lines, now).forEach((group, index) => {
    const state = stateOf(current - monthIndex(group.period), index);
    if (!state) return;
    const id = books.bills.length + 1;
    const issued = afterPeriod(group.period, 0, 10 * 60 + (index % 50), now);
    const first = group.lines[0]!.data;
    const direction = String(first.direction);
    const kind = dueKindOf(direction);
    const bill: Data = {
      bill_no: generatedNo('ZD', issued, id, false),
      settle_target_id: first.settle_target_id,
      settle_target_name: first.settle_target_name,
      settle_target_type: first.settle_target_type,
      period: group.period,
      direction,
      amount: fenToYuanNumber(sumFen(group.lines.map((line) => fenOf(line.data.amount)))),
      status: state,
      line_count: group.lines.length,
      remark: '',
      consignor_user_id: direction === 'INCOME' ? first.consignor_user_id ?? 0 : 0,
      servicer_user_id: group.owner,
      delivery_user_id: direction === 'OUTLAY' ? first.delivery_user_id ?? 0 : 0,
      tracks: [],
      active_holds: [],
    };
    for (const line of group.lines) Object.assign(line.data, { bill_no: bill.bill_no, status: state === 'SETTLED' ? 'SETTLED' : 'PENDING' });
    let paid = 0;
    if (state !== 'UNCONFIRMED') {
      const confirmed = afterPeriod(group.period, 1, 10 * 60, now);
      bill.confirmed_at = formatLocalDateTime(confirmed);
      if (state === 'SETTLED') bill.settled_at = formatLocalDateTime(afterPeriod(group.period, 12, 15 * 60, now));
      const dues = kind.direction === 'INCOME' ? books.receivables : books.payables;
      const halfReceived = state === 'CONFIRMED' && kind.direction === 'INCOME' && confirmedMerchantBills++ % 2 === 0;
      [...linesByOrder(group.lines.map((line) => line.data))].forEach(([orderNo, orderLines], dueIndex) => {
        const dueId = dues.length + 1;
        const due = dueOfLines(kind, bill, orderNo, orderLines, dueDateFrom(confirmed));
        due[kind.noField] = generatedNo(kind.prefix, confirmed, dueId);
        const total = fenOf(due.amount);
        // Settled bills are received or paid in full; see halfReceived for a confirmed merchant bill.
        const done = state === 'SETTLED' ? total : halfReceived && dueIndex === 0 ? Math.floor(total / 2) : 0;
        if (done > 0) {
          Object.assign(due, {
            [kind.doneField]: fenToYuanNumber(done),
            [kind.openField]: fenToYuanNumber(total - done),
            status: done === total ? kind.states.done : kind.states.partial,
          });
        }
        dues.push({ id: dueId, data: due, created_at: formatLocalDateTime(confirmed), owner_id: group.owner });
        paid += done;
        if (kind.direction === 'INCOME' && done > 0) {
          const writeOffId = books.writeOffs.length + 1;
          const at = afterPeriod(group.period, state === 'SETTLED' ? 10 : 20, 14 * 60 + dueIndex, now);
          books.writeOffs.push({
            id: writeOffId,
            owner_id: group.owner,
            created_at: formatLocalDateTime(at),
            data: {
              write_off_no: generatedNo('HX', at, writeOffId),
              order_no: orderNo,
              settle_target_name: bill.settle_target_name,
              receivable_amount: due.amount,
              write_off_amount: fenToYuanNumber(done),
              write_off_method: 'BANK_TRANSFER',
              voucher_no: `PZ${String(100_000 + writeOffId)}`,
              status: 'APPROVED',
              operator_name: finance,
              remark: '',
              audited_at: formatLocalDateTime(at),
              allocated_amounts: [{ receivable_no: due[kind.noField], bill_no: bill.bill_no, amount: fenToYuanNumber(done) }],
              servicer_user_id: group.owner,
              consignor_user_id: bill.consignor_user_id,
            },
          });
        }
      });
    }
    bill.paid_amount = fenToYuanNumber(paid);
    bill.unpaid_amount = fenToYuanNumber(fenOf(bill.amount) - paid);
    books.bills.push({ id, data: bill, created_at: formatLocalDateTime(issued), owner_id: group.owner });
  });
  return books;
}
