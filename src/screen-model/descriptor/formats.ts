/** Formatters (columns and show fields). */

import type { RouteTemplate } from './api.js';
import type { Option, OptionSetName } from './options.js';

/**
 * The value as text (the default when a column has no format).
 * @example {"name": "text"}
 */
export interface TextFormat { name: 'text' }

/**
 * An amount with two decimals and thousands separators (1,234.50).
 * @example {"name": "money"}
 */
export interface MoneyFormat { name: 'money' }

/**
 * A date as YYYY-MM-DD.
 * @example {"name": "date"}
 */
export interface DateFormat { name: 'date' }

/**
 * A date and time as YYYY-MM-DD HH:mm:ss.
 * @example {"name": "datetime"}
 */
export interface DateTimeFormat { name: 'datetime' }

/**
 * A code shown as the label of its option, in a coloured tag when the option has a `color`.
 * @example {"name": "enum", "options": [{"value": 1, "label": "启用", "color": "success"}, {"value": 0, "label": "停用", "color": "default"}]}
 */
export interface EnumFormat {
  name: 'enum';
  /** The codes and their labels. */
  options: Option[];
}

/**
 * A value shown with the label and colour of a named option set, in the user's language.
 * @example {"name": "optionSet", "set": "ticketStatus"}
 */
export interface OptionSetFormat {
  name: 'optionSet';
  /** The set, from src/config/option-sets.ts. */
  set: OptionSetName;
}

/**
 * Order tags (each value an object with a code, or a code string) as coloured tags.
 * @example {"name": "tag"}
 */
export interface TagFormat { name: 'tag' }

/**
 * The value as a link opening another route.
 * @example {"name": "link", "to": "/saas/system/role/show/:id"}
 */
export interface LinkFormat {
  name: 'link';
  /** Route to open; `:name` segments come from the row. */
  to: RouteTemplate;
}

/**
 * A fee amount: money for users holding a fee-display code (BANG_FEE_SHOW, …), *** for the others.
 * @example {"name": "feeAmount"}
 */
export interface FeeAmountFormat { name: 'feeAmount' }

/**
 * An amount in Chinese capital numerals, as printed on bills (壹佰贰拾叁元肆角伍分).
 * @example {"name": "chineseAmount"}
 */
export interface ChineseAmountFormat { name: 'chineseAmount' }

/**
 * Uploaded images (a file id, or a list of image items {fileid, hash}) as thumbnails that open a preview.
 * @example {"name": "images"}
 */
export interface ImagesFormat { name: 'images' }

/**
 * How a value is displayed.
 * @discriminator name
 */
export type Format =
  | TextFormat
  | MoneyFormat
  | DateFormat
  | DateTimeFormat
  | EnumFormat
  | TagFormat
  | LinkFormat
  | FeeAmountFormat
  | ChineseAmountFormat
  | ImagesFormat
  | OptionSetFormat;
