import { VALIDATOR_MSG } from '../config/messages.js';
import type { SyncValidator } from './types.js';
import { LANDLINE_PATTERN as LANDLINE, MOBILE_PATTERN as MOBILE } from './patterns.js';
import { asText, isBlank, matches } from './values.js';

const MOBILE_LOOSE = /^\d{11}$/;
const CHINESE = /^[\u4e00-\u9fa5]+$/;
const ENGLISH_NUMBER = /^[A-Za-z0-9]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;
/** Digits separated by commas (ASCII or full-width), spaces around commas tolerated. */
const JD_MERCHANT_IDS = /^\d+(\s*[,，]\s*\d+)*$/;
const URL_PROTOCOLS = ['http:', 'https:'];

/** Builds a validator that passes blank values and values matching `test`. */
function check(test: (value: unknown) => boolean, defaultMessage: string): SyncValidator {
  return (value, params) => (isBlank(value) || test(value) ? undefined : (params?.message ?? defaultMessage));
}

export const mobile = check((v) => matches(v, MOBILE), VALIDATOR_MSG.mobile);
export const mobileLoose = check((v) => matches(v, MOBILE_LOOSE), VALIDATOR_MSG.mobileLoose);
export const phone = check((v) => matches(v, MOBILE) || matches(v, LANDLINE), VALIDATOR_MSG.phone);
export const chinese = check((v) => matches(v, CHINESE), VALIDATOR_MSG.chinese);
export const englishNumber = check((v) => matches(v, ENGLISH_NUMBER), VALIDATOR_MSG.englishNumber);
export const letterDigitMix = check(
  (v) => matches(v, HAS_LETTER) && matches(v, HAS_DIGIT),
  VALIDATOR_MSG.letterDigitMix,
);
export const jdMerchantIds = check((v) => matches(v, JD_MERCHANT_IDS), VALIDATOR_MSG.jdMerchantId);

export const url = check((v) => {
  const text = asText(v);
  if (/\s/.test(text)) return false;
  try {
    const parsed = new URL(text);
    return URL_PROTOCOLS.includes(parsed.protocol) && parsed.hostname !== '';
  } catch {
    return false;
  }
}, VALIDATOR_MSG.url);

/** The two values must be the same (compared as text, so 1 equals '1'). */
export const equal: SyncValidator = (value, params) => {
  if (isBlank(value) && isBlank(params?.other)) return undefined;
  const same = String(value ?? '') === String(params?.other ?? '');
  return same ? undefined : (params?.message ?? VALIDATOR_MSG.equal);
};
