import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  isRestrictedDayDisabled,
  rangeShortcuts,
  shortcutDay,
  shortcutRange,
  type RangeShortcut,
} from '../../../renderers/generic/list/filter-inputs/date-presets';

/** Wednesday 15 May 2024, mid-morning. */
const now = dayjs('2024-05-15T10:30:00');
const text = ([start, end]: [dayjs.Dayjs, dayjs.Dayjs]) => [start.format('YYYY-MM-DD'), end.format('YYYY-MM-DD')];

describe('date shortcuts', () => {
  it('gives the days of each shortcut, weeks starting on Monday and running periods ending today', () => {
    const expected: Record<RangeShortcut, [string, string]> = {
      today: ['2024-05-15', '2024-05-15'],
      yesterday: ['2024-05-14', '2024-05-14'],
      thisWeek: ['2024-05-13', '2024-05-15'],
      lastWeek: ['2024-05-06', '2024-05-12'],
      thisMonth: ['2024-05-01', '2024-05-15'],
      thisQuarter: ['2024-04-01', '2024-05-15'],
      last7Days: ['2024-05-09', '2024-05-15'],
      last30Days: ['2024-04-16', '2024-05-15'],
      last90Days: ['2024-02-16', '2024-05-15'],
    };
    for (const [name, days] of Object.entries(expected) as Array<[RangeShortcut, [string, string]]>) {
      expect(text(shortcutRange(name, now)), name).toEqual(days);
    }
  });

  it('treats Sunday as the last day of its week', () => {
    const sunday = dayjs('2024-05-19T08:00:00');
    expect(text(shortcutRange('thisWeek', sunday))).toEqual(['2024-05-13', '2024-05-19']);
    expect(text(shortcutRange('lastWeek', sunday))).toEqual(['2024-05-06', '2024-05-12']);
  });

  it('gives single days for the date filter', () => {
    expect(shortcutDay('today', now).format('YYYY-MM-DD')).toBe('2024-05-15');
    expect(shortcutDay('yesterday', now).format('YYYY-MM-DD')).toBe('2024-05-14');
  });

  it('offers a restricted picker only the shortcuts within 30 days', () => {
    expect(rangeShortcuts(false, now)).toHaveLength(9);
    expect(rangeShortcuts(true, now)).toEqual(['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'last7Days', 'last30Days']);
    // Early in a quarter, this quarter is short enough.
    expect(rangeShortcuts(true, dayjs('2024-04-10'))).toContain('thisQuarter');
  });
});

describe('restricted days', () => {
  it('disables the days after today', () => {
    expect(isRestrictedDayDisabled(dayjs('2024-05-16T00:00:00'), undefined, now)).toBe(true);
    expect(isRestrictedDayDisabled(dayjs('2024-05-15T23:59:00'), undefined, now)).toBe(false);
    expect(isRestrictedDayDisabled(dayjs('2023-01-01'), undefined, now)).toBe(false);
  });

  it('disables days more than 2,592,000,000 ms (30 days) from the first picked day, both ways', () => {
    const from = dayjs('2024-04-10T15:00:00');
    expect(isRestrictedDayDisabled(dayjs('2024-05-10'), from, now)).toBe(false);
    expect(isRestrictedDayDisabled(dayjs('2024-05-11'), from, now)).toBe(true);
    expect(isRestrictedDayDisabled(dayjs('2024-03-11'), from, now)).toBe(false);
    expect(isRestrictedDayDisabled(dayjs('2024-03-10'), from, now)).toBe(true);
  });
});
