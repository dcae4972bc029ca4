/** The answer of a main-convention list (page/per_page → data.list/data.total), shared by the list routes. */
import { buildFilterConditions } from './query-filters.js';
import { type SqlCondition } from '../db/record-sql.js';
import type { RecordRow, RecordStore, ApiRecord } from './record-store.js';
import type { CollectionSpec } from './types.js';

export interface MainListPage {
  list: ApiRecord[];
  total: number;
  page: number;
  per_page: number;
}

interface PageQuery {
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
  const { page, per_page: perPage } = query as unknown as PageQuery;
  const result = store.list([...buildFilterConditions(filterSpec, query), ...extra], owner, perPage, (page - 1) * perPage);
  return { list: result.rows, total: result.total, page, per_page: perPage };
}

/** What decides a main-convention list page's rows: the SQL conditions, the owner and the paging. */
export interface ListPageQuery {
  conditions: SqlCondition[];
  owner: number | undefined;
  page: number;
  perPage: number;
}

/** The page query of a request's validated `query`, with `extra` conditions (the caller's tenancy). */
export function listPageQuery(
  spec: CollectionSpec, query: Record<string, unknown>, owner: number | undefined, extra: readonly SqlCondition[],
): ListPageQuery {
  const { page, per_page: perPage } = query as unknown as PageQuery;
  return { conditions: [...buildFilterConditions(spec, query), ...extra], owner, page, perPage };
}

/**
 * The same answer as `JSON.stringify(ok(mainListPage(…)))` with each record written by `recordJson`
 * (see record-json.ts): the envelope's text, built without an object per row.
 */
export function listPageJson(store: RecordStore, query: ListPageQuery, recordJson: (row: RecordRow) => string): string {
  const { conditions, owner, page, perPage } = query;
  const result = store.listRows(conditions, owner, perPage, (page - 1) * perPage);
  const list = result.rows.map(recordJson).join(',');
  return `{"code":"0","msg":"success","data":{"list":[${list}],"total":${result.total},"page":${page},"per_page":${perPage}}}`;
}

/** listPageJson of a request's validated `query`. */
export function mainListPageJson(
  store: RecordStore, query: Record<string, unknown>, owner: number | undefined, extra: readonly SqlCondition[],
  recordJson: (row: RecordRow) => string,
): string {
  return listPageJson(store, listPageQuery(store.spec, query, owner, extra), recordJson);
}
