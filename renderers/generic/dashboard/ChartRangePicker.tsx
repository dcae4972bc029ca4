import { Segmented } from 'antd';
import type { ChartRange } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';

/** The time windows of a chart (近7天 / 近30天 / …) as a segmented control in its card's header. */
export function ChartRangePicker({ title, range, value, onChange }: { title: string; range: ChartRange; value: number; onChange: (value: number) => void }) {
  const t = useT();
  const key = range.param === 'months' ? 'dashboards.rangeMonths' : 'dashboards.rangeDays';
  return (
    <Segmented
      size="small"
      aria-label={t('dashboards.rangeLabel', { title })}
      value={value}
      onChange={(next) => onChange(Number(next))}
      options={range.options.map((n) => ({ value: n, label: t(key, { n }) }))}
    />
  );
}
