/**
 * The calls of the partner and resource pickers (widgets spec §7), relative to the API base URL. The
 * reference server registers the same paths from this file, so the app and the server cannot drift.
 */

/** Carriers: line carriers (T_ZX), delivery/installation teams (T_PZ) and drivers (T_SJ). */
export const TRANSPORTER_API = {
  list: '/user/resource_binding/transporter/list',
  isNameExist: '/user/resource_binding/transporter/isNameExist',
  verify: '/user/resource_binding/transporter/verify',
  add: '/user/resource_binding/transporter/add',
} as const;

export const SERVICER_API = { list: '/user/resource_binding/servicer/' } as const;

export const CONSIGNOR_API = {
  list: '/user/resource_binding/consignor/list',
  isNameExist: '/user/resource_binding/consignor/isNameExist',
  add: '/user/servicer_resource/consignor/add',
} as const;

export const SUPPLIER_API = {
  list: '/user/resource_binding/supplier/list',
  isNameExist: '/user/resource_binding/supplier/isNameExist',
  add: '/user/resource_binding/supplier/add',
} as const;

/**
 * The partner list a select filter searches (widgets spec §1): the merchants, or in the DA edition, where the
 * partner is a supplier, the supplier list (a filter with `optionsFrom.editionPartner`).
 */
export const PARTNER_FILTER_RESOURCE = {
  consignor: '/resource/consignors',
  supplier: SUPPLIER_API.list,
} as const;

export const STORE_API = {
  list: '/user/resource_binding/store/list',
  isNameExist: '/user/resource_binding/store/isNameExist',
  add: '/user/resource_binding/store/add',
  /** `{consignorUserId}` is the merchant's user id. */
  byConsignorUser: '/user/resource_binding/get_stores_by_consignor_user_id/{consignorUserId}',
} as const;

export const DELIVERY_API = {
  list: '/user/resource_binding/delivery/',
  isNameExist: '/user/resource_binding/delivery/isNameExist',
  verify: '/user/resource_binding/delivery/verify',
  add: '/user/resource_binding/delivery/',
} as const;

/** Installers and stations are created through the service provider's store call. */
export const SERVICER_STORE_ADD_API = '/user/servicer_resource/store/add';

export const FACTORY_API = {
  list: '/user/resource_binding/factory/list',
  add: '/user/resource_binding/factory/add',
} as const;

export const PRODUCT_API = {
  all: '/user/product/getAllProduct',
  add: '/user/product/add',
  categories: '/user/product-categories/cascader-data',
} as const;

export const WAREHOUSE_API = {
  all: '/user/warehouse/all',
  locationsByProduct: '/order/inventory_operation/get_locations_by_product_id',
} as const;

/** GET lists (format dropdown), POST creates {name, type}. */
export const STATIONS_API = '/user/stations';

export const SUB_USER_API = '/user/sub_user/';

/** Reads code and data (a list of {code, name}) of a category: settle types and the delivery permission. */
export const USER_CONFIG_API = '/user/user_config/get_list';

/** Settle-type categories of the create dialogs (§7 "Config, users, groups"). */
export const SETTLE_CATEGORY = {
  carrier: 'SETTLE_T_ZX',
  consignor: 'SETTLE_CONSIGNOR',
  store: 'SETTLE_STORE',
  delivery: 'SETTLE_DELIVERY',
} as const;

/** Permission check hiding 'create new delivery provider' when it answers CANNOT. */
export const ADD_NEW_DELIVERY_CHECK = 'ADD_NEW_DELIVERY_FOR_ORDERS';
export const PERMISSION_CAN = 'CAN';
export const PERMISSION_CANNOT = 'CANNOT';

/** Carrier sub types (object_sub_type). */
export const TRANSPORTER_SUB_TYPE = { line: 'T_ZX', deliveryInstall: 'T_PZ', driver: 'T_SJ' } as const;
export type TransporterSubType = (typeof TRANSPORTER_SUB_TYPE)[keyof typeof TRANSPORTER_SUB_TYPE];

/** Station type alias codes of GET /user/stations (station_type_alias_code); installers are INSTALLER stations. */
export const STATION_TYPE_ALIAS = {
  DELIVERY: '配送站',
  TRANSIT: '中转站',
  INSTALLER: '安装网点',
  PICKUP: '自提点',
} as const;
export type StationTypeAlias = keyof typeof STATION_TYPE_ALIAS;
