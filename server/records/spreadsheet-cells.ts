/**
 * Spreadsheet formula injection: a text cell beginning with =, +, -, @, a tab or a carriage return can be
 * read as a formula by spreadsheet programs. Such text gets a leading single quote, so it shows as typed.
 * Only strings are touched; a negative amount stored as a number stays a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralizeCellText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value as an exported cell holds it: strings neutralised, everything else unchanged. */
export function neutralizeCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutralizeCellText(value) : value;
}
