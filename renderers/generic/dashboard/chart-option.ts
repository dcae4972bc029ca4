import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Chart } from '../../../src/screen-model/types';
import { toText } from '../formatters/values';
import { responseItems } from '../list/filter-inputs/items';
import { getPath, type Row } from '../paths';

/** The echarts option of a dashboard chart, limited to the charts and components the dashboard loads. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** A chart's rows out of its API response data: at `dataKey`, or the data itself (a list or its `list`). */
export function chartRows(chart: Chart, data: unknown): Row[] {
  return responseItems(chart.dataKey ? getPath(data, chart.dataKey) : data);
}

/** A number for a series point; anything else is a gap. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const LEGEND: LegendComponentOption = { bottom: 0, type: 'scroll' };

function pieOption(chart: Chart, rows: readonly Row[]): ChartOption {
  const series = chart.yKeys[0];
  return {
    tooltip: { trigger: 'item' },
    legend: LEGEND,
    series: [
      {
        type: 'pie',
        name: series?.label,
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        data: rows.map((row) => ({ name: toText(getPath(row, chart.xKey)), value: (series ? toNumber(getPath(row, series.key)) : null) ?? '-' })),
      },
    ],
  };
}

function axisOption(chart: Chart, rows: readonly Row[]): ChartOption {
  const categories = rows.map((row) => toText(getPath(row, chart.xKey)));
  const series = chart.yKeys.map((key) => {
    const data = rows.map((row) => toNumber(getPath(row, key.key)));
    return chart.type === 'line'
      ? ({ type: 'line', name: key.label, data, smooth: true } satisfies LineSeriesOption)
      : ({ type: 'bar', name: key.label, data } satisfies BarSeriesOption);
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: { left: 16, right: 16, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: categories, boundaryGap: chart.type === 'bar' },
    yAxis: { type: 'value' },
    series,
  };
}

/** The echarts option of a chart descriptor for its rows: a category axis and one series per y key, or a pie. */
export function buildChartOption(chart: Chart, rows: readonly Row[]): ChartOption {
  return chart.type === 'pie' ? pieOption(chart, rows) : axisOption(chart, rows);
}
