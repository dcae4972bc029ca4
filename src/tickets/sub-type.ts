/** The ticket's sub type, picked by itself (core spec §4 "Form behaviour"). */
import {
  EXPEDITE_SUB_TYPES, SECOND_DOOR_TAG, SERVICE_PKG_REPAIR, SERVICE_PKG_RETURN,
} from '../config/tickets';
import { ticketEngine } from './engine';
import { engineFacts } from './facts';
import type { SubTypeOption, TicketFacts, TicketOrder, TicketSchema } from './types';

/** Payload key of the sub type when the schema names none. */
export const DEFAULT_SUB_TYPE_FIELD = 'sub_type';
const EXPEDITE_TYPE = 'EXPEDITE';

const engineFor = (options: readonly SubTypeOption[]) =>
  ticketEngine('ticket-sub-type', options, () => options.map((option) => ({ conditions: option.rules, event: { type: 'sub_type', params: { value: option.value } } })));

/** The sub type whose rules are the only ones matching; undefined when none or several match. */
export async function matchingSubType(options: readonly SubTypeOption[], facts: TicketFacts): Promise<string | undefined> {
  if (options.length === 0) return undefined;
  const { events } = await engineFor(options).run(engineFacts(facts));
  const values = new Set(events.map((event) => String((event.params as { value?: unknown } | undefined)?.value)));
  return values.size === 1 ? [...values][0] : undefined;
}

/**
 * Expedite tickets: EXPEDITE_ON_SITE for an order tagged SECOND_DOOR, EXPEDITE_PICKUP for the
 * SERVICE_PKG_RETURN package, EXPEDITE_REPAIR for SERVICE_PKG_REPAIR, else EXPEDITE_DELIVERY.
 */
export function expediteDefaultSubType(order: Pick<TicketOrder, 'tags' | 'services_pkg_code'> | null): string {
  if (order?.tags?.some((tag) => tag.code === SECOND_DOOR_TAG)) return EXPEDITE_SUB_TYPES.onSite;
  if (order?.services_pkg_code === SERVICE_PKG_RETURN) return EXPEDITE_SUB_TYPES.pickup;
  if (order?.services_pkg_code === SERVICE_PKG_REPAIR) return EXPEDITE_SUB_TYPES.repair;
  return EXPEDITE_SUB_TYPES.default;
}

export function subTypeField(schema: Pick<TicketSchema, 'sub_type_field'>): string {
  return schema.sub_type_field || DEFAULT_SUB_TYPE_FIELD;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The sub type the form should now hold, or undefined to leave it as it is: the only matching
 * sub_type_options rule wins; an expedite ticket without a sub type gets the default of its order.
 */
export async function autoSubType(
  schema: Pick<TicketSchema, 'type' | 'sub_type_options' | 'sub_type_field'>,
  facts: TicketFacts,
): Promise<string | undefined> {
  const current = facts.form_data[subTypeField(schema)];
  const matched = await matchingSubType(schema.sub_type_options, facts);
  if (matched !== undefined) return matched === current ? undefined : matched;
  if (schema.type === EXPEDITE_TYPE && isEmpty(current)) return expediteDefaultSubType(facts.order);
  return undefined;
}
