/**
 * Everything one form change recomputes: the visible actions, the hidden fields and the sub type.
 * The screen runs it at most every TICKET_RECOMPUTE_DEBOUNCE_MS.
 */
import { evaluateActions } from './actions';
import { autoSubType } from './sub-type';
import { hiddenFields } from './visibility';
import type { TicketAction, TicketFacts, TicketSchema } from './types';

export interface Recomputed {
  actions: TicketAction[];
  hidden: Set<string>;
  /** The sub type to write into the form, or undefined to keep it. */
  subType: string | undefined;
}

export async function recompute(schema: TicketSchema, facts: TicketFacts): Promise<Recomputed> {
  const [actions, hidden, subType] = await Promise.all([
    evaluateActions(schema.action_rules, facts),
    hiddenFields(schema.ui_schema, facts),
    autoSubType(schema, facts),
  ]);
  return { actions, hidden, subType };
}
