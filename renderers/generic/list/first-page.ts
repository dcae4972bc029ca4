import type { CrudFilter, GetListParams } from '@refinedev/core';
import { DEFAULT_PAGE } from '../../../src/config/constants';
import { askListAhead } from '../../../src/data/app-data';
import type { ListScreen, ScreenDescriptor } from '../../../src/screen-model/types';
import { dataProviderName, fillApiParams } from '../paths';
import { lookupSatisfied, toCrudFilters } from './filters';
import { readPageSize } from './page-size';
import { urlFilterValues } from './url-filters';

/** What a list asks first: its provider, call, page size and filters (the route's fixed ones and the URL's). */
export interface FirstPage {
  providerName: 'default' | 'table';
  /** The call other than the collection's own (api.list); the resource stays the data's identity. */
  meta: { listPath: string } | undefined;
  pageSize: number;
  /** The descriptor's api params with the route's values: on every request of the list. */
  permanent: CrudFilter[];
  /** The URL's filters the screen was opened with. */
  initial: CrudFilter[];
  /** False for a lookup list without a lookup value: it asks nothing yet. */
  asks: boolean;
}

/** The first request of a list screen opened at a route with `params` and the query `search`. */
export function firstPageOf(descriptor: ListScreen, params: Record<string, string | undefined>, search: string): FirstPage {
  const filterFields = descriptor.filters ?? [];
  const initial = toCrudFilters(filterFields, urlFilterValues(filterFields, search));
  return {
    providerName: dataProviderName(descriptor.api),
    meta: descriptor.api.list ? { listPath: descriptor.api.list } : undefined,
    pageSize: readPageSize(descriptor.path),
    permanent: Object.entries(fillApiParams(descriptor.api.params, params)).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    initial,
    asks: lookupSatisfied(descriptor.lookup, initial),
  };
}

/**
 * Asks a list screen's first page ahead of its render (the kernel's WarmUp.askFirstData), as Refine's
 * table will: page 1, the URL's filters under the fixed ones, no sorters.
 */
export function askFirstPageAhead(descriptor: ScreenDescriptor, params: Record<string, string | undefined>, search: string, menuId: number | undefined): void {
  if (descriptor.kind !== 'list') return;
  const first = firstPageOf(descriptor, params, search);
  if (!first.asks) return;
  const request: GetListParams = {
    resource: descriptor.api.resource,
    pagination: { currentPage: DEFAULT_PAGE, pageSize: first.pageSize, mode: 'server' },
    // A fixed filter wins over a URL filter of the same field, as in Refine's union of the two.
    filters: [...first.initial, ...first.permanent],
    sorters: [],
    meta: first.meta,
  };
  askListAhead(first.providerName, request, menuId);
}
