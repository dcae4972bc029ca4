/** Limits and defaults of the partner and resource pickers (widgets spec §3, §5, §9). */

/** Debounces (§9): remote partner search, product filter, generic remote select. */
export const PARTNER_SEARCH_DEBOUNCE_MS = 500;
export const PRODUCT_FILTER_DEBOUNCE_MS = 300;
export const REMOTE_SELECT_DEBOUNCE_MS = 1_000;

/** Page sizes (§9). */
export const PICKER_PAGE_SIZE = {
  partnerSearch: 10,
  /** Selected-value lookups by id: carrier, merchant, delivery 50; installer 20. */
  selectedLookup: 50,
  installerLookup: 20,
  storeList: 300,
  storeSelector: 50,
  warehouseList: 300,
  stationAutocomplete: 20,
  extendSelect: 10_000,
  objectSelect: 1_000,
  merchantAutoSelect: 20,
  driverList: 10,
  autocomplete: 20,
  subUser: 20,
} as const;

/** Default most picks of a multiple picker (0 = no limit). */
export const PICKER_LIMIT = { none: 0, single: 1, configItems: 100, subUsers: 20 } as const;

/** Create dialogs: partner names at most 10 characters; drivers 20 and memos 320. */
export const PARTNER_NAME_MAX = 10;
export const DRIVER_NAME_MAX = 20;
export const DRIVER_MEMO_MAX = 320;

/** Extend-select: a new entry and an edit, for plain entries and for products. */
export const EXTEND_SELECT_LIMITS = {
  plain: { add: 10, edit: 20 },
  products: { add: 50, edit: 120 },
} as const;

/** Dialog widths (§2): 30 %, the delivery provider's 500 px. */
export const CREATE_DIALOG_WIDTH = '30%';
export const DELIVERY_DIALOG_WIDTH = 500;

/** Merchant defaults (§3): settle type PAY_NOW 现付, charge mode PRODUCT, no SMS, deduction on RECEIVE. */
export const DEFAULT_SETTLE_TYPE = { code: 'PAY_NOW', name: '现付' } as const;
export const MERCHANT_DEFAULTS = {
  charge_mode: 'PRODUCT',
  is_send_sms: '0',
  deduction_node: 'RECEIVE',
} as const;

/** A delivery provider offers delivery with installation (§3). */
export const DELIVERY_SERVICE_TYPE = { code: 'DELIVERY_INSTALL', name: '送装一体' } as const;

/** Products (§7, §9): business code, category tree root, app code and depth. */
export const PRODUCT_DEFAULTS = {
  orderBusinessCode: 'E-COMMERCE',
  appCode: 'BANG',
  parentCode: 'PC001',
  maxLevel: 2,
  package: 1,
  /** What check_inventory and filter_zero_inventory are sent as when asked for. */
  queryFlagOn: '1',
} as const;

/** Config item categories (§3): the generic lookup's and the other picker's defaults, and the driver's services. */
export const CONFIG_CATEGORY = {
  lookupDefault: 'ORDER_TAG',
  pickerDefault: 'ABNORMAL_TYPE',
  driverServiceType: 'DRIVER_SERVICE_TYPE',
  settleMethod: 'SETTLE_METHOD',
} as const;
