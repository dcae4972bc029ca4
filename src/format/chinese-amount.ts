/** Amounts written in Chinese capital numerals, as printed on fee documents (core spec §9). */
import {
  CAPITAL_DIGITS, CAPITAL_FEN, CAPITAL_GROUP_UNITS, CAPITAL_JIAO, CAPITAL_MAX_INTEGER_DIGITS, CAPITAL_NEGATIVE,
  CAPITAL_PLACE_UNITS, CAPITAL_WHOLE, CAPITAL_YUAN,
} from '../config/chinese-numerals.js';
import { MSG } from '../config/messages.js';

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d*))?$/;
const GROUP_SIZE = 4;

/**
 * 1234.5 → 壹仟贰佰叁拾肆元伍角, 100 → 壹佰元整, 1.05 → 壹元零伍分, 0 → 零元整. Rounds half up to the fen.
 * Text or a number; '' for anything that is not a plain decimal number, and 数字超出范围 (core spec §8)
 * for more than 16 digits before the point.
 */
export function chineseCapitalAmount(amount: number | string): string {
  const cents = toCents(amount);
  if (cents === undefined) return '';
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const yuan = (absolute / 100n).toString();
  if (yuan.length > CAPITAL_MAX_INTEGER_DIGITS) return MSG.numberOutOfRange;
  const jiao = Number((absolute / 10n) % 10n);
  const fen = Number(absolute % 10n);
  const words = integerWords(yuan) + fractionWords(yuan !== '0', jiao, fen);
  return negative && absolute > 0n ? CAPITAL_NEGATIVE + words : words;
}

/** The amount in fen, rounded half up on its decimal text (so 1.005 gives 101, not 100). */
function toCents(amount: number | string): bigint | undefined {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return undefined;
    text = String(amount);
    if (/e/i.test(text)) text = amount.toFixed(2); // String() writes exponents for very small or large numbers
  } else {
    text = amount.trim();
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '0', decimals = ''] = match;
  const padded = decimals.padEnd(3, '0');
  const roundUp = Number(padded[2]) >= 5 ? 1n : 0n;
  const cents = BigInt(whole + padded.slice(0, 2)) + roundUp;
  return sign ? -cents : cents;
}

/** The yuan part: digits in groups of four (个, 万, 亿, 万亿), with 零 for skipped places. */
function integerWords(yuan: string): string {
  const digits = yuan.replace(/^0+/, '');
  if (digits === '') return '';
  const groupCount = Math.ceil(digits.length / GROUP_SIZE);
  const padded = digits.padStart(groupCount * GROUP_SIZE, '0');
  let words = '';
  let zeroPending = false;
  for (let group = 0; group < groupCount; group += 1) {
    const groupDigits = padded.slice(group * GROUP_SIZE, (group + 1) * GROUP_SIZE);
    if (/^0+$/.test(groupDigits)) {
      zeroPending = words !== '';
      continue;
    }
    for (let place = 0; place < GROUP_SIZE; place += 1) {
      const digit = Number(groupDigits[place]);
      if (digit === 0) {
        zeroPending = zeroPending || words !== '';
        continue;
      }
      if (zeroPending) words += CAPITAL_DIGITS[0];
      zeroPending = false;
      words += digitWord(digit) + CAPITAL_PLACE_UNITS[GROUP_SIZE - 1 - place];
    }
    words += CAPITAL_GROUP_UNITS[groupCount - 1 - group];
    zeroPending = false; // zeros ending a group are covered by its unit (壹仟万壹仟)
  }
  return words;
}

/** 元 and the 角/分 part: 整 when there are none, 零 between yuan and a lone fen. */
function fractionWords(hasYuan: boolean, jiao: number, fen: number): string {
  if (jiao === 0 && fen === 0) return (hasYuan ? '' : CAPITAL_DIGITS[0]) + CAPITAL_YUAN + CAPITAL_WHOLE;
  let words = hasYuan ? CAPITAL_YUAN : '';
  if (jiao > 0) words += digitWord(jiao) + CAPITAL_JIAO;
  else if (hasYuan) words += CAPITAL_DIGITS[0];
  if (fen > 0) words += digitWord(fen) + CAPITAL_FEN;
  return words;
}

function digitWord(digit: number): string {
  return CAPITAL_DIGITS[digit] ?? '';
}
