/** Extend-select (widgets spec §5, §7): a list the user may extend with new entries and edit. */
import { EXTEND_SELECT_LIMITS, PICKER_PAGE_SIZE } from '../config/pickers';
import type { PickerAccount } from './search';

export type ExtendMode = 'add' | 'edit';

export interface ExtendProblem {
  messageKey: string;
  params?: Record<string, number>;
}

/** The longest entry: 10 new / 20 edited, or 50 / 120 for products. */
export function extendLimit(mode: ExtendMode, products: boolean): number {
  return (products ? EXTEND_SELECT_LIMITS.products : EXTEND_SELECT_LIMITS.plain)[mode];
}

/** Why a typed entry cannot be added or saved, if it cannot. */
export function extendEntryProblem(text: string, mode: ExtendMode, products: boolean): ExtendProblem | undefined {
  const entry = text.trim();
  if (entry === '') return { messageKey: 'pickers.extendEmpty' };
  const max = extendLimit(mode, products);
  return [...entry].length > max ? { messageKey: 'pickers.extendMax', params: { max } } : undefined;
}

/** The query of the extend-select's list (§7 "Generic selects"). */
export function extendQuery(account: PickerAccount, extra: { transporterName?: string; objectSubType?: string } = {}): Record<string, string | number> {
  const query: Record<string, string | number | undefined> = {
    servicer_id: account.servicerId,
    object_id: account.resourceId,
    page: 1,
    per_page: PICKER_PAGE_SIZE.extendSelect,
    object_type: account.objectType,
    app_code: account.appCode,
    transporter_name: extra.transporterName,
    object_sub_type: extra.objectSubType,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}
