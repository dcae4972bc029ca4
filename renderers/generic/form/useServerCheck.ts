import { useCallback } from 'react';
import { useDataProvider } from '@refinedev/core';
import { QUIET_PROVIDER } from '../../../src/data/providers';
import { refusalMessage } from '../../../src/http/errors';
import type { ServerCheck } from '../../../src/validators';

/**
 * A field's `serverCheck`: GET the rule's API through the quiet provider (the field shows the refusal,
 * no toast beside it) and read a refusal's msg; a check that gets no answer lets the value pass.
 */
export function useServerCheck(): ServerCheck {
  const dataProvider = useDataProvider();
  return useCallback(
    async (api, query) => {
      try {
        await dataProvider(QUIET_PROVIDER).custom?.({ url: api, method: 'get', query });
        return undefined;
      } catch (error) {
        return refusalMessage(error);
      }
    },
    [dataProvider],
  );
}
