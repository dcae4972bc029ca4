/**
 * Rules of dashboard cards' `source` (the list a figure sums), part of screens:check; they need the other
 * descriptors, so they run over every parsed screen:
 * - a money card (`format` money) names its `source` — money figures are never made up;
 * - `source.list` is the route of a list screen;
 * - its `filters` are filters of that list (a select's value one of its options), its `periods` the list's
 *   `dateRange` filters;
 * - `sum` is a column of the list, shown as money when the card is.
 */
import { routeKey } from './route-match';
import { isRecord, recordsIn } from '../util/is-record';

type Json = Record<string, unknown>;

export interface CardSourceProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface CheckedScreen {
  file: string;
  data: Json;
}

const formatName = (item: Json): unknown => (isRecord(item.format) ? item.format.name : undefined);

/** The screen declaring `route` as its path or an alias. */
function screenAt(route: string, screens: readonly CheckedScreen[]): CheckedScreen | undefined {
  const key = routeKey(route);
  return screens.find(({ data }) =>
    (typeof data.path === 'string' && routeKey(data.path) === key) ||
    (Array.isArray(data.aliases) && data.aliases.some((alias) => typeof alias === 'string' && routeKey(alias) === key)));
}

function sourceProblems(file: string, pointer: string, card: Json, source: Json, list: Json): CardSourceProblem[] {
  const problems: CardSourceProblem[] = [];
  const route = String(source.list);
  if (list.kind !== 'list') return [{ file, pointer: `${pointer}/list`, message: `"${route}" is a ${String(list.kind)} screen, not a list a figure can sum` }];
  const filters = new Map(recordsIn(list.filters).map((filter) => [String(filter.key), filter]));
  const filterNames = [...filters.keys()].join(', ') || 'none';
  for (const [key, value] of Object.entries(isRecord(source.filters) ? source.filters : {})) {
    const filter = filters.get(key);
    if (!filter) {
      problems.push({ file, pointer: `${pointer}/filters/${key}`, message: `the list "${route}" has no filter "${key}" (its filters: ${filterNames})` });
      continue;
    }
    if (filter.widget === 'dateRange') {
      problems.push({ file, pointer: `${pointer}/filters/${key}`, message: `"${key}" is a date range filter: name a period in "periods"` });
      continue;
    }
    const options = recordsIn(filter.options);
    if (filter.widget === 'select' && options.length > 0 && !options.some((option) => option.value === value)) {
      problems.push({ file, pointer: `${pointer}/filters/${key}`, message: `${JSON.stringify(value)} is no option of the filter "${key}" of "${route}"` });
    }
  }
  for (const key of Object.keys(isRecord(source.periods) ? source.periods : {})) {
    if (filters.get(key)?.widget !== 'dateRange') {
      problems.push({ file, pointer: `${pointer}/periods/${key}`, message: `the list "${route}" has no date range filter "${key}"` });
    }
  }
  const column = recordsIn(list.columns).find((item) => item.key === source.sum);
  if (!column) {
    problems.push({ file, pointer: `${pointer}/sum`, message: `the list "${route}" shows no column "${String(source.sum)}" to sum` });
  } else if (formatName(card) === 'money' && formatName(column) !== 'money') {
    problems.push({ file, pointer: `${pointer}/sum`, message: `the column "${String(source.sum)}" of "${route}" is not shown as money` });
  }
  return problems;
}

/**
 * Problems of the dashboard cards of `screens`; a `source.list` among `otherRoutes` (descriptors not being
 * checked) is taken as existing and not looked into.
 */
export function cardSourceProblems(screens: readonly CheckedScreen[], otherRoutes: readonly string[] = []): CardSourceProblem[] {
  const problems: CardSourceProblem[] = [];
  const others = new Set(otherRoutes.map(routeKey));
  for (const { file, data } of screens) {
    if (data.kind !== 'dashboard') continue;
    recordsIn(data.cards).forEach((card, index) => {
      const pointer = `/cards/${index}`;
      const source = card.source;
      if (!isRecord(source)) {
        if (formatName(card) === 'money') {
          problems.push({ file, pointer, message: 'a money figure must name the list it sums ("source": list, filters, sum)' });
        }
        return;
      }
      if (typeof source.list !== 'string') return;
      const list = screenAt(source.list, screens);
      if (list) problems.push(...sourceProblems(file, `${pointer}/source`, card, source, list.data));
      else if (!others.has(routeKey(source.list))) problems.push({ file, pointer: `${pointer}/source/list`, message: `no list screen has the route "${source.list}"` });
    });
  }
  return problems;
}
