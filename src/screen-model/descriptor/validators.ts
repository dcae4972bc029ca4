/** Validation rules (form fields), named from the validator registry. */

import type { ApiPath } from './api.js';

/** Validators of the validator registry (src/validators/), named by a form field's or a filter's `rules`. */
export type ValidatorName =
  /**
   * A value must be given (an empty list or text counts as none).
   * @example {"name": "required", "message": "请输入名称"}
   */
  | 'required'
  /**
   * A mainland mobile number: 11 digits starting with 1[3-9].
   * @example {"name": "mobile"}
   */
  | 'mobile'
  /**
   * Any 11 digits (a looser mobile check).
   * @example {"name": "mobileLoose"}
   */
  | 'mobileLoose'
  /**
   * A mobile or a landline number (area code, number, optional extension).
   * @example {"name": "phone"}
   */
  | 'phone'
  /**
   * A whole number, negative allowed.
   * @example {"name": "integer"}
   */
  | 'integer'
  /**
   * A whole number greater than 0.
   * @example {"name": "positiveInteger"}
   */
  | 'positiveInteger'
  /**
   * Any number.
   * @example {"name": "number"}
   */
  | 'number'
  /**
   * A number with at most `decimals` decimals (default 4) and `integerDigits` integer digits.
   * @example {"name": "decimal", "decimals": 2, "integerDigits": 8}
   */
  | 'decimal'
  /**
   * A number (or with `length` a length) between `min` and `max`.
   * @example {"name": "range", "min": 0, "max": 100}
   */
  | 'range'
  /**
   * At least `min` characters.
   * @example {"name": "minLength", "min": 6}
   */
  | 'minLength'
  /**
   * At most `max` characters.
   * @example {"name": "maxLength", "max": 20}
   */
  | 'maxLength'
  /**
   * Chinese characters only.
   * @example {"name": "chinese"}
   */
  | 'chinese'
  /**
   * Letters and digits only.
   * @example {"name": "englishNumber"}
   */
  | 'englishNumber'
  /**
   * Letters and digits, at least one of each (e.g. a password).
   * @example {"name": "letterDigitMix"}
   */
  | 'letterDigitMix'
  /**
   * The same value as the form field named by `field` (e.g. 确认密码).
   * @example {"name": "equal", "field": "password", "message": "两次输入的密码不一致"}
   */
  | 'equal'
  /**
   * A shipping number: 12 digits, a real yyMMdd date, five digits, then 1, 2 or 3.
   * @example {"name": "shippingNumber"}
   */
  | 'shippingNumber'
  /**
   * An http or https address.
   * @example {"name": "url"}
   */
  | 'url'
  /**
   * A mainland resident identity card number of 18 characters with its check character.
   * @example {"name": "idCard"}
   */
  | 'idCard'
  /**
   * 统一社会信用代码: 18 characters with the GB 32100-2015 check character.
   * @example {"name": "creditCode"}
   */
  | 'creditCode'
  /**
   * JD merchant ids: numbers separated by commas (, or ，).
   * @example {"name": "jdMerchantIds"}
   */
  | 'jdMerchantIds'
  /**
   * A system order number whose waybill exists (asked of GET /order/waybills/{orderNo}); the form gets its order_id and status.
   * @example {"name": "orderNo"}
   */
  | 'orderNo'
  /**
   * A product code of an existing product (asked of GET /ms-fahuobao-order/FhbOrder/getProductInfo?code= when the
   * field loses focus); the found product's fields named by `fill` are written into the form. A blank passes.
   * @example {"name": "productCode", "fill": {"goods_name": "name", "weight": "weight", "volume": "volume"}}
   */
  | 'productCode'
  /**
   * A date range ([start, end]) covering at most `max` calendar days (default 31).
   * @example {"name": "dateRange", "max": 31}
   */
  | 'dateRange'
  /**
   * Asks the server whether the value may be used (form fields only): GET `api` with the value under
   * `param` (default the field's key) when the field loses focus and its other rules pass. An answer with
   * code '0' passes; a refusal is the field's error in the server's words (its msg), e.g. 该手机号已注册.
   * @example {"name": "serverCheck", "api": "/user/users/isServicerRegist", "param": "phone"}
   */
  | 'serverCheck';

/**
 * One check of a form field or filter, named from the validator registry, with its options.
 * @example {"name": "maxLength", "max": 20, "message": "最多20个字符"}
 */
export interface ValidationRule {
  /** The validator. */
  name: ValidatorName;
  /** Overrides the validator's default message. */
  message?: string;
  min?: number;
  /** range/maxLength: upper bound; dateRange: most calendar days the range may cover (default 31). */
  max?: number;
  /** decimal: maximum number of decimals (default 4). */
  decimals?: number;
  /** decimal: maximum number of integer digits. */
  integerDigits?: number;
  /** range: measure the length instead of the numeric value (minLength and maxLength always measure length). */
  length?: boolean;
  /** equal: key of the other field whose value must be the same. */
  field?: string;
  /** serverCheck: the endpoint asked (GET). */
  api?: ApiPath;
  /** serverCheck: the query parameter carrying the value; default the field's key. */
  param?: string;
  /** productCode: form key → field of the found product written into it, e.g. {"goods_name": "name"}. */
  fill?: Record<string, string>;
  /**
   * productCode: form key of the order's merchant (e.g. "consignor_resource_id"); the code is looked up
   * within that merchant only, and checked again when the merchant changes.
   */
  merchantField?: string;
}
