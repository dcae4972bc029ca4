/**
 * The navbar's global search (widgets spec §2): what a typed value is, and which filtered waybill list
 * it opens.
 */
import { namedRouteUrl, type RouteName } from '../config/routes';
import { VALIDATORS } from '../validators';

export type GlobalSearchParam = 'nos' | 'end_tel' | 'union_end_contact';

export interface GlobalSearchTarget {
  param: GlobalSearchParam;
  value: string;
}

/** A system order number: 12 digits, and this decade's numbers start with 2. */
const ORDER_NO = /^2\d{11}$/;
/** Several order numbers may be pasted at once, separated by commas (ASCII or full-width) or spaces. */
const ORDER_NO_SEPARATOR = /[\s,，]+/;

function orderNumbers(text: string): string[] | undefined {
  const parts = text.split(ORDER_NO_SEPARATOR).filter((part) => part !== '');
  return parts.length > 0 && parts.every((part) => ORDER_NO.test(part)) ? parts : undefined;
}

/** Mobile (1[3-9] and nine digits) or landline, as the phone validator accepts it. */
function isPhoneLike(text: string): boolean {
  return VALIDATORS.phone(text) === undefined;
}

/**
 * Order numbers → `nos` (comma-joined), a phone → `end_tel`, anything else → `union_end_contact`
 * (recipient name or phone). Surrounding spaces are ignored; a blank value searches nothing.
 */
export function classifySearch(input: string): GlobalSearchTarget | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  const nos = orderNumbers(text);
  if (nos) return { param: 'nos', value: nos.join(',') };
  if (isPhoneLike(text)) return { param: 'end_tel', value: text };
  return { param: 'union_end_contact', value: text };
}

/** The search opens the waybill list by its route name. */
export const GLOBAL_SEARCH_ROUTE: RouteName = 'saasWaybillAllIndex';

/** The waybill list filtered by the typed value; undefined for a blank one. */
export function globalSearchUrl(input: string): string | undefined {
  const target = classifySearch(input);
  return target && namedRouteUrl(GLOBAL_SEARCH_ROUTE, { [target.param]: target.value });
}
