/** Field declarations several collections share. */
import type { FieldSpec } from './types.js';

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
/** A mobile number or a landline such as 021-58881234. */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8})$';
export const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
export const APP_CODES = ['OSS', 'BANG', 'PAI', 'DA'] as const;

/** A system record's code: an upper-case identifier such as MERCHANT_ADMIN (roles, business units). */
export const SYSTEM_CODE_PATTERN = '^[A-Z][A-Z0-9_]{1,39}$';

export const statusField = (): FieldSpec => ({ type: 'integer', enum: [0, 1], default: 1, filter: 'eq' });
export const appCodeField = (): FieldSpec => ({ type: 'string', enum: [...APP_CODES], filter: 'eq' });
export const remarkField = (maxLength = 200): FieldSpec => ({ type: 'string', maxLength });
export const systemCodeField = (): FieldSpec => ({ type: 'string', pattern: SYSTEM_CODE_PATTERN, filter: 'like' });
export const mobileField = (filter?: FieldSpec['filter']): FieldSpec => ({ type: 'string', pattern: MOBILE_PATTERN, ...(filter ? { filter } : {}) });

/** created_at as a date-range filter (`created_at_start`, `created_at_end`). */
export const CREATED_AT_RANGE = { created_at: { kind: 'range', fields: ['created_at'] } } as const;
