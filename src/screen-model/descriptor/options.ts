/** The choices of a select, an enum column or a filter, and where they come from when the descriptor does not list them. */

import type { ApiPath, DataConvention } from './api.js';

/** A choice of a select, an enum column or a filter. */
export interface Option {
  value: string | number | boolean;
  label: string;
  /** antd tag colour for enum columns (e.g. "success", "error", "processing", "default"). */
  color?: string;
}

/**
 * A named list of options kept in the kernel (src/config/option-sets.ts), labelled in the user's language.
 * `ticketStatus`: the ticket statuses with the words and colours the ticket screen shows.
 */
export type OptionSetName = 'ticketStatus';

/** Options of a select filter read from the config items of one category (GET /config/item/getConfigItemList). */
export interface ConfigItemOptions {
  /** category_code of the config items, e.g. "ORDER_TAG"; each item's code is the value, its name the label. */
  configCategory: string;
}

/** Options of a select filter searched on a list resource as the user types (debounced). */
export interface RemoteOptions {
  /** List resource searched, e.g. "/resource/consignors". */
  resource: ApiPath;
  /** Response convention of the resource; defaults to "main". */
  convention?: DataConvention;
  /** Row field shown as the option label; default "name". */
  labelKey?: string;
  /** Row field sent as the filter value; default "id". */
  valueKey?: string;
  /** Query parameter carrying the typed text; defaults to labelKey. */
  searchKey?: string;
  /**
   * The options are the edition's partners (widgets spec §1): the merchants of `resource`
   * ("/resource/consignors"), or in the DA edition, where the partner is a supplier, the suppliers of GET
   * /user/resource_binding/supplier/list (read by the same `labelKey` and `valueKey`). screens:check asks
   * it of every filter searching the merchants.
   * @example true
   */
  editionPartner?: boolean;
}

/**
 * Options of a select filter from a named option set, labelled in the user's language.
 * @example {"optionSet": "ticketStatus"}
 */
export interface OptionSetSource {
  /** The set, from src/config/option-sets.ts. */
  optionSet: OptionSetName;
}

/**
 * The user config categories of GET /user/user_config/get_list (core spec §7), and SETTLE_T_ZX, the
 * settle types of carriers and drivers (widgets spec §7).
 */
export type UserConfigCategoryName = 'SERVICE_PKG_TYPE' | 'SOLUTION_TYPE' | 'DUTY_PARTY' | 'SETTLE_T_ZX';

/**
 * Options from the account's user config of one category (GET /user/user_config/get_list?category_code=):
 * each item's code is the value, its name the label. A saved code the list no longer offers is named by
 * GET /user/user_config/get_info.
 * @example {"userConfigCategory": "SOLUTION_TYPE"}
 */
export interface UserConfigOptions {
  userConfigCategory: UserConfigCategoryName;
}

/**
 * Options from the service packages on offer (GET /config/item/get_service_pkg_list): codes and names.
 * @example {"servicePackages": true}
 */
export interface ServicePackageOptions {
  servicePackages: true;
}

/**
 * Options of a select in a call action's dialog from the list its `load` answered, e.g. the renewal
 * periods of a subscription: `dataKey` is the dot path of the list in the loaded data.
 * @example {"dataKey": "periods", "valueKey": "months", "labelKey": "label"}
 */
export interface DialogDataOptions {
  /** Dot path of the list in the loaded data. */
  dataKey: string;
  /** Item field of the value; default "value". */
  valueKey?: string;
  /** Item field of the label; default "label". */
  labelKey?: string;
}

/** Where a select filter's options come from when they are not listed in the descriptor. */
export type OptionsSource = ConfigItemOptions | RemoteOptions | OptionSetSource | UserConfigOptions | ServicePackageOptions;

/** Where a form select's options come from when they are not listed in the descriptor. */
export type FormOptionsSource = ConfigItemOptions | OptionSetSource | UserConfigOptions | ServicePackageOptions | DialogDataOptions;
