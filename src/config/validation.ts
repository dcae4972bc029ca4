/** Parameters of the generic validators (widgets spec §5). */

/** decimal: maximum number of decimals when a rule gives none. */
export const DECIMAL_DEFAULT_PLACES = 4;
/** Shipping number: total length; yyMMdd first, final digit 1-3. */
export const SHIPPING_NUMBER_LENGTH = 12;
/** Order number field: an existing waybill is looked up at `${resource}/{orderNo}`. */
export const ORDER_NO_LOOKUP_RESOURCE = '/order/waybills';
/** Form root keys that receive the found waybill's id and status (widgets spec §3). */
export const ORDER_NO_LOOKUP_KEYS = { orderId: 'order_id', status: 'status' } as const;
/** dateRange: most calendar days a range may cover when a rule gives no `max` (widgets spec §5, §9). */
export const DATE_RANGE_DEFAULT_MAX_DAYS = 31;
/** number fields: the smallest value taken when the descriptor's `min` names none (no negative weights, amounts or counts). */
export const NUMBER_FIELD_DEFAULT_MIN = 0;
