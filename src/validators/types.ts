import type { ValidatorName } from '../screen-model/types';

/** What a validator is told besides the value (a descriptor rule's parameters). */
export interface ValidatorParams {
  /** Replaces the default message. */
  message?: string;
  min?: number;
  max?: number;
  /** decimal: maximum number of decimals (default 4). */
  decimals?: number;
  /** decimal: maximum number of integer digits. */
  integerDigits?: number;
  /** range: measure the length instead of the numeric value. */
  length?: boolean;
  /** equal: the value it must match. */
  other?: unknown;
}

/** Returns the error message, or undefined when the value passes. */
export type SyncValidator = (value: unknown, params?: ValidatorParams) => string | undefined;

/** Validators that need no server call. */
export type SyncValidatorName = Exclude<ValidatorName, 'orderNo'>;
