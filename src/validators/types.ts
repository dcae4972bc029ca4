import type { ValidationRule, ValidatorName } from '../screen-model/types.js';

/** What a validator is told besides the value: a descriptor rule's parameters, `equal`'s other value resolved. */
export type ValidatorParams = Omit<ValidationRule, 'name' | 'field' | 'fill' | 'merchantField'> & {
  /** equal: the value it must match. */
  other?: unknown;
};

/** Returns the error message, or undefined when the value passes. */
export type SyncValidator = (value: unknown, params?: ValidatorParams) => string | undefined;

/** Validators that need no server call. */
export type SyncValidatorName = Exclude<ValidatorName, 'orderNo' | 'serverCheck' | 'productCode'>;
