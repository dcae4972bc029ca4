/**
 * Named option sets a descriptor may use instead of writing the options out (`{ "name": "optionSet" }`
 * formats and `{ "optionSet": … }` filter sources). Labels are i18n keys, so a list shows the same words
 * as the bespoke screen for the same value in each language.
 */
import type { OptionSetName } from '../screen-model/types.js';
import { TICKET_STATUSES } from './tickets.js';

export interface OptionSetEntry {
  value: string;
  /** i18n key of the label. */
  labelKey: string;
  /** antd tag colour. */
  color: string;
}

/** Tag colour of each ticket status, in lists and on the ticket screen. */
export const TICKET_STATUS_COLORS: Record<(typeof TICKET_STATUSES)[number], string> = {
  CREATE: 'default',
  SUBMITTED: 'orange',
  IN_PROGRESS: 'processing',
  PROCESSING: 'processing',
  COMPLETED: 'success',
  CANCELLED: 'default',
  CLOSED: 'default',
  WAITING_CONFIRM: 'gold',
  FINISHED: 'success',
  REJECTED: 'error',
  SUSPENDED: 'warning',
  EXPIRED: 'magenta',
  FINANCE_REVIEWING: 'purple',
};

/** CREATE belongs to a ticket not yet saved, so no list shows or filters it. */
const SAVED_TICKET_STATUSES = TICKET_STATUSES.filter((status) => status !== 'CREATE');

export const OPTION_SETS: Record<OptionSetName, readonly OptionSetEntry[]> = {
  ticketStatus: SAVED_TICKET_STATUSES.map((status) => ({
    value: status,
    labelKey: `tickets.status.${status}`,
    color: TICKET_STATUS_COLORS[status],
  })),
};
