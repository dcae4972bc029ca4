/** Config items by category: each { code, name, js }, js holding the item's display settings as JSON text. */
import {
  ABNORMAL_TYPES, DANGER_ORDER_TAGS, ORDER_TAGS, SERVICE_PACKAGES, type CodeList,
} from '../collections/core/codes.js';

export interface ConfigItem {
  code: string;
  name: string;
  js: string;
}

export const DEFAULT_CONFIG_CATEGORY = 'ORDER_TAG';

const SETTLE_METHODS: CodeList = [['PAY_NOW', '现付'], ['MONTHLY', '月结'], ['ARRIVE_PAY', '到付'], ['RECEIPT_PAY', '回单付']];

const CATEGORIES: Readonly<Record<string, CodeList>> = {
  ORDER_TAG: ORDER_TAGS,
  ABNORMAL_TYPE: ABNORMAL_TYPES,
  DRIVER_SERVICE_TYPE: [['DELIVERY', '配送'], ['INSTALL', '安装'], ['DELIVERY_INSTALL', '送装一体'], ['REPAIR', '维修'], ['PICKUP', '提货'], ['TRUNK', '干线运输']],
  SETTLE_METHOD: SETTLE_METHODS,
  SERVICE_PKG_TYPE: SERVICE_PACKAGES,
  SOLUTION_TYPE: [['REPLENISH', '补件'], ['REPAIR', '维修'], ['RETURN', '退货'], ['EXCHANGE', '换货'], ['COMPENSATE', '赔偿'], ['REDELIVER', '重新派送']],
  SETTLE_T_ZX: SETTLE_METHODS,
  SETTLE_CONSIGNOR: [['PAY_NOW', '现付'], ['MONTHLY', '月结']],
  SETTLE_STORE: [['PAY_NOW', '现付'], ['MONTHLY', '月结'], ['COLLECT', '代收货款']],
  SETTLE_DELIVERY: [['PAY_NOW', '现付'], ['MONTHLY', '月结'], ['PER_ORDER', '单结'], ['WEEKLY', '周结']],
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
