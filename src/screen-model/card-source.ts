/**
 * The list query of a dashboard card's `source` (types.ts CardSource): the list's own filter parameters as
 * the list sends them (select/text/number by key, a date range as `<key>_start` and `<key>_end`), with the
 * named periods resolved against a day. The card's link opens the list with this query (the generic list
 * reads its filters from the URL, renderers/generic/list/url-filters.ts) and the server sums the rows of
 * the same query (server/dashboard/card-sources.ts). Pure and React-free: client and server share it.
 */
import type { CardSource, RelativePeriod } from './types.js';

export type CardSourceQuery = Record<string, string | number>;

const pad = (value: number): string => String(value).padStart(2, '0');
const localDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** First and last day (YYYY-MM-DD, local time) of a named period around `now`. */
export function periodDays(period: RelativePeriod, now: Date): { start: string; end: string } {
  switch (period) {
    case 'today':
      return { start: localDay(now), end: localDay(now) };
    case 'thisMonth':
      return {
        start: localDay(new Date(now.getFullYear(), now.getMonth(), 1)),
        end: localDay(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
      };
  }
}

/** The list's query parameters of a card source on the day of `now`. */
export function cardSourceQuery(source: CardSource, now: Date): CardSourceQuery {
  const query: CardSourceQuery = { ...(source.filters ?? {}) };
  for (const [key, period] of Object.entries(source.periods ?? {})) {
    const { start, end } = periodDays(period, now);
    query[`${key}_start`] = start;
    query[`${key}_end`] = end;
  }
  return query;
}

/** The route opening the source's list with its filters, e.g. `/saas/settle/index?direction=INCOME&status=PENDING`. */
export function cardSourceHref(source: CardSource, now: Date): string {
  const query = new URLSearchParams(Object.entries(cardSourceQuery(source, now)).map(([key, value]): [string, string] => [key, String(value)]));
  const text = query.toString();
  return text === '' ? source.list : `${source.list}?${text}`;
}
