import type { AxiosInstance } from 'axios';
import type { DataProvider } from '@refinedev/core';
import { createRestProvider, readData, type ListConvention } from './rest-provider';
import type { PagesAhead } from './pages-ahead';
import { filtersToParams } from './query';

interface MainListBody { data?: { list?: unknown[]; total?: number } }
interface TableListBody { data?: unknown[]; totalItem?: number }

/** "main": page/per_page, rows in data.list and the count in data.total (code '0' checked by the client). */
export const mainConvention: ListConvention = {
  pageParams: (page, pageSize) => ({ page, per_page: pageSize }),
  readList: (body) => {
    const data = (body as MainListBody | undefined)?.data;
    return { data: (data?.list ?? []) as never[], total: Number(data?.total ?? 0) };
  },
  readOne: readData,
  toParams: (params) => filtersToParams(params.filters),
};

/** "table": pageNum/pageSize, rows in data and the count in totalItem (success checked by the client). */
export const tableConvention: ListConvention = {
  pageParams: (page, pageSize) => ({ pageNum: page, pageSize }),
  readList: (body) => {
    const typed = body as TableListBody | undefined;
    return { data: (typed?.data ?? []) as never[], total: Number(typed?.totalItem ?? 0) };
  },
  readOne: readData,
  toParams: (params) => filtersToParams(params.filters),
};

/** Name of the provider whose failures are only logged (picker searches and create dialogs, widgets spec §8). */
export const QUIET_PROVIDER = 'quiet';

/**
 * Name of the generic remote select's provider: its list url may answer { success, data } (widgets spec §7
 * "Generic selects"), and a failure is only logged.
 */
export const REMOTE_SELECT_PROVIDER = 'remoteSelect';

/**
 * The providers by Refine data-provider name: "default" (main convention), "table", "quiet" (main
 * convention over a client that shows no failure message) and "remoteSelect" (the generic remote select's
 * client, accepting { success, data }; silent too). The last is the quiet client when not given. The
 * default provider's lists take the first pages asked `ahead` (src/data/pages-ahead.ts).
 */
export function createDataProviders(
  main: AxiosInstance,
  table: AxiosInstance,
  quiet: AxiosInstance,
  remoteSelect: AxiosInstance = quiet,
  ahead?: PagesAhead,
): { default: DataProvider; table: DataProvider; quiet: DataProvider; remoteSelect: DataProvider } {
  return {
    default: createRestProvider(main, mainConvention, ahead),
    table: createRestProvider(table, tableConvention),
    quiet: createRestProvider(quiet, mainConvention),
    remoteSelect: createRestProvider(remoteSelect, mainConvention),
  };
}
