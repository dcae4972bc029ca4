import { useMemo } from 'react';
import { useDataProvider } from '@refinedev/core';
import { QUIET_PROVIDER } from '../../src/data/providers';

type Data = Record<string, unknown> | undefined;

export interface PickerCalls {
  get(url: string, query: Record<string, unknown>): Promise<Data>;
  post(url: string, body: Record<string, unknown>): Promise<Data>;
}

/**
 * The create dialogs' calls through the quiet data provider: a failure rejects, and is never toasted.
 * Another provider (a management screen's own) shows its failures as that screen's calls do.
 */
export function usePickerCalls(providerName: string = QUIET_PROVIDER): PickerCalls {
  const dataProvider = useDataProvider();
  return useMemo(() => {
    const custom = (params: Parameters<NonNullable<ReturnType<typeof dataProvider>['custom']>>[0]) => {
      const call = dataProvider(providerName).custom;
      if (!call) throw new Error(`the ${providerName} data provider has no custom call`);
      return call(params);
    };
    return {
      get: async (url, query) => (await custom({ url, method: 'get', query })).data as Data,
      post: async (url, body) => (await custom({ url, method: 'post', payload: body })).data as Data,
    };
  }, [dataProvider, providerName]);
}
