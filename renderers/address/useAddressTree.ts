import { useEffect, useState } from 'react';
import { useDataProvider, type DataProvider } from '@refinedev/core';
import { loadAddressTree, type AddressNode } from '../../src/address';
import { ADDRESS_TREE_API, ADDRESS_VERSION_API } from '../../src/config/address';
import { QUIET_PROVIDER } from '../../src/data/providers';

export interface AddressTreeState {
  tree?: AddressNode;
  error?: unknown;
  loading: boolean;
}

/** One load per data provider while the app runs; a failed load is forgotten so the next form retries. */
const loads = new WeakMap<DataProvider, Promise<AddressNode>>();

function loadOnce(provider: DataProvider): Promise<AddressNode> {
  const running = loads.get(provider);
  if (running) return running;
  const get = async (url: string): Promise<Record<string, unknown>> => {
    if (!provider.custom) throw new Error('the data provider has no custom call');
    return (await provider.custom({ url, method: 'get' })).data as Record<string, unknown>;
  };
  const load = loadAddressTree(
    { fetchVersion: async () => (await get(ADDRESS_VERSION_API)).version, fetchTree: () => get(ADDRESS_TREE_API) },
    window.localStorage,
  );
  loads.set(provider, load);
  load.catch(() => loads.delete(provider));
  return load;
}

/**
 * The address tree from the local cache or the server (widgets spec §4), through the quiet data provider:
 * a failure is shown by the cascader, not toasted.
 */
export function useAddressTree(): AddressTreeState {
  const dataProvider = useDataProvider();
  const [state, setState] = useState<AddressTreeState>({ loading: true });
  useEffect(() => {
    let live = true;
    loadOnce(dataProvider(QUIET_PROVIDER)).then(
      (tree) => live && setState({ tree, loading: false }),
      (error: unknown) => live && setState({ error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}
