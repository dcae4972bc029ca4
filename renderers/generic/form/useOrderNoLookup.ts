import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { ORDER_NO_LOOKUP_RESOURCE } from '../../../src/config/validation';
import type { OrderNoLookup, WaybillMatch } from '../../../src/validators';

function asMatch(data: unknown): WaybillMatch | undefined {
  const record = data as { id?: unknown; status?: unknown } | null | undefined;
  if (typeof record?.id !== 'string' && typeof record?.id !== 'number') return undefined;
  return { id: record.id, ...(typeof record.status === 'string' ? { status: record.status } : {}) };
}

/** Looks a waybill up by its system order number through the main data provider (GET /order/waybills/{orderNo}, reads id and status). */
export function useOrderNoLookup(): OrderNoLookup {
  const dataProvider = useDataProvider();
  return useCallback(
    async (orderNo: string) => {
      try {
        const { data } = await dataProvider().getOne({ resource: ORDER_NO_LOOKUP_RESOURCE, id: orderNo });
        return asMatch(data);
      } catch {
        return undefined;
      }
    },
    [dataProvider],
  );
}
