/**
 * The 400 messages of the picker calls: the zh texts of the client's picker catalogue, so the create
 * dialogs and the server say the same thing (widgets spec §5).
 */
import { pickers } from '../../src/i18n/messages/pickers.js';

const zh = pickers.zh;

/** Picker kinds with a name-required text of their own. */
export type NamedKind = 'carrier' | 'thirdParty' | 'merchant' | 'supplier' | 'store' | 'delivery' | 'installer' | 'factory' | 'station' | 'driver';

export const PICKER_MSG = {
  nameMax: zh['pickers.nameMax'],
  nameExists: zh['pickers.nameExists'],
  phoneRequired: zh['pickers.phoneRequired'],
  phoneFormat: zh['pickers.phoneFormat'],
  settleRequired: zh['pickers.settleRequired'],
  providerPhoneBound: zh['pickers.providerPhoneBound'],
  productTypeRequired: zh['pickers.productTypeRequired'],
  productNameRequired: zh['pickers.productNameRequired'],
  driverNameMax: zh['pickers.driver.nameMax'],
  driverPhoneRequired: zh['pickers.driver.phoneRequired'],
  driverPhoneFormat: zh['pickers.driver.phoneFormat'],
  driverServiceTypeRequired: zh['pickers.driver.serviceTypeRequired'],
  driverMemoMax: zh['pickers.driver.memoMax'],
} as const;

export const nameRequiredOf = (kind: NamedKind): string => zh[`pickers.${kind}.nameRequired`];

/** '允许输入{max}字内' for a limit other than the dialogs' 10 (products: 50). */
export const maxLengthText = (max: number): string => zh['pickers.extendMax'].replace('{max}', String(max));
