// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatChartValue, hasChartData } from '../../../src/format/chart-values';
import type { Chart } from '../../../src/screen-model/types';
import { buildChartOption, chartHasData, chartQuery } from '../../../renderers/generic/dashboard/chart-option';

const rate: Chart = {
  title: '准时签收率（按周）',
  type: 'line',
  api: '/order/stats/charts/on-time-rate',
  dataKey: 'list',
  xKey: 'period',
  yKeys: [{ key: 'rate', label: '准时签收率', format: 'percent' }],
  params: { unit: 'week' },
  range: { param: 'days', options: [30, 90], default: 90 },
};
const money: Chart = {
  title: '收支对比',
  type: 'bar',
  api: '/finance/stats/charts/income-spend',
  xKey: 'month',
  yKeys: [{ key: 'income', label: '收入', format: 'money' }, { key: 'spend', label: '支出', format: 'money' }],
};
const status: Chart = { title: '订单状态分布', type: 'pie', api: '/s', xKey: 'name', yKeys: [{ key: 'count', label: '订单数' }] };

type AxisLabel = { axisLabel: { formatter: (value: number) => string }; max?: number };
type ValueFormatter = { tooltip: { valueFormatter: (value: unknown) => string } };

describe('chart values and options', () => {
  it('formats rates with a percent sign, money with two decimals and gaps as -', () => {
    expect(formatChartValue(96.5, 'percent')).toBe('96.5%');
    expect(formatChartValue(1234.5, 'money')).toBe('1,234.50');
    expect(formatChartValue(12)).toBe('12');
    expect(formatChartValue(null, 'percent')).toBe('-');
  });

  it('shows a rate axis from 0 to 100 % and rate tooltips in percent', () => {
    const option = buildChartOption(rate, [{ period: '2026-11-16', rate: 87.5 }, { period: '2026-11-23', rate: null }]);
    const yAxis = option.yAxis as AxisLabel;
    expect(yAxis.max).toBe(100);
    expect(yAxis.axisLabel.formatter(80)).toBe('80%');
    const [series] = option.series as ValueFormatter[];
    expect(series?.tooltip.valueFormatter(87.5)).toBe('87.5%');
    expect((option.series as Array<{ data: unknown }>)[0]?.data).toEqual([87.5, null]);
  });

  it('shows money axes and tooltips with thousands separators', () => {
    const option = buildChartOption(money, [{ month: '2026-10', income: 12345.6, spend: 800 }]);
    expect((option.yAxis as AxisLabel).axisLabel.formatter(12000)).toBe('12,000.00');
    expect((option.series as ValueFormatter[])[1]?.tooltip.valueFormatter(800)).toBe('800.00');
  });

  it('leaves empty slices out of a pie', () => {
    const option = buildChartOption(status, [{ name: '运输中', count: 4 }, { name: '已取消', count: 0 }]);
    expect((option.series as Array<{ data: unknown }>)[0]?.data).toEqual([{ name: '运输中', value: 4 }]);
  });

  it('has data only when some series has a number other than 0', () => {
    expect(hasChartData([[0, null], [0]])).toBe(false);
    expect(chartHasData(money, [{ month: '2026-10', income: 0, spend: 0 }])).toBe(false);
    expect(chartHasData(money, [{ month: '2026-10', income: 0, spend: 3 }])).toBe(true);
    expect(chartHasData(status, [])).toBe(false);
  });

  it('queries the API with the fixed parameters and the chosen window', () => {
    expect(chartQuery(rate, 30)).toEqual({ unit: 'week', days: 30 });
    expect(chartQuery(money, undefined)).toEqual({});
  });
});
