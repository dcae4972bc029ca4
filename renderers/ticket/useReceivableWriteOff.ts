/**
 * Whether the order's receivable has already been written off (核销), asked once per order for a ticket
 * whose fees the user may change (GET /order/orders/check_receivable_write_off_order/{no}). A failure,
 * already shown by the client, counts as "not known to be written off".
 */
import { useEffect, useState } from 'react';
import type { TicketOrder } from '../../src/tickets';
import { useTicketApi } from './api-context';

export function useReceivableWriteOff(order: TicketOrder | null, asked: boolean): boolean {
  const api = useTicketApi();
  const [writtenOff, setWrittenOff] = useState(false);
  const orderNo = asked ? order?.order_no : undefined;
  useEffect(() => {
    setWrittenOff(false);
    if (!orderNo) return undefined;
    let live = true;
    void api.hasReceivableWriteOff(orderNo).then(
      (exists) => live && setWrittenOff(exists),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, orderNo]);
  return writtenOff;
}
