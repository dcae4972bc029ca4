import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { PRODUCT_INFO_API, PRODUCT_INFO_CODE_PARAM } from '../../../src/config/core-api';
import { QUIET_PROVIDER } from '../../../src/data/providers';
import type { ProductCodeLookup, ProductMatch } from '../../../src/validators';

const isProduct = (data: unknown): data is ProductMatch =>
  data !== null && typeof data === 'object' && !Array.isArray(data) && typeof (data as ProductMatch).code === 'string';

/**
 * Looks a product up by its code (GET /ms-fahuobao-order/FhbOrder/getProductInfo ?code) through the quiet
 * data provider: a miss is the field's own message, not a toast.
 */
export function useProductCodeLookup(): ProductCodeLookup {
  const dataProvider = useDataProvider();
  return useCallback(
    async (code: string) => {
      const custom = dataProvider(QUIET_PROVIDER).custom;
      if (!custom) return undefined;
      try {
        const { data } = await custom({ url: PRODUCT_INFO_API, method: 'get', query: { [PRODUCT_INFO_CODE_PARAM]: code } });
        return isProduct(data) ? data : undefined;
      } catch {
        return undefined;
      }
    },
    [dataProvider],
  );
}
