import type { GetListParams } from '@refinedev/core';
import { mainClient, quietClient, remoteSelectClient, tableClient } from '../http';
import { createPagesAhead } from './pages-ahead';
import { createDataProviders, mainConvention } from './providers';
import { listRequestOf } from './rest-provider';

// Asked with the quiet client: an answer nobody takes (the screen was left at once) puts up no message.
const pagesAhead = createPagesAhead(quietClient, [mainClient, tableClient, quietClient, remoteSelectClient]);

/** The app's data providers by Refine name (src/data/providers.ts), over the app's clients. */
export const dataProviders = createDataProviders(mainClient, tableClient, quietClient, remoteSelectClient, pagesAhead);

/**
 * Asks a list's first page ahead of its screen, with the menu id of that screen; its own first request
 * then takes the answer. Lists of the default provider only: the "table" envelope has no silent client.
 */
export function askListAhead(providerName: string, params: GetListParams, menuId?: number): void {
  if (providerName !== 'default') return;
  const { url, query } = listRequestOf(mainConvention, params);
  pagesAhead.ask(url, query, menuId);
}
