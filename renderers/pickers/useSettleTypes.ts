import { useCustom } from '@refinedev/core';
import { USER_CONFIG_API } from '../../src/config/picker-api';
import { QUIET_PROVIDER } from '../../src/data/providers';
import { rowsOf } from '../../src/pickers';

export interface CodeName {
  code: string;
  name: string;
}

/** Settle types and service types do not change while the app runs. */
const CONFIG_STALE_MS = Number.POSITIVE_INFINITY;

/** The {code, name} items of a user-config category (settle types of a create dialog), once `enabled`. */
export function useSettleTypes(category: string | undefined, enabled: boolean, url: string = USER_CONFIG_API): CodeName[] {
  const { result } = useCustom({
    url,
    method: 'get',
    dataProviderName: QUIET_PROVIDER,
    config: { query: { category_code: category ?? '' } },
    queryOptions: { enabled: enabled && category !== undefined, staleTime: CONFIG_STALE_MS, retry: false },
    errorNotification: false,
  });
  return rowsOf(result.data)
    .filter((row) => typeof row.code === 'string')
    .map((row) => ({ code: String(row.code), name: String(row.name ?? row.code) }));
}
