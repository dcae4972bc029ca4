/** The generic validators of the widgets spec (§5): pure functions returning an error message or undefined. */
import { chinese, englishNumber, equal, jdMerchantIds, letterDigitMix, mobile, mobileLoose, phone, url } from './format.js';
import { dateRange } from './date-range.js';
import { creditCode, idCard, shippingNumber } from './identity.js';
import { decimal, integer, maxLength, minLength, number, positiveInteger, range } from './numeric.js';
import { required } from './required.js';
export { requiredNumber } from './required.js';
import type { SyncValidator, SyncValidatorName } from './types.js';

export type { SyncValidator, SyncValidatorName, ValidatorParams } from './types.js';
export {
  checkOrderNo, orderLookupKeys, orderLookupValues, validateOrderNo, type OrderNoCheck, type OrderNoLookup, type WaybillMatch,
} from './order-no.js';
export {
  checkProductCode, productFillValues, ProductCodeMiss, type ProductCodeCheck, type ProductCodeLookup, type ProductMatch,
} from './product-code.js';
export { isBlank, isRequiredEmpty, fillMessage } from './values.js';
export { checkOnServer, type ServerCheck } from './server-check.js';
export { isCalendarDate, isCreditCode } from './identity.js';
export { rangeDays } from './date-range.js';

/** Every validator that needs no server call, by its descriptor name. */
export const VALIDATORS: Readonly<Record<SyncValidatorName, SyncValidator>> = {
  required,
  mobile,
  mobileLoose,
  phone,
  integer,
  positiveInteger,
  number,
  decimal,
  range,
  minLength,
  maxLength,
  chinese,
  englishNumber,
  letterDigitMix,
  equal,
  shippingNumber,
  url,
  idCard,
  creditCode,
  jdMerchantIds,
  dateRange,
};

