import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardSourceHref, cardSourceQuery, periodDays } from '../../../src/screen-model/card-source';
import { cardSourceProblems, type CheckedScreen } from '../../../src/screen-model/card-source-rules';
import type { CardSource, ListScreen } from '../../../src/screen-model/types';
import { toCrudFilters } from '../../../renderers/generic/list/filters';
import { urlFilterValues } from '../../../renderers/generic/list/url-filters';

const settleList = JSON.parse(readFileSync('screens/finance/settle-index.json', 'utf8')) as ListScreen & Record<string, unknown>;
const income: CardSource = { list: '/saas/settle/index', filters: { direction: 'INCOME', status: 'PENDING' }, periods: { created_at: 'thisMonth' }, sum: 'amount' };
const NOW = new Date(2026, 1, 14, 9, 30);

describe('the list query of a card source', () => {
  it('resolves named periods to the first and last day in local time', () => {
    expect(periodDays('thisMonth', NOW)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(periodDays('today', NOW)).toEqual({ start: '2026-02-14', end: '2026-02-14' });
  });

  it('is the parameters the list sends for the same filters, read back from the link', () => {
    const query = cardSourceQuery(income, NOW);
    expect(query).toEqual({ direction: 'INCOME', status: 'PENDING', created_at_start: '2026-02-01', created_at_end: '2026-02-28' });
    const href = cardSourceHref(income, NOW);
    expect(href).toBe('/saas/settle/index?direction=INCOME&status=PENDING&created_at_start=2026-02-01&created_at_end=2026-02-28');
    // The list opened at the link fills its filter form from the URL and sends these filters.
    const values = urlFilterValues(settleList.filters ?? [], href.slice(href.indexOf('?')));
    expect(toCrudFilters(settleList.filters ?? [], values)).toEqual([
      { field: 'direction', operator: 'eq', value: 'INCOME' },
      { field: 'status', operator: 'eq', value: 'PENDING' },
      { field: 'created_at', operator: 'between', value: ['2026-02-01', '2026-02-28'] },
    ]);
  });
});

describe('screens:check rules of card sources', () => {
  const dashboard = (card: Record<string, unknown>): CheckedScreen => ({
    file: 'screens/dashboard/x.json', data: { path: '/saas/dashboard/x', kind: 'dashboard', title: 'x', cards: [{ title: '收入', api: '/x/stats', valueKey: 'income', format: { name: 'money' }, ...card }] },
  });
  const list: CheckedScreen = { file: 'screens/finance/settle-index.json', data: settleList };
  const messages = (card: Record<string, unknown>): string[] => cardSourceProblems([dashboard(card), list]).map((problem) => `${problem.pointer} ${problem.message}`);

  it('accepts the real dashboards\' sources', () => {
    expect(messages({ source: income })).toEqual([]);
  });

  it('refuses a money figure that names no list', () => {
    expect(messages({})).toEqual(['/cards/0 a money figure must name the list it sums ("source": list, filters, sum)']);
  });

  it('refuses a list that does not exist, unknown filters and options, a period on a plain filter and a column the list lacks', () => {
    expect(messages({ source: { list: '/saas/settle/nowhere', sum: 'amount' } })).toEqual(['/cards/0/source/list no list screen has the route "/saas/settle/nowhere"']);
    expect(messages({ source: { list: '/saas/settle/index', filters: { kind: 'A', direction: 'IN', created_at: '2026-01' }, periods: { status: 'today' }, sum: 'total' } })).toEqual([
      expect.stringMatching(/^\/cards\/0\/source\/filters\/kind the list "\/saas\/settle\/index" has no filter "kind"/),
      '/cards/0/source/filters/direction "IN" is no option of the filter "direction" of "/saas/settle/index"',
      '/cards/0/source/filters/created_at "created_at" is a date range filter: name a period in "periods"',
      '/cards/0/source/periods/status the list "/saas/settle/index" has no date range filter "status"',
      '/cards/0/source/sum the list "/saas/settle/index" shows no column "total" to sum',
    ]);
    expect(messages({ source: { list: '/saas/settle/index', sum: 'fee_name' } })).toEqual(['/cards/0/source/sum the column "fee_name" of "/saas/settle/index" is not shown as money']);
  });
});
