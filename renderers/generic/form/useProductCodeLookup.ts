import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { PRODUCT_INFO_API, PRODUCT_INFO_CODE_PARAM, PRODUCT_INFO_MERCHANT_PARAM } from '../../../src/config/core-api';
import { QUIET_PROVIDER } from '../../../src/data/providers';
import { ProductCodeMiss, type ProductCodeLookup, type ProductMatch } from '../../../src/validators';

const isProduct = (data: unknown): data is ProductMatch =>
  data !== null && typeof data === 'object' && !Array.isArray(data) && typeof (data as ProductMatch).code === 'string';

/** The server's reason of a 404 (e.g. 所选商家没有该商品编码的商品…), if it gave one. */
function missReason(error: unknown): string | undefined {
  const failure = error as { statusCode?: unknown; message?: unknown } | null | undefined;
  return failure?.statusCode === 404 && typeof failure.message === 'string' && failure.message !== '' ? failure.message : undefined;
}

/**
 * Looks a product up by its code (GET /ms-fahuobao-order/FhbOrder/getProductInfo ?code, with the order's
 * merchant as consignor_id when there is one) through the quiet data provider: a miss is the field's own
 * message (within a merchant, the server's reason), not a toast.
 */
export function useProductCodeLookup(): ProductCodeLookup {
  const dataProvider = useDataProvider();
  return useCallback(
    async (code: string, merchant?: string | number) => {
      const custom = dataProvider(QUIET_PROVIDER).custom;
      if (!custom) return undefined;
      const query = { [PRODUCT_INFO_CODE_PARAM]: code, ...(merchant === undefined ? {} : { [PRODUCT_INFO_MERCHANT_PARAM]: merchant }) };
      let data: unknown;
      try {
        ({ data } = await custom({ url: PRODUCT_INFO_API, method: 'get', query }));
      } catch (error) {
        // Within a merchant the server's reason says why (the code may be another merchant's); else the field's own message.
        const reason = merchant === undefined ? undefined : missReason(error);
        if (reason !== undefined) throw new ProductCodeMiss(reason);
        return undefined;
      }
      return isProduct(data) ? data : undefined;
    },
    [dataProvider],
  );
}
