/** Which action buttons show: the schema's action_rules over the facts (core spec §4 "Ticket actions"). */
import { ACTION_FLAG_PREFIX, TICKET_ACTIONS } from '../config/tickets.js';
import { ticketEngine } from './engine.js';
import { engineFacts } from './facts.js';
import type { ActionFlags, ActionRule, TicketAction, TicketFacts } from './types.js';

/** One engine per action_rules list; each rule gets its own copy of its event, which the engine hands out. */
const engineFor = (rules: readonly ActionRule[]) =>
  ticketEngine('ticket-actions', rules, () => rules.map((rule) => ({ ...rule, event: { type: rule.event.type, params: { ...rule.event.params } } })));

/** The flags granted by the matching rules: a flag is on when some matching rule sets it true. */
export async function grantedFlags(rules: readonly ActionRule[], facts: TicketFacts): Promise<ActionFlags> {
  const flags: ActionFlags = {};
  if (rules.length === 0) return flags;
  const { events } = await engineFor(rules).run(engineFacts(facts));
  for (const event of events) {
    const params = (event.params ?? {}) as Record<string, unknown>;
    for (const [flag, value] of Object.entries(params)) {
      if (value === true) flags[flag as keyof ActionFlags] = true;
    }
  }
  return flags;
}

/** The actions whose can_<action> flag is granted, in the spec's order of TICKET_ACTIONS. */
export function actionsOfFlags(flags: ActionFlags): TicketAction[] {
  return TICKET_ACTIONS.filter((action) => flags[`${ACTION_FLAG_PREFIX}${action}` as keyof ActionFlags] === true);
}

/** The visible actions for the facts, in TICKET_ACTIONS order. */
export async function evaluateActions(rules: readonly ActionRule[], facts: TicketFacts): Promise<TicketAction[]> {
  return actionsOfFlags(await grantedFlags(rules, facts));
}
