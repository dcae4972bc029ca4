import { useCustom } from '@refinedev/core';
import { PRODUCT_API } from '../../src/config/picker-api';
import { PRODUCT_DEFAULTS } from '../../src/config/pickers';
import { QUIET_PROVIDER } from '../../src/data/providers';
import type { CategoryNode } from '../../src/pickers';

const CATEGORIES_STALE_MS = 5 * 60_000;

/** The product category tree under PC001 for app BANG (GET product-categories/cascader-data, data.children). */
export function useProductCategories(enabled: boolean): { categories: CategoryNode[]; loading: boolean } {
  const { query, result } = useCustom({
    url: PRODUCT_API.categories,
    method: 'get',
    dataProviderName: QUIET_PROVIDER,
    config: { query: { parent_code: PRODUCT_DEFAULTS.parentCode, app_code: PRODUCT_DEFAULTS.appCode } },
    queryOptions: { enabled, staleTime: CATEGORIES_STALE_MS, retry: false },
    errorNotification: false,
  });
  const children = (result.data as { children?: unknown } | undefined)?.children;
  return { categories: Array.isArray(children) ? (children as CategoryNode[]) : [], loading: query.isLoading };
}
