/**
 * Rows of the 收支对比 chart: for each month, the income (收, direction INCOME) and the spend (支, direction
 * OUTLAY) are the sums of the amounts the settlement list (/saas/settle/index, /finance/settlements) shows
 * the caller when filtered by that direction and a created_at range over the month — the same rule and
 * the same query building as the dashboard's money cards (server/dashboard/list-sums.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { listSum, type SummedList } from '../dashboard/list-sums.js';
import type { MoneyRow } from './chart-aggregates.js';

/** The first and last day of a month given as YYYY-MM. */
function monthDays(month: string): { start: string; end: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(year ?? 1970, number ?? 1, 0).getDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

export function incomeSpendRows(context: ServerContext, request: FastifyRequest, settlements: SummedList, months: readonly string[]): MoneyRow[] {
  return months.map((month) => {
    const { start, end } = monthDays(month);
    const sum = (direction: string): number =>
      listSum(context, request, settlements, { direction, created_at_start: start, created_at_end: end }, 'amount');
    return { month, income: sum('INCOME'), spend: sum('OUTLAY') };
  });
}
