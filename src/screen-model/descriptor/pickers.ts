/** Picker widgets of partners and resources (widgets spec §1, §7) and their options. */

import type { ApiPath } from './api.js';

/**
 * Pickers of partners and resources (widgets spec §1, §7): a select searching the backend as the user
 * types, showing the saved record by name, with a 'create and use' dialog where the kind has one. Options
 * go in the field's `picker`.
 * - `carrier` 承运商 (`subType` T_ZX line carrier, T_PZ delivery/installation, T_SJ driver), `thirdParty`
 *   third-party logistics (line carriers), `driver` (carriers of sub type T_SJ, with the driver dialog);
 * - `merchant` 商家 — the supplier (供应商) with the supplier calls in the DA edition; `store`, `delivery`
 *   (delivery/installation provider), `installer`, `servicer`, `factory`, `station`;
 * - `product` (products of GET /user/product/getAllProduct, with the product dialog), `productSelect` (the
 *   product category tree, two levels under PC001), `warehouse`, `location` (storage locations holding the
 *   product of `productKey`);
 * - `configLookup` (config items, category ORDER_TAG unless `category` says otherwise), `configItem` (config
 *   items, ABNORMAL_TYPE by default), `subUser` (sub-accounts);
 * - `remoteSelect` (any list `url`, searched by `searchKey`, default name) and `extendSelect` (a list of
 *   `url` the user may extend with new entries).
 */
export type PickerWidget =
  /**
   * A 承运商 of `subType` (T_ZX line carrier by default).
   * @example {"key": "carrier_id", "label": "承运商", "widget": "carrier", "picker": {"nameKey": "carrier_name", "subType": "T_ZX"}}
   */
  | 'carrier'
  /**
   * A third-party logistics company (line carriers).
   * @example {"key": "third_party_id", "label": "三方物流", "widget": "thirdParty", "picker": {"nameKey": "third_party_name"}}
   */
  | 'thirdParty'
  /**
   * A driver (carrier of sub type T_SJ), with the driver dialog.
   * @example {"key": "driver_id", "label": "司机", "widget": "driver", "picker": {"nameKey": "driver_name"}}
   */
  | 'driver'
  /**
   * A 商家 (the supplier, 供应商, in the DA edition).
   * @example {"key": "consignor_id", "label": "商家", "widget": "merchant", "picker": {"nameKey": "consignor_name", "disableForbidden": true}}
   */
  | 'merchant'
  /**
   * A 门店.
   * @example {"key": "store_id", "label": "门店", "widget": "store", "picker": {"nameKey": "store_name"}}
   */
  | 'store'
  /**
   * A delivery and installation provider (only those offering `serviceTypes`).
   * @example {"key": "delivery_id", "label": "配送商", "widget": "delivery", "picker": {"nameKey": "delivery_name", "serviceTypes": ["DELIVERY_INSTALL"]}}
   */
  | 'delivery'
  /**
   * An installer.
   * @example {"key": "installer_id", "label": "安装师傅", "widget": "installer", "picker": {"nameKey": "installer_name"}}
   */
  | 'installer'
  /**
   * A service provider.
   * @example {"key": "servicer_id", "label": "服务商", "widget": "servicer", "picker": {"nameKey": "servicer_name"}}
   */
  | 'servicer'
  /**
   * A factory.
   * @example {"key": "factory_id", "label": "工厂", "widget": "factory", "picker": {"nameKey": "factory_name"}}
   */
  | 'factory'
  /**
   * A station (only of `stationType` when given).
   * @example {"key": "start_station_id", "label": "始发站", "widget": "station", "picker": {"nameKey": "start_station_name", "stationType": "TRANSIT"}}
   */
  | 'station'
  /**
   * A product of GET /user/product/getAllProduct, with the product dialog; a stock form offers only
   * products in stock (`filterZeroInventory`).
   * @example {"key": "product_id", "label": "商品", "widget": "product", "picker": {"nameKey": "product_name"}}
   * @example {"key": "product_id", "label": "商品", "widget": "product", "picker": {"nameKey": "product_name", "checkInventory": true, "filterZeroInventory": true}}
   */
  | 'product'
  /**
   * A category of the product category tree (two levels under PC001); holds its code.
   * @example {"key": "product_type_code", "label": "商品分类", "widget": "productSelect"}
   */
  | 'productSelect'
  /**
   * A warehouse.
   * @example {"key": "warehouse_id", "label": "仓库", "widget": "warehouse", "picker": {"nameKey": "warehouse_name"}}
   */
  | 'warehouse'
  /**
   * A storage location holding the product of `productKey`.
   * @example {"key": "location_id", "label": "库位", "widget": "location", "picker": {"productKey": "product_id"}}
   */
  | 'location'
  /**
   * A config item (category ORDER_TAG unless `category` says otherwise); holds its code.
   * @example {"key": "tags", "label": "订单标签", "widget": "configLookup", "picker": {"multiple": true}}
   */
  | 'configLookup'
  /**
   * A config item (ABNORMAL_TYPE by default); holds its code.
   * @example {"key": "abnormal_type", "label": "异常类型", "widget": "configItem", "picker": {"category": "ABNORMAL_TYPE"}}
   */
  | 'configItem'
  /**
   * A sub-account.
   * @example {"key": "sub_user_ids", "label": "子账号", "widget": "subUser", "picker": {"multiple": true, "limit": 20}}
   */
  | 'subUser'
  /**
   * Any list of `url`, searched by `searchKey` (default name).
   * @example {"key": "servicer_id", "label": "服务商", "widget": "remoteSelect", "picker": {"url": "/user/resource_binding/servicer/", "searchKey": "name"}}
   */
  | 'remoteSelect'
  /**
   * A list of `url` the user may extend with new entries; holds the entry text.
   * @example {"key": "brand", "label": "品牌", "widget": "extendSelect", "picker": {"url": "/user/brands"}}
   */
  | 'extendSelect';

/** Carrier sub types: T_ZX line carrier, T_PZ delivery/installation, T_SJ driver. */
export type TransporterSubTypeCode = 'T_ZX' | 'T_PZ' | 'T_SJ';

/** Station type alias codes of GET /user/stations. */
export type StationTypeCode = 'DELIVERY' | 'TRANSIT' | 'INSTALLER' | 'PICKUP';

/**
 * Options of a picker field. The field's own key receives the picked record's id (an array when
 * `multiple`); `nameKey` receives its name, so an edit form shows the saved partner by name.
 */
export interface PickerOptions {
  /** Form key that receives the picked record's name (names comma-joined when `multiple`), e.g. "consignor_name". */
  nameKey?: string;
  /**
   * "id" (default): the field holds the record's id; "name": the field holds the name itself, for records
   * that keep only a name.
   */
  value?: 'id' | 'name';
  /** Other form keys filled from the picked record: form key → record field, e.g. {"settle_type_code": "settle_type_code"}. */
  fill?: Record<string, string>;
  /** Several records may be picked; the field holds an array of ids. */
  multiple?: boolean;
  /** Most records a multiple picker takes; 0 means no limit. Defaults per kind (sub-users 20, config items 100, else none). @minimum 0 */
  limit?: number;
  /** Offer the kind's 'create and use' dialog (carrier, thirdParty, driver, merchant, store, delivery, installer, product, factory, station). Default true where the kind has one. */
  create?: boolean;
  /** carrier: the sub type searched and created (default T_ZX). */
  subType?: TransporterSubTypeCode;
  /** merchant: billing is disabled here, so merchants with is_forbid_create_order 1 cannot be picked (order entry). */
  disableForbidden?: boolean;
  /** merchant: when the search finds exactly one merchant, pick it and lock the picker (a merchant's own orders). */
  autoSelect?: boolean;
  /** location: form key of the product whose storage locations are offered. */
  productKey?: string;
  /**
   * product: the list carries each product's stock (check_inventory=1 of GET /user/product/getAllProduct),
   * for forms that move or hold stock.
   * @example true
   */
  checkInventory?: boolean;
  /**
   * product: products without stock are left out (filter_zero_inventory=1), so a stock form offers only
   * what is in stock (lock, FIFO outbound, replenishment, the product replaced).
   * @example true
   */
  filterZeroInventory?: boolean;
  /**
   * product: form key of the order's service package code, sent as services_pkg_code so only the
   * products of that package are offered.
   * @example "service_pkg_code"
   */
  servicePackageKey?: string;
  /** delivery: only providers offering one of these service types, e.g. ["DELIVERY_INSTALL"]. */
  serviceTypes?: string[];
  /** station: only stations of this type. */
  stationType?: StationTypeCode;
  /** configLookup and configItem: config item category, e.g. "DRIVER_SERVICE_TYPE". */
  category?: string;
  /**
   * configLookup and configItem: form key receiving the picked items themselves as a list of {code, name},
   * e.g. the driver model's service_type next to its service_type_codes (widgets spec §3 "Driver").
   * @example "service_type"
   */
  itemsKey?: string;
  /** remoteSelect and extendSelect: the list to search, e.g. "/user/resource_binding/servicer/". */
  url?: ApiPath;
  /** remoteSelect: query parameter carrying the typed text; default "name". */
  searchKey?: string;
  /** remoteSelect and extendSelect: record field shown; default "name". */
  labelKey?: string;
  /** remoteSelect: record field saved; default "id". */
  valueKey?: string;
  /** extendSelect: entries are products (new entries up to 50 characters, edits up to 120, instead of 10 and 20). */
  products?: boolean;
}
