/**
 * The facts-driven parts of the screen — visible actions, hidden fields and the sub type — computed
 * at once for the loaded ticket and then at most every 300 ms while the user edits the form.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TICKET_RECOMPUTE_DEBOUNCE_MS } from '../../src/config/tickets';
import { debounceRowUpdates } from '../../src/fees/debounce';
import {
  buildFacts, recompute, type Recomputed, type Ticket, type TicketOrder, type TicketPayload, type TicketSchema, type TicketUserRole,
} from '../../src/tickets';

export function useTicketRules(schema: TicketSchema, ticket: Ticket, role: TicketUserRole, order: TicketOrder | null, initial: TicketPayload) {
  const [result, setResult] = useState<Recomputed | null>(null);
  const latest = useRef(0);

  const run = useCallback(
    async (formData: TicketPayload) => {
      const run = (latest.current += 1);
      const next = await recompute(schema, buildFacts({ ticket, formData, role, order }));
      // A slower earlier run must not overwrite a later one.
      if (run === latest.current) setResult(next);
    },
    [schema, ticket, role, order],
  );

  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    void run(initialRef.current);
  }, [run]);

  const debouncer = useMemo(() => debounceRowUpdates<TicketPayload>((data) => void run(data), TICKET_RECOMPUTE_DEBOUNCE_MS), [run]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  return { result, schedule: debouncer.push };
}
