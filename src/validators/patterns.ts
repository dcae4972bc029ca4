/**
 * Phone patterns of the generic validators (widgets spec §5), shared by the form rules and by the
 * reference server's order import, so a number a form refuses is refused in an imported file too.
 */

/** Mobile: 1, then 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline: area code 0xx or 0xxx, 7-8 digits, optional extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
