import { useCustom } from '@refinedev/core';
import { ADD_NEW_DELIVERY_CHECK, PERMISSION_CANNOT, USER_CONFIG_API } from '../../src/config/picker-api';
import { QUIET_PROVIDER } from '../../src/data/providers';
import { useOperationGate } from '../../src/app/useOperationGate';
import { rowsOf, type PickerKindName } from '../../src/pickers';

/** The permission does not change while the app runs. */
const PERMISSION_STALE_MS = Number.POSITIVE_INFINITY;

/**
 * Whether the picker offers its create dialog: the descriptor allows it, the account's menu entry for
 * the screen it is opened from grants 'add', and, for the delivery provider, the
 * ADD_NEW_DELIVERY_FOR_ORDERS check does not answer CANNOT (widgets spec §4). Until the check has
 * answered the entry stays hidden; a failed check does not hide it.
 */
export function useCreateAllowed(kind: PickerKindName, descriptorAllows: boolean): boolean {
  const mayAdd = useOperationGate()('add');
  const wanted = descriptorAllows && mayAdd;
  const checks = wanted && kind === 'delivery';
  const { query, result } = useCustom({
    url: USER_CONFIG_API,
    method: 'get',
    dataProviderName: QUIET_PROVIDER,
    config: { query: { category_code: ADD_NEW_DELIVERY_CHECK } },
    queryOptions: { enabled: checks, staleTime: PERMISSION_STALE_MS, retry: false },
    errorNotification: false,
  });
  if (!wanted) return false;
  if (!checks) return true;
  if (query.isError) return true;
  if (!query.isSuccess) return false;
  return !rowsOf(result.data).some((item) => item.code === PERMISSION_CANNOT);
}
