import type { ChartValueFormat } from '../screen-model/types';

const MONEY = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A chart number as its series shows it on the axis and in the tooltip: a rate as `96.5%`, money as
 * `1,234.50`, other numbers as they are; a gap (null, not a number) as `-`.
 */
export function formatChartValue(value: unknown, format: ChartValueFormat = 'number'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  if (format === 'percent') return `${value}%`;
  if (format === 'money') return MONEY.format(value);
  return String(value);
}

/** Whether some row has a number other than 0 in one of the series: otherwise the chart shows its empty state. */
export function hasChartData(values: ReadonlyArray<ReadonlyArray<number | null>>): boolean {
  return values.some((series) => series.some((value) => value !== null && value !== 0));
}
