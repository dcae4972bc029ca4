import { OPTION_SETS } from '../config/option-sets';
import { registerMessages, t } from '../i18n';
import { ticketStatus } from '../i18n/messages/ticket-status';
import type { Option, OptionSetName } from './types';

// The words of every option set, so a list can label its values before any bespoke screen loads.
registerMessages(ticketStatus);

/** The options of a named set, labelled in the current language. */
export function optionSetOptions(name: OptionSetName): Option[] {
  return OPTION_SETS[name].map(({ value, labelKey, color }) => ({ value, label: t(labelKey), color }));
}

/** The option of `value` in a named set, when the set has it. */
export function optionSetOption(name: OptionSetName, value: unknown): Option | undefined {
  return optionSetOptions(name).find((option) => String(option.value) === String(value));
}
