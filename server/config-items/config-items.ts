/** Config items by category: each { code, name, js }, js holding the item's display settings as JSON text. */
import {
  ABNORMAL_TYPES, DANGER_ORDER_TAGS, DELIVERY_SETTLE_TYPES, DRIVER_SERVICE_TYPES, DUTY_PARTIES, ORDER_TAGS, SERVICE_PACKAGES, SETTLE_METHODS,
  SETTLE_TYPES, SOLUTION_TYPES, STORE_SETTLE_TYPES, type CodeList,
} from '../codes/codes.js';

export interface ConfigItem {
  code: string;
  name: string;
  js: string;
}

export const DEFAULT_CONFIG_CATEGORY = 'ORDER_TAG';

const CATEGORIES: Readonly<Record<string, CodeList>> = {
  ORDER_TAG: ORDER_TAGS,
  ABNORMAL_TYPE: ABNORMAL_TYPES,
  DRIVER_SERVICE_TYPE: DRIVER_SERVICE_TYPES,
  SETTLE_METHOD: SETTLE_METHODS,
  SERVICE_PKG_TYPE: SERVICE_PACKAGES,
  SOLUTION_TYPE: SOLUTION_TYPES,
  // The parties an abnormal case may blame: the abnormal collection stores (and accepts only) these names.
  DUTY_PARTY: DUTY_PARTIES.map((party) => [party, party] as const),
  // The create dialogs' settle types; the partner collections accept exactly these codes.
  SETTLE_T_ZX: SETTLE_METHODS,
  SETTLE_CONSIGNOR: SETTLE_TYPES,
  SETTLE_STORE: STORE_SETTLE_TYPES,
  SETTLE_DELIVERY: DELIVERY_SETTLE_TYPES,
};

export const CONFIG_CATEGORIES: readonly string[] = Object.keys(CATEGORIES);

function displaySettings(category: string, code: string, index: number): string {
  if (category === 'ORDER_TAG') return JSON.stringify({ color: DANGER_ORDER_TAGS.includes(code) ? 'danger' : 'warning', sort: index + 1 });
  return JSON.stringify({ sort: index + 1 });
}

/** The items of a category; an unknown category has none. */
export function configItems(category: string): ConfigItem[] {
  return (CATEGORIES[category] ?? []).map(([code, name], index) => ({ code, name, js: displaySettings(category, code, index) }));
}
