import { VALIDATOR_MSG } from '../config/messages.js';
import type { SyncValidator } from './types.js';
import { isRequiredEmpty } from './values.js';

/** Must be non-empty; 0 counts as empty and true as non-empty. */
export const required: SyncValidator = (value, params) =>
  isRequiredEmpty(value) ? (params?.message ?? VALIDATOR_MSG.required) : undefined;
