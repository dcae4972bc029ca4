import type { AxiosInstance } from 'axios';
import type { BaseRecord, CustomParams, DataProvider, GetListParams } from '@refinedev/core';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../config/constants';
import { RECORD_ID_PARAM } from '../config/core-api';
import type { PagesAhead } from './pages-ahead';
import { recordUrl } from './query';

/** How one response convention pages and where it puts rows and totals. */
export interface ListConvention {
  /** Query parameters of a page request. */
  pageParams(page: number, pageSize: number): Record<string, number>;
  /** Rows and total out of a list response body. */
  readList(body: unknown): { data: BaseRecord[]; total: number };
  /** The record out of a single-record response body. */
  readOne(body: unknown): BaseRecord;
  toParams(params: GetListParams): Record<string, unknown>;
}

/**
 * What the generic renderers pass in Refine's `meta`: a detail's fixed query (`params`), and the calls a
 * descriptor names instead of its collection path — `listPath` for the list (`api.list`), `createPath`
 * for a create (`api.create`), `updatePath` for an update (`api.update`: POST with the record's key as
 * `id` in the body), `getPath` for one record (`api.get`, the id sent as `?id=`). The resource stays
 * Refine's identity of the data (caches, invalidation).
 */
export interface RestMeta {
  params?: Record<string, unknown>;
  listPath?: string;
  createPath?: string;
  updatePath?: string;
  getPath?: string;
}

const metaOf = (meta: unknown): RestMeta => (meta && typeof meta === 'object' ? (meta as RestMeta) : {});

/** A meta path when given (a non-empty string), else the resource's own path. */
const pathOr = (path: unknown, resource: string): string => (typeof path === 'string' && path !== '' ? path : resource);

/** The GET a list asks: its path (the collection's, or `meta.listPath`) and its query (page and filters). */
export function listRequestOf(convention: ListConvention, params: GetListParams): { url: string; query: Record<string, unknown> } {
  const page = params.pagination?.currentPage ?? DEFAULT_PAGE;
  const pageSize = params.pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  const paging = params.pagination?.mode === 'off' ? {} : convention.pageParams(page, pageSize);
  return { url: pathOr(metaOf(params.meta).listPath, params.resource), query: { ...paging, ...convention.toParams(params) } };
}

/**
 * A Refine data provider over an axios client for the REST endpoints the descriptors name. With `ahead`,
 * a list's request takes the answer asked ahead for it when there is one (src/data/pages-ahead.ts).
 */
export function createRestProvider(client: AxiosInstance, convention: ListConvention, ahead?: PagesAhead): DataProvider {
  return {
    getApiUrl: () => client.defaults.baseURL ?? '',

    async getList(params) {
      const { url, query } = listRequestOf(convention, params);
      const early = ahead?.take(url, query);
      if (early) {
        try {
          return convention.readList(await early) as never;
        } catch {
          // Asked again below, so its failure is told as any other.
        }
      }
      const { data: body } = await client.get(url, { params: query });
      return convention.readList(body) as never;
    },

    async getOne({ resource, id, meta }) {
      // Detail screens pass their descriptor's fixed parameters (e.g. a link's attachment number).
      const { params, getPath } = metaOf(meta);
      const { data: body } = typeof getPath === 'string' && getPath !== ''
        ? await client.get(getPath, { params: { ...params, [RECORD_ID_PARAM]: id } })
        : await client.get(recordUrl(resource, id), params ? { params } : undefined);
      return { data: convention.readOne(body) } as never;
    },

    async create({ resource, variables, meta }) {
      const { data: body } = await client.post(pathOr(metaOf(meta).createPath, resource), variables);
      return { data: convention.readOne(body) } as never;
    },

    async update({ resource, id, variables, meta }) {
      const { updatePath } = metaOf(meta);
      const { data: body } = typeof updatePath === 'string' && updatePath !== ''
        ? await client.post(updatePath, { ...(variables as object), id })
        : await client.put(recordUrl(resource, id), variables);
      return { data: convention.readOne(body) } as never;
    },

    async deleteOne({ resource, id }) {
      const { data: body } = await client.delete(recordUrl(resource, id));
      return { data: convention.readOne(body) } as never;
    },

    async custom(params: CustomParams) {
      const { url, method, payload, query, headers } = params;
      const { data: body } = await client.request({ url, method, data: payload, params: query, headers });
      return { data: readData(body) } as never;
    },
  };
}

function readData(body: unknown): BaseRecord {
  if (body && typeof body === 'object' && 'data' in body) {
    const data = (body as { data: unknown }).data;
    return (data && typeof data === 'object' ? data : { value: data }) as BaseRecord;
  }
  return (body ?? {}) as BaseRecord;
}

export { readData };
