/**
 * What each picker kind searches and creates (widgets spec §3, §5, §7, §9), as data: the list call and
 * its parameters, the record fields it saves and shows, its page sizes and limits, and its create
 * dialog. The rules over this data are in search.ts, options.ts and create.ts.
 */
import {
  CONSIGNOR_API, DELIVERY_API, FACTORY_API, PRODUCT_API, SERVICER_API, SERVICER_STORE_ADD_API, SETTLE_CATEGORY,
  STATIONS_API, STORE_API, SUB_USER_API, SUPPLIER_API, TRANSPORTER_API, WAREHOUSE_API,
} from '../config/picker-api';
import { CONFIG_ITEM_LIST_API } from '../config/constants';
import {
  CREATE_DIALOG_WIDTH, DEFAULT_SETTLE_TYPE, DELIVERY_DIALOG_WIDTH, DELIVERY_SERVICE_TYPE, MERCHANT_DEFAULTS,
  PARTNER_SEARCH_DEBOUNCE_MS, PICKER_LIMIT, PICKER_PAGE_SIZE, PRODUCT_FILTER_DEBOUNCE_MS, REMOTE_SELECT_DEBOUNCE_MS,
} from '../config/pickers';
import type { PickerWidget } from '../screen-model/types';

/** Where a kind's list is and how it answers. */
export interface ListCall {
  url: string;
  /** Query parameter of the typed text; none when the whole list is filtered in the browser. */
  searchParam?: string;
  /** Query parameter taking the comma-joined ids of a selected-value lookup. */
  idsParam?: string;
  /** `list`: data.list of a page; `array`: data is the whole array. */
  shape: 'list' | 'array';
  /** Rows asked per search (page 1). */
  pageSize: number;
  /** Rows asked per selected-value lookup. */
  lookupPageSize: number;
  /** Fixed query parameters. */
  query?: Record<string, string | number>;
}

/** Whether a create dialog asks for the phone. */
export type PhoneRule = 'required' | 'optional' | 'none';

export interface CreateSpec {
  url: string;
  /** i18n keys: the name-required message and the success notice ('' for none: failures are only logged). */
  nameRequiredKey: string;
  successKey: string;
  phone: PhoneRule;
  /** Settle types of this category are offered; `required` makes one mandatory (请选择结算方式). */
  settle?: { category: string; required: boolean };
  /** GET … isNameExist?name= (with `query`), reading data.is_exist. */
  isNameExist?: { url: string; query?: Record<string, string> };
  /** GET … verify?sub_type=&phone=, reading data.is_bind: the phone is already bound. */
  verifyPhone?: { url: string; subType: string; messageKey: string };
  /** Fields every create sends. */
  defaults: Record<string, unknown>;
  /** Response fields holding the new record's id, the first one present wins. */
  idFields: readonly string[];
  /** Dialog width: 30 %, or 500 px for the delivery provider. */
  width: string | number;
  /** Only a name is asked (factory, station). */
  nameOnly?: boolean;
}

export interface PickerKindSpec {
  /** i18n key of the kind's name, e.g. pickers.carrier.kind. */
  kindKey: string;
  list: ListCall;
  /** Record field saved as the value and shown as the label. */
  valueField: string;
  labelField: string;
  /** Most picks of a multiple picker when the descriptor gives no `limit` (0 = none). */
  defaultLimit: number;
  debounceMs: number;
  create?: CreateSpec;
}

const withSettle = (category: string, required: boolean) => ({ category, required });
const SETTLE_DEFAULTS = { settle_type_code: DEFAULT_SETTLE_TYPE.code, settle_type_name: DEFAULT_SETTLE_TYPE.name };

const partnerList = (url: string, idsParam = 'resource_ids'): Omit<ListCall, 'query'> => ({
  url,
  searchParam: 'name',
  idsParam,
  shape: 'list',
  pageSize: PICKER_PAGE_SIZE.partnerSearch,
  lookupPageSize: PICKER_PAGE_SIZE.selectedLookup,
});

const transporterCreate = (nameRequiredKey: string, successKey: string): CreateSpec => ({
  url: TRANSPORTER_API.add,
  nameRequiredKey,
  successKey,
  phone: 'required',
  settle: withSettle(SETTLE_CATEGORY.carrier, false),
  isNameExist: { url: TRANSPORTER_API.isNameExist },
  defaults: {},
  idFields: ['resource_id'],
  width: CREATE_DIALOG_WIDTH,
});

const merchantCreate = (url: string, isNameExist: string, idFields: readonly string[], successKey: string, nameKey: string): CreateSpec => ({
  url,
  nameRequiredKey: nameKey,
  successKey,
  phone: 'optional',
  settle: withSettle(SETTLE_CATEGORY.consignor, true),
  isNameExist: { url: isNameExist },
  defaults: { ...MERCHANT_DEFAULTS, ...SETTLE_DEFAULTS },
  idFields,
  width: CREATE_DIALOG_WIDTH,
});

/** configLookup and configItem list the same config items; only search.ts's default category tells them apart. */
const configItemKind = (): PickerKindSpec => ({
  kindKey: 'pickers.configItem.kind',
  list: {
    url: CONFIG_ITEM_LIST_API,
    shape: 'array',
    pageSize: PICKER_PAGE_SIZE.objectSelect,
    lookupPageSize: PICKER_PAGE_SIZE.objectSelect,
  },
  valueField: 'code',
  labelField: 'name',
  defaultLimit: PICKER_LIMIT.configItems,
  debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
});

/**
 * The kinds by widget name. `merchant` is the consignor; the DA edition's supplier is `supplier`, chosen
 * by pickerKind(). Sub types, categories and station types are added to the query by search.ts.
 */
export const PICKER_KINDS: Record<Exclude<PickerWidget, 'remoteSelect' | 'extendSelect' | 'productSelect'> | 'supplier', PickerKindSpec> = {
  carrier: {
    kindKey: 'pickers.carrier.kind',
    list: partnerList(TRANSPORTER_API.list),
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: transporterCreate('pickers.carrier.nameRequired', 'pickers.carrier.added'),
  },
  thirdParty: {
    kindKey: 'pickers.thirdParty.kind',
    list: partnerList(TRANSPORTER_API.list),
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: transporterCreate('pickers.thirdParty.nameRequired', 'pickers.thirdParty.added'),
  },
  driver: {
    kindKey: 'pickers.driver.kind',
    list: { ...partnerList(TRANSPORTER_API.list), pageSize: PICKER_PAGE_SIZE.driverList },
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    // The driver has its own dialog (DriverDialog), with the full driver model.
  },
  merchant: {
    kindKey: 'pickers.merchant.kind',
    list: partnerList(CONSIGNOR_API.list),
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: merchantCreate(CONSIGNOR_API.add, CONSIGNOR_API.isNameExist, ['resource_id', 'res_consignor_id'], 'pickers.merchant.added', 'pickers.merchant.nameRequired'),
  },
  supplier: {
    kindKey: 'pickers.supplier.kind',
    list: partnerList(SUPPLIER_API.list),
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: merchantCreate(SUPPLIER_API.add, SUPPLIER_API.isNameExist, ['id'], 'pickers.supplier.added', 'pickers.supplier.nameRequired'),
  },
  store: {
    kindKey: 'pickers.store.kind',
    list: { ...partnerList(STORE_API.list), pageSize: PICKER_PAGE_SIZE.storeList, lookupPageSize: PICKER_PAGE_SIZE.storeSelector },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: {
      url: STORE_API.add,
      nameRequiredKey: 'pickers.store.nameRequired',
      successKey: 'pickers.store.added',
      phone: 'optional',
      settle: withSettle(SETTLE_CATEGORY.store, true),
      isNameExist: { url: STORE_API.isNameExist },
      defaults: { ...SETTLE_DEFAULTS },
      idFields: ['res_store_id'],
      width: CREATE_DIALOG_WIDTH,
    },
  },
  delivery: {
    kindKey: 'pickers.delivery.kind',
    list: partnerList(DELIVERY_API.list),
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: {
      url: DELIVERY_API.add,
      nameRequiredKey: 'pickers.delivery.nameRequired',
      successKey: 'pickers.delivery.added',
      phone: 'required',
      settle: withSettle(SETTLE_CATEGORY.delivery, false),
      isNameExist: { url: DELIVERY_API.isNameExist },
      verifyPhone: { url: DELIVERY_API.verify, subType: DELIVERY_SERVICE_TYPE.code, messageKey: 'pickers.providerPhoneBound' },
      defaults: { service_type: [{ ...DELIVERY_SERVICE_TYPE }] },
      idFields: ['resource_id'],
      width: DELIVERY_DIALOG_WIDTH,
    },
  },
  installer: {
    kindKey: 'pickers.installer.kind',
    list: {
      url: STATIONS_API,
      searchParam: 'station_name',
      idsParam: 'ids',
      shape: 'list',
      pageSize: PICKER_PAGE_SIZE.autocomplete,
      lookupPageSize: PICKER_PAGE_SIZE.installerLookup,
      query: { format: 'dropdown', station_type_alias_code: 'INSTALLER' },
    },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: {
      url: SERVICER_STORE_ADD_API,
      nameRequiredKey: 'pickers.installer.nameRequired',
      successKey: 'pickers.installer.added',
      phone: 'required',
      settle: withSettle(SETTLE_CATEGORY.store, false),
      defaults: { type: 'INSTALLER' },
      idFields: ['id'],
      width: CREATE_DIALOG_WIDTH,
    },
  },
  servicer: {
    kindKey: 'pickers.servicer.kind',
    list: partnerList(SERVICER_API.list),
    valueField: 'resource_id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
  },
  factory: {
    kindKey: 'pickers.factory.kind',
    list: { ...partnerList(FACTORY_API.list, 'ids'), query: { format: 'dropdown' } },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: {
      url: FACTORY_API.add,
      nameRequiredKey: 'pickers.factory.nameRequired',
      // A factory add has no notice of its own; a failure is only logged (§8).
      successKey: '',
      phone: 'none',
      defaults: { ...SETTLE_DEFAULTS },
      idFields: ['id'],
      width: CREATE_DIALOG_WIDTH,
      nameOnly: true,
    },
  },
  station: {
    kindKey: 'pickers.station.kind',
    list: {
      url: STATIONS_API,
      searchParam: 'station_name',
      idsParam: 'ids',
      shape: 'list',
      pageSize: PICKER_PAGE_SIZE.stationAutocomplete,
      lookupPageSize: PICKER_PAGE_SIZE.stationAutocomplete,
      query: { format: 'dropdown' },
    },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
    create: {
      url: STATIONS_API,
      nameRequiredKey: 'pickers.station.nameRequired',
      // A station add failing is only logged (§8); there is no notice.
      successKey: '',
      phone: 'none',
      defaults: {},
      idFields: ['id'],
      width: CREATE_DIALOG_WIDTH,
      nameOnly: true,
    },
  },
  product: {
    kindKey: 'pickers.product.kind',
    list: {
      url: PRODUCT_API.all,
      shape: 'array',
      pageSize: PICKER_PAGE_SIZE.objectSelect,
      lookupPageSize: PICKER_PAGE_SIZE.objectSelect,
    },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PRODUCT_FILTER_DEBOUNCE_MS,
    // The product has its own dialog (ProductDialog) with the category cascader.
  },
  warehouse: {
    kindKey: 'pickers.warehouse.kind',
    list: {
      url: WAREHOUSE_API.all,
      shape: 'list',
      pageSize: PICKER_PAGE_SIZE.warehouseList,
      lookupPageSize: PICKER_PAGE_SIZE.warehouseList,
    },
    valueField: 'id',
    labelField: 'name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
  },
  location: {
    kindKey: 'pickers.location.kind',
    list: {
      url: WAREHOUSE_API.locationsByProduct,
      shape: 'array',
      pageSize: PICKER_PAGE_SIZE.objectSelect,
      lookupPageSize: PICKER_PAGE_SIZE.objectSelect,
    },
    valueField: 'location_id',
    labelField: 'location_name',
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
  },
  configLookup: configItemKind(),
  configItem: configItemKind(),
  subUser: {
    kindKey: 'pickers.subUser.kind',
    list: {
      url: SUB_USER_API,
      searchParam: 'username',
      idsParam: 'user_ids',
      shape: 'list',
      pageSize: PICKER_PAGE_SIZE.subUser,
      lookupPageSize: PICKER_PAGE_SIZE.subUser,
    },
    valueField: 'user_id',
    labelField: 'username',
    defaultLimit: PICKER_LIMIT.subUsers,
    debounceMs: PARTNER_SEARCH_DEBOUNCE_MS,
  },
};

export type PickerKindName = keyof typeof PICKER_KINDS;

/** The generic remote select (§7 "Generic selects"): a configured url searched by `searchKey`. */
export const REMOTE_SELECT = {
  searchKey: 'name',
  labelKey: 'name',
  valueKey: 'id',
  debounceMs: REMOTE_SELECT_DEBOUNCE_MS,
  pageSize: PICKER_PAGE_SIZE.autocomplete,
} as const;

/** The generic remote select as a kind: the descriptor's url searched by its search key, 1000 ms debounce. */
export function remoteSelectSpec(options: { url?: string; searchKey?: string; labelKey?: string; valueKey?: string }): PickerKindSpec | undefined {
  if (!options.url) return undefined;
  return {
    kindKey: 'pickers.configItem.kind',
    list: {
      url: options.url,
      searchParam: options.searchKey ?? REMOTE_SELECT.searchKey,
      shape: 'list',
      pageSize: REMOTE_SELECT.pageSize,
      lookupPageSize: REMOTE_SELECT.pageSize,
    },
    valueField: options.valueKey ?? REMOTE_SELECT.valueKey,
    labelField: options.labelKey ?? REMOTE_SELECT.labelKey,
    defaultLimit: PICKER_LIMIT.none,
    debounceMs: REMOTE_SELECT.debounceMs,
  };
}

/** Whether the list of a kind is searched in the browser (the whole list comes at once). */
export const filtersLocally = (spec: PickerKindSpec): boolean => spec.list.searchParam === undefined;
