import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { ORDER_NO_LOOKUP_RESOURCE } from '../../../src/config/validation';
import { QUIET_PROVIDER } from '../../../src/data/providers';
import type { OrderNoLookup, WaybillMatch } from '../../../src/validators';

function asMatch(data: unknown): WaybillMatch | undefined {
  const record = data as { id?: unknown; status?: unknown } | null | undefined;
  if (typeof record?.id !== 'string' && typeof record?.id !== 'number') return undefined;
  return { id: record.id, ...(typeof record.status === 'string' ? { status: record.status } : {}) };
}

/**
 * Looks a waybill up by its system order number (GET /order/waybills/{orderNo}, reads id and status) through
 * the quiet data provider: an unknown number is the field's own message, not a toast as well.
 */
export function useOrderNoLookup(): OrderNoLookup {
  const dataProvider = useDataProvider();
  return useCallback(
    async (orderNo: string) => {
      try {
        const { data } = await dataProvider(QUIET_PROVIDER).getOne({ resource: ORDER_NO_LOOKUP_RESOURCE, id: orderNo });
        return asMatch(data);
      } catch {
        return undefined;
      }
    },
    [dataProvider],
  );
}
