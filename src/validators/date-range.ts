import dayjs, { type Dayjs } from 'dayjs';
import { VALIDATOR_MSG } from '../config/messages.js';
import { DATE_RANGE_DEFAULT_MAX_DAYS } from '../config/validation.js';
import type { SyncValidator } from './types.js';
import { fillMessage } from './values.js';

/** A date of a range value: a dayjs object, a Date, a date text or a timestamp in milliseconds. */
function toDay(value: unknown): Dayjs | undefined {
  if (dayjs.isDayjs(value) || value instanceof Date || typeof value === 'string' || typeof value === 'number') {
    const day = dayjs(value);
    return day.isValid() ? day.startOf('day') : undefined;
  }
  return undefined;
}

/** Calendar days a range covers, both ends included (2024-01-01 to 2024-01-31 covers 31). */
export function rangeDays(start: unknown, end: unknown): number | undefined {
  const from = toDay(start);
  const to = toDay(end);
  if (!from || !to) return undefined;
  return Math.abs(to.diff(from, 'day')) + 1;
}

/**
 * A [start, end] range covering at most `max` calendar days (default 31): 日期区间不能超过31天.
 * Blank or half-filled ranges pass (leave them to `required`).
 */
export const dateRange: SyncValidator = (value, params) => {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const days = rangeDays(value[0], value[1]);
  const max = params?.max ?? DATE_RANGE_DEFAULT_MAX_DAYS;
  if (days === undefined || days <= max) return undefined;
  return params?.message ?? fillMessage(VALIDATOR_MSG.dateRange, { max });
};
