/** Characters of amounts written in Chinese capital numerals (core spec §9: printed amounts). */

/** 零 to 玖, indexed by the digit. */
export const CAPITAL_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Place units inside a group of four digits, from the ones upwards (ones have none). */
export const CAPITAL_PLACE_UNITS = ['', '拾', '佰', '仟'] as const;
/** Units of the groups of four digits, from the lowest: ones, 万, 亿, 万亿. */
export const CAPITAL_GROUP_UNITS = ['', '万', '亿', '万亿'] as const;
export const CAPITAL_YUAN = '元';
export const CAPITAL_JIAO = '角';
export const CAPITAL_FEN = '分';
/** Ends an amount without 角 or 分. */
export const CAPITAL_WHOLE = '整';
export const CAPITAL_NEGATIVE = '负';
/** Most digits before the decimal point that can be written out (four groups: up to 万亿). */
export const CAPITAL_MAX_INTEGER_DIGITS = 16;
