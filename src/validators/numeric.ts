import { VALIDATOR_MSG } from '../config/messages.js';
import { DECIMAL_DEFAULT_PLACES } from '../config/validation.js';
import type { SyncValidator, ValidatorParams } from './types.js';
import { asText, fillMessage, isBlank } from './values.js';

const INTEGER = /^[-+]?\d+$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function fail(params: ValidatorParams | undefined, template: string): string {
  return params?.message ?? fillMessage(template, {
    min: params?.min,
    max: params?.max,
    decimals: params?.decimals ?? DECIMAL_DEFAULT_PLACES,
    integerDigits: params?.integerDigits,
  });
}

export const integer: SyncValidator = (value, params) =>
  isBlank(value) || INTEGER.test(asText(value)) ? undefined : fail(params, VALIDATOR_MSG.integer);

export const positiveInteger: SyncValidator = (value, params) =>
  isBlank(value) || POSITIVE_INTEGER.test(asText(value)) ? undefined : fail(params, VALIDATOR_MSG.positiveInteger);

export const number: SyncValidator = (value, params) =>
  isBlank(value) || NUMBER.test(asText(value)) ? undefined : fail(params, VALIDATOR_MSG.number);

/** A number with at most `decimals` decimals (default 4) and, when given, at most `integerDigits` integer digits. */
export const decimal: SyncValidator = (value, params) => {
  if (isBlank(value)) return undefined;
  const decimals = params?.decimals ?? DECIMAL_DEFAULT_PLACES;
  const integerPart = params?.integerDigits === undefined ? '\\d+' : `\\d{1,${params.integerDigits}}`;
  const decimalPart = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  const pattern = new RegExp(`^-?${integerPart}${decimalPart}$`);
  if (pattern.test(asText(value))) return undefined;
  return fail(params, params?.integerDigits === undefined ? VALIDATOR_MSG.decimal : VALIDATOR_MSG.decimalDigits);
};

/** Length of a text, number or list. */
function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value === 'string') return value.length;
  return asText(value).length;
}

/** Message for a bound check: both bounds, only min, or only max. */
function boundMessage(params: ValidatorParams | undefined, both: string, min: string, max: string): string {
  if (params?.min !== undefined && params.max !== undefined) return fail(params, both);
  return fail(params, params?.min !== undefined ? min : max);
}

function outside(measure: number, params: ValidatorParams | undefined): boolean {
  return (params?.min !== undefined && measure < params.min) || (params?.max !== undefined && measure > params.max);
}

/** Between `min` and `max` (each optional), of the numeric value or, with `length`, of the length. */
export const range: SyncValidator = (value, params) => {
  if (isBlank(value)) return undefined;
  if (params?.length) {
    return outside(lengthOf(value), params)
      ? boundMessage(params, VALIDATOR_MSG.rangeLength, VALIDATOR_MSG.minLength, VALIDATOR_MSG.maxLength)
      : undefined;
  }
  const text = asText(value);
  const measure = NUMBER.test(text) ? Number(text) : Number.NaN;
  return Number.isNaN(measure) || outside(measure, params)
    ? boundMessage(params, VALIDATOR_MSG.rangeValue, VALIDATOR_MSG.minValue, VALIDATOR_MSG.maxValue)
    : undefined;
};

/** At least `min` characters (or list items). */
export const minLength: SyncValidator = (value, params) =>
  isBlank(value) || params?.min === undefined || lengthOf(value) >= params.min
    ? undefined
    : fail(params, VALIDATOR_MSG.minLength);

/** At most `max` characters (or list items). */
export const maxLength: SyncValidator = (value, params) =>
  isBlank(value) || params?.max === undefined || lengthOf(value) <= params.max
    ? undefined
    : fail(params, VALIDATOR_MSG.maxLength);
