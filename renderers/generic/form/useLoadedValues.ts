import { useCustom } from '@refinedev/core';
import type { FormValues } from './values';

/** The values a form with `load` starts from: the data of GET `load`, nulls left out. */
export function useLoadedValues(load: string): { values: FormValues | undefined; loading: boolean } {
  const { query, result } = useCustom<FormValues>({
    url: load,
    method: 'get',
    // Always the current state: the details may have changed on another page a moment ago.
    queryOptions: { staleTime: 0, gcTime: 0 },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const data = result.data as FormValues | undefined;
  const values = data && Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  return { values, loading: query.isLoading };
}
