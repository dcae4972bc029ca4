/** The answer of a main-convention list (page/per_page → data.list/data.total), shared by the list routes. */
import { buildFilterConditions, type SqlCondition } from './query-filters.js';
import type { ApiRecord, RecordStore } from './record-store.js';
import type { CollectionSpec } from './types.js';

export interface MainListPage {
  list: ApiRecord[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * The page a main-convention list answers (data of the `ok` envelope): rows of `store` filtered as
 * `filterSpec` declares (and by `extra` conditions, such as what a merchant account may see), paged by
 * the validated page/per_page of `query`.
 */
export function mainListPage(
  store: RecordStore, filterSpec: CollectionSpec, query: Record<string, unknown>, owner: number | undefined, extra: readonly SqlCondition[] = [],
): MainListPage {
  const { page, per_page: perPage } = query as { page: number; per_page: number };
  const result = store.list([...buildFilterConditions(filterSpec, query), ...extra], owner, perPage, (page - 1) * perPage);
  return { list: result.rows, total: result.total, page, per_page: perPage };
}
