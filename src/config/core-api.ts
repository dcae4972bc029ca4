/**
 * Calls of the core spec §7 ("Session and users", "Reference data") that screens name in their
 * descriptors or the kernel makes, relative to the API base URL: the service provider's merchant book,
 * subscriptions, product info by code and the user config lookups. The reference server registers the
 * same paths from this file.
 */

/** A service provider's merchants: paged list (page/per_page → data.list/data.total), one by `?id`, add. */
export const CONSIGNOR_BOOK_API = {
  list: '/user/consignor/getList',
  info: '/user/consignor/getInfo',
  add: '/user/consignor/add',
} as const;

/**
 * Subscriptions (platform operations): the collection itself (GET list, POST create) and the spec's
 * named calls under it.
 */
export const SUBSCRIPTION_API = {
  resource: '/user/user_subscription',
  list: '/user/user_subscription/list',
  create: '/user/user_subscription/create',
  /** POST {id, status}. */
  updateStatus: '/user/user_subscription/updateStatus',
  /** GET ?id: what a renewal would be; POST {id, months}: renews. */
  renew: '/user/user_subscription/renew',
} as const;

/** Product info by product code (GET ?code). */
export const PRODUCT_INFO_API = '/ms-fahuobao-order/FhbOrder/getProductInfo';
export const PRODUCT_INFO_CODE_PARAM = 'code';
/** getProductInfo: the order's merchant (its resource id, as the merchant picker saves it); the product is looked up within it. */
export const PRODUCT_INFO_MERCHANT_PARAM = 'consignor_id';

/** One item of a user config category (GET ?category_code&code); get_list is USER_CONFIG_API. */
export const USER_CONFIG_INFO_API = '/user/user_config/get_info';
/** The service packages on offer (GET, data a list of {code, name}). */
export const SERVICE_PKG_LIST_API = '/config/item/get_service_pkg_list';

/** The user config categories the spec names for /user/user_config/get_list. */
export const USER_CONFIG_CATEGORIES = ['SERVICE_PKG_TYPE', 'SOLUTION_TYPE'] as const;
export type UserConfigCategory = (typeof USER_CONFIG_CATEGORIES)[number];

/** Query parameter carrying the record id of a one-record call such as getInfo (`api.get`). */
export const RECORD_ID_PARAM = 'id';
