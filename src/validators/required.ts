import { VALIDATOR_MSG } from '../config/messages.js';
import type { SyncValidator } from './types.js';
import { isBlank, isRequiredEmpty } from './values.js';

/** Must be non-empty; 0 counts as empty and true as non-empty. */
export const required: SyncValidator = (value, params) =>
  isRequiredEmpty(value) ? (params?.message ?? VALIDATOR_MSG.required) : undefined;

/**
 * `required` of a number field: a typed 0 is a value (whether 0 is allowed is the field's minimum's say),
 * so only an empty input is missing.
 */
export const requiredNumber: SyncValidator = (value, params) =>
  isBlank(value) || (typeof value === 'number' && Number.isNaN(value)) ? (params?.message ?? VALIDATOR_MSG.required) : undefined;
