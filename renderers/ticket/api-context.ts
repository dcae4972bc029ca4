import { createContext, useContext } from 'react';
import type { TicketApi } from '../../src/tickets/api';

/** The ticket calls the screen makes; tests provide a fake that fails on calls it did not expect. */
export const TicketApiContext = createContext<TicketApi | null>(null);

export function useTicketApi(): TicketApi {
  const api = useContext(TicketApiContext);
  if (!api) throw new Error('TicketApiContext is not provided');
  return api;
}
