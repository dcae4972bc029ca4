/** The query of a picker's search and of its selected-value lookup (widgets spec §7, §9). */
import { PICKER_PAGE_SIZE, PRODUCT_DEFAULTS } from '../config/pickers';
import type { PickerOptions } from '../screen-model/types';
import type { PickerKindName, PickerKindSpec } from './kinds';

/** What the app knows of the logged-in account that product queries carry (§6). */
export interface PickerAccount {
  objectType?: string;
  servicerId?: number | string;
  resourceId?: number | string;
  appCode?: string;
}

export interface SearchContext {
  /** The kind, or the generic remote select. */
  kind: PickerKindName | 'remoteSelect';
  spec: PickerKindSpec;
  options: PickerOptions;
  account: PickerAccount;
  /** Current form values (the location picker reads its product). */
  values: Record<string, unknown>;
}

export type Query = Record<string, string | number | boolean>;

const defined = (entries: Record<string, unknown>): Query =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Query;

/** Query parameters every request of the kind carries, from the descriptor's options. */
export function kindQuery({ kind, spec, options, account, values }: SearchContext): Query {
  const base: Record<string, unknown> = { ...spec.list.query };
  switch (kind) {
    case 'carrier':
    case 'thirdParty':
      base.object_sub_type = options.subType ?? 'T_ZX';
      break;
    case 'driver':
      base.object_sub_type = 'T_SJ';
      break;
    case 'delivery':
      base.service_type_codes = options.serviceTypes?.join(',');
      break;
    case 'station':
      base.station_type_alias_code = options.stationType;
      break;
    case 'configLookup':
    case 'configItem':
      base.category_code = options.category ?? (kind === 'configLookup' ? 'ORDER_TAG' : 'ABNORMAL_TYPE');
      break;
    case 'product':
      base.object_type = account.objectType;
      base.servicer_id = account.servicerId;
      base.resource_id = account.resourceId;
      base.order_business_code = PRODUCT_DEFAULTS.orderBusinessCode;
      base.services_pkg_code = options.servicePackageKey ? (values[options.servicePackageKey] as string | undefined) : undefined;
      base.check_inventory = options.checkInventory ? PRODUCT_DEFAULTS.queryFlagOn : undefined;
      base.filter_zero_inventory = options.filterZeroInventory ? PRODUCT_DEFAULTS.queryFlagOn : undefined;
      break;
    case 'location':
      base.product_id = options.productKey ? (values[options.productKey] as string | number | undefined) : undefined;
      break;
    case 'merchant':
    case 'supplier':
      base.app_code = account.appCode;
      break;
    default:
      break;
  }
  return defined(base);
}

/** A search for the typed text: page 1 of the kind's page size. */
export function searchQuery(context: SearchContext, text: string): Query {
  const { spec } = context;
  // With auto-select on, the merchant fetch asks for 20 rows (§9) to tell one match from several.
  const size = context.options.autoSelect ? PICKER_PAGE_SIZE.merchantAutoSelect : spec.list.pageSize;
  const paging: Query = spec.list.shape === 'list' ? { page: 1, per_page: size } : {};
  const typed: Query = spec.list.searchParam && text.trim() !== '' ? { [spec.list.searchParam]: text.trim() } : {};
  return { ...kindQuery(context), ...paging, ...typed };
}

/** The lookup of saved ids (so an edit form can show them by name); undefined when the kind has no ids filter. */
export function lookupQuery(context: SearchContext, ids: readonly (string | number)[]): Query | undefined {
  const { spec } = context;
  if (!spec.list.idsParam || ids.length === 0) return undefined;
  return { ...kindQuery(context), page: 1, per_page: spec.list.lookupPageSize, [spec.list.idsParam]: ids.join(',') };
}

/** Whether the kind cannot search yet (the location picker waits for its product). */
export function searchBlocked({ kind, options, values }: SearchContext): boolean {
  if (kind !== 'location') return false;
  const product = options.productKey ? values[options.productKey] : undefined;
  return product === undefined || product === null || product === '';
}
