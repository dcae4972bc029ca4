/** The order summary's extra facts: the supply chain's role title, its bindings and the partner contacts. */
import { useEffect, useState } from 'react';
import { mainUserId, partnerResourceIds, type PartnerContact, type ResourceBinding, type TicketOrder } from '../../src/tickets';
import { useTicketApi } from './api-context';

export interface OrderSummary {
  roleTitle: string;
  bindings: ResourceBinding[];
  contacts: PartnerContact[];
}

const EMPTY: OrderSummary = { roleTitle: '', bindings: [], contacts: [] };

export function useOrderSummary(order: TicketOrder | null): OrderSummary {
  const api = useTicketApi();
  const [summary, setSummary] = useState<OrderSummary>(EMPTY);
  useEffect(() => {
    let live = true;
    const userId = mainUserId(order);
    const ids = partnerResourceIds(order);
    // Each part is optional: a failure (already shown by the client) leaves that part empty.
    void Promise.all([
      userId === undefined ? '' : api.getSupplyChainRoleTitle(userId).catch(() => ''),
      api.getBindings().catch(() => []),
      api.getPartnerContacts(ids).catch(() => []),
    ]).then(([roleTitle, bindings, contacts]) => {
      if (live) setSummary({ roleTitle, bindings, contacts });
    });
    return () => {
      live = false;
    };
  }, [api, order]);
  return summary;
}
