/** The generic validators of the widgets spec (§5): pure functions returning an error message or undefined. */
import { chinese, englishNumber, equal, jdMerchantIds, letterDigitMix, mobile, mobileLoose, phone, url } from './format';
import { dateRange } from './date-range';
import { creditCode, idCard, shippingNumber } from './identity';
import { decimal, integer, maxLength, minLength, number, positiveInteger, range } from './numeric';
import { required } from './required';
import type { SyncValidator, SyncValidatorName } from './types';

export type { SyncValidator, SyncValidatorName, ValidatorParams } from './types';
export {
  checkOrderNo, orderLookupKeys, orderLookupValues, validateOrderNo, type OrderNoCheck, type OrderNoLookup, type WaybillMatch,
} from './order-no';
export {
  checkProductCode, productFillValues, type ProductCodeCheck, type ProductCodeLookup, type ProductMatch,
} from './product-code';
export { isBlank, isRequiredEmpty, fillMessage } from './values';
export { checkOnServer, type ServerCheck } from './server-check';
export { isCalendarDate, isCreditCode } from './identity';
export { rangeDays } from './date-range';

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

