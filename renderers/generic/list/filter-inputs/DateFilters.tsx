import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_SHORTCUTS } from '../../../../src/config/constants';
import type { FilterField } from '../../../../src/screen-model/types';
import { useT } from '../../../../src/i18n';
import { labelledText } from '../../../../src/i18n/labelled';
import { isRestrictedDayDisabled, isRestrictedRange, rangeShortcuts, shortcutDay, shortcutRange } from './date-presets';
import type { ControlProps } from './types';

/** A date filter with the 今天/昨天 shortcuts; restricted: no day after today. */
export function DateFilter({ field, ...control }: { field: FilterField } & ControlProps) {
  const t = useT();
  const presets = DATE_SHORTCUTS.map((name) => ({ label: t(`generic.shortcut.${name}`), value: () => shortcutDay(name, dayjs()) }));
  return (
    <DatePicker
      {...control}
      placeholder={field.placeholder ?? labelledText('generic.selectPlaceholder', 'generic.selectPlaceholderBare', field.label)}
      presets={presets}
      disabledDate={field.restricted ? (day: Dayjs) => isRestrictedDayDisabled(day, undefined, dayjs()) : undefined}
    />
  );
}

/**
 * A date range filter with the spec's shortcuts. Restricted unless the descriptor opts out (core spec §5):
 * at most 30 days, never after today, and only the shortcuts within that cap.
 */
export function DateRangeFilter({ field, ...control }: { field: FilterField } & ControlProps) {
  const t = useT();
  const restricted = isRestrictedRange(field);
  const presets = rangeShortcuts(restricted, dayjs()).map((name) => ({
    label: t(`generic.shortcut.${name}`),
    value: () => shortcutRange(name, dayjs()),
  }));
  return (
    <DatePicker.RangePicker
      {...control}
      placeholder={[t('generic.startDate'), t('generic.endDate')]}
      presets={presets}
      disabledDate={restricted ? (day: Dayjs, info) => isRestrictedDayDisabled(day, info.from, dayjs()) : undefined}
    />
  );
}
