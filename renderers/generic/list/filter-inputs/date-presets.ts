import type { Dayjs } from 'dayjs';
import { DATE_RANGE_SHORTCUTS, DATE_SHORTCUTS, RESTRICTED_RANGE_MAX_MS } from '../../../../src/config/constants';
import type { FilterField } from '../../../../src/screen-model/types';

export type RangeShortcut = (typeof DATE_RANGE_SHORTCUTS)[number];
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

const MONTHS_PER_QUARTER = 3;

/** Monday of the week of `day` (Chinese weeks start on Monday, whatever dayjs's locale says). */
function startOfWeek(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/** Last N days: N calendar days ending today. */
function lastDays(today: Dayjs, days: number): [Dayjs, Dayjs] {
  return [today.subtract(days - 1, 'day'), today];
}

/**
 * The days a shortcut stands for, seen on `now`. Periods still running (this week, month, quarter)
 * end today: nothing after today has data yet.
 */
export function shortcutRange(name: RangeShortcut, now: Dayjs): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (name) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [today.subtract(1, 'day'), today.subtract(1, 'day')];
    case 'thisWeek':
      return [startOfWeek(today), today];
    case 'lastWeek': {
      const monday = startOfWeek(today).subtract(7, 'day');
      return [monday, monday.add(6, 'day')];
    }
    case 'thisMonth':
      return [today.startOf('month'), today];
    case 'thisQuarter':
      return [today.startOf('month').subtract(today.month() % MONTHS_PER_QUARTER, 'month'), today];
    case 'last7Days':
      return lastDays(today, 7);
    case 'last30Days':
      return lastDays(today, 30);
    case 'last90Days':
      return lastDays(today, 90);
  }
}

/** The day a single-date shortcut stands for. */
export function shortcutDay(name: DateShortcut, now: Dayjs): Dayjs {
  return shortcutRange(name, now)[0];
}

/** Whether two days lie further apart than a restricted range allows (30 days). */
function beyondCap(a: Dayjs, b: Dayjs): boolean {
  return Math.abs(a.startOf('day').valueOf() - b.startOf('day').valueOf()) > RESTRICTED_RANGE_MAX_MS;
}

/** A date range filter is restricted unless its descriptor sets `restricted: false` (core spec §5). */
export function isRestrictedRange(field: Pick<FilterField, 'restricted'>): boolean {
  return field.restricted !== false;
}

/** Range shortcuts offered: all of them, or for a restricted picker only those within the 30-day cap. */
export function rangeShortcuts(restricted: boolean, now: Dayjs): RangeShortcut[] {
  if (!restricted) return [...DATE_RANGE_SHORTCUTS];
  return DATE_RANGE_SHORTCUTS.filter((name) => {
    const [start, end] = shortcutRange(name, now);
    return !beyondCap(start, end);
  });
}

/**
 * Restricted pickers: a day after today is disabled, and once the first day of a range is picked
 * (`from`), so is every day more than 30 days away from it.
 */
export function isRestrictedDayDisabled(day: Dayjs, from: Dayjs | undefined, now: Dayjs): boolean {
  if (day.startOf('day').isAfter(now.startOf('day'))) return true;
  return from !== undefined && beyondCap(day, from);
}
