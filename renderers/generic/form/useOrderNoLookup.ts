import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { ORDER_NO_LOOKUP_RESOURCE } from '../../../src/config/validation';
import type { OrderNoLookup } from '../../../src/validators';

/** Asks the main data provider whether a waybill exists (GET /order/waybills/{orderNo}). */
export function useOrderNoLookup(): OrderNoLookup {
  const dataProvider = useDataProvider();
  return useCallback(
    async (orderNo: string) => {
      try {
        await dataProvider().getOne({ resource: ORDER_NO_LOOKUP_RESOURCE, id: orderNo });
        return true;
      } catch {
        return false;
      }
    },
    [dataProvider],
  );
}
