/** Builders of json-rules-engine conditions over the ticket facts (TicketFacts). */
import type { ConditionProperties, TopLevelCondition } from 'json-rules-engine';
import type { TicketUserRole } from '../ticket-constants.js';

type Operator = 'equal' | 'notEqual' | 'in' | 'notIn' | 'contains' | 'doesNotContain' | 'lessThan' | 'greaterThan';

/** The facts a condition may name; the schema tests check every visibleWhen against this list. */
export const KNOWN_FACTS = ['form_data', 'ticket_status', 'is_rejected_flag', 'task_stage', 'user_role', 'allowed_save', 'order'] as const;
type Fact = (typeof KNOWN_FACTS)[number];

export const fact = (name: Fact, operator: Operator, value: unknown): ConditionProperties => ({ fact: name, operator, value });
/** A payload field: `form_data` at path `$.<field>`. */
export const field = (name: string, operator: Operator, value: unknown): ConditionProperties =>
  ({ fact: 'form_data', path: `$.${name}`, operator, value });
/** A waybill field of the `order` fact. */
export const orderPath = (path: string, operator: Operator, value: unknown): ConditionProperties =>
  ({ fact: 'order', path, operator, value });

export const all = (...conditions: Array<ConditionProperties | TopLevelCondition>): TopLevelCondition => ({ all: conditions });
export const any = (...conditions: Array<ConditionProperties | TopLevelCondition>): TopLevelCondition => ({ any: conditions });

export const role = (name: TicketUserRole): ConditionProperties => fact('user_role', 'equal', name);
export const statusIs = (...statuses: string[]): ConditionProperties =>
  statuses.length === 1 ? fact('ticket_status', 'equal', statuses[0]) : fact('ticket_status', 'in', statuses);

/** Finance fields: for the finance reviewer, and for everyone once the review started. */
export const financeFieldsVisible: TopLevelCondition = any(
  role('FINANCIAL_STAFF'),
  statusIs('FINANCE_REVIEWING', 'FINISHED'),
);

/** The rejection reason: once rejected, and for the reviewer who may reject. */
export const rejectReasonVisible: TopLevelCondition = any(
  fact('is_rejected_flag', 'equal', true),
  all(role('FINANCIAL_STAFF'), statusIs('FINANCE_REVIEWING')),
);
