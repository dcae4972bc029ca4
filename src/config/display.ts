/** How the generic screens display values. */

/** Truncating text with a tooltip: default length (widgets spec §9). */
export const ELLIPSIS_DEFAULT_LENGTH = 20;
/** Marker appended to truncated text. */
export const ELLIPSIS_MARK = '...';
/** Shown for an empty value. */
export const EMPTY_DISPLAY = '-';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MONEY_DECIMALS = 2;

/** Descriptor titles are Chinese: an edit screen replaces a leading create word with the edit word. */
export const CREATE_TITLE_PREFIXES: readonly string[] = ['新增', '创建'];
export const EDIT_TITLE_PREFIX = '编辑';

/** Grid of forms and detail sections: columns per row at full width. */
export const SECTION_COLUMNS = 3;

/** Background of a list row by its tone: with the other colours, in the theme. */
export { ROW_TONE_BACKGROUND } from './theme.js';
