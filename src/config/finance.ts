/** Constants of the books: when a bill's dues fall due, and how business numbers are made. */

/** A confirmed bill's receivables and payables fall due this many days after its confirmation. */
export const DUE_DAYS = 30;

/** Digits of the serial in generated business numbers (账单号 ZD2026110000123): unique per record id. */
export const BUSINESS_SERIAL_DIGITS = 7;
