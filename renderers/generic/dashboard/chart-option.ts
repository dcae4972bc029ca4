import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHART_AXIS_ALL_LABELS_MAX, CHART_AXIS_LABEL_ROOM_PX, CHART_AXIS_LABEL_ROTATE_DEG } from '../../../src/config/constants';
import { formatChartValue, hasChartData } from '../../../src/format/chart-values';
import type { Chart, ChartSeries } from '../../../src/screen-model/types';
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

/** The numbers of each series of the chart (the pie's first only), one per row. */
function seriesValues(chart: Chart, rows: readonly Row[]): Array<Array<number | null>> {
  const keys = chart.type === 'pie' ? chart.yKeys.slice(0, 1) : chart.yKeys;
  return keys.map((key) => rows.map((row) => toNumber(getPath(row, key.key))));
}

/** Whether the chart has something to draw: some number other than 0; else its card shows the empty state. */
export function chartHasData(chart: Chart, rows: readonly Row[]): boolean {
  return hasChartData(seriesValues(chart, rows));
}

const LEGEND: LegendComponentOption = { bottom: 0, type: 'scroll' };

/** The tooltip's value formatter of a series with a format other than plain numbers. */
function formatted(key: ChartSeries): { tooltip?: { valueFormatter: (value: unknown) => string } } {
  return key.format && key.format !== 'number' ? { tooltip: { valueFormatter: (value: unknown) => formatChartValue(value, key.format) } } : {};
}

function pieOption(chart: Chart, rows: readonly Row[]): ChartOption {
  const series = chart.yKeys[0];
  // Empty slices only clutter the legend and the labels.
  const slices = rows
    .map((row): { name: string; value: number | '-' } => ({ name: toText(getPath(row, chart.xKey)), value: (series ? toNumber(getPath(row, series.key)) : null) ?? '-' }))
    .filter((slice) => slice.value !== 0);
  return {
    tooltip: { trigger: 'item' },
    legend: LEGEND,
    series: [
      {
        type: 'pie',
        name: series?.label,
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        data: slices,
        ...(series ? formatted(series) : {}),
      },
    ],
  };
}

/** Width of a label in 12 px text, in pixels: about 7 a digit or letter, 12 a Chinese character. */
function labelPx(name: string): number {
  return Array.from(name).reduce((sum, char) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 12 : 7), 0);
}

/**
 * The category axis's labels: every bar's name (interval 0: echarts' default drops labels that would
 * overlap, so a chart named only every other bar), and every point's on a line of up to
 * CHART_AXIS_ALL_LABELS_MAX points; rotated when they would not fit side by side.
 */
function categoryLabels(chart: Chart, categories: readonly string[]) {
  const all = chart.type === 'bar' || categories.length <= CHART_AXIS_ALL_LABELS_MAX;
  const widest = categories.reduce((most, name) => Math.max(most, labelPx(name)), 0);
  const crowded = categories.length * (widest + 8) > CHART_AXIS_LABEL_ROOM_PX;
  return { ...(all ? { interval: 0, hideOverlap: false } : {}), ...(crowded ? { rotate: CHART_AXIS_LABEL_ROTATE_DEG } : {}) };
}

function axisOption(chart: Chart, rows: readonly Row[]): ChartOption {
  const categories = rows.map((row) => toText(getPath(row, chart.xKey)));
  const series = chart.yKeys.map((key) => {
    const data = rows.map((row) => toNumber(getPath(row, key.key)));
    return chart.type === 'line'
      ? ({ type: 'line', name: key.label, data, smooth: true, ...formatted(key) } satisfies LineSeriesOption)
      : ({ type: 'bar', name: key.label, data, ...formatted(key) } satisfies BarSeriesOption);
  });
  // The value axis reads as the first series does (a rate axis in %, a money axis with decimals).
  const axisFormat = chart.yKeys[0]?.format;
  const percentAxis = axisFormat === 'percent' && chart.yKeys.every((key) => key.format === 'percent');
  return {
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    // containLabel: rotated labels get their room inside the chart.
    grid: { left: 16, right: 16, top: 24, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: categories, boundaryGap: chart.type === 'bar', axisLabel: categoryLabels(chart, categories) },
    yAxis:
      axisFormat && axisFormat !== 'number'
        ? { type: 'value', ...(percentAxis ? { max: 100 } : {}), axisLabel: { formatter: (value: number) => formatChartValue(value, axisFormat) } }
        : { type: 'value' },
    series,
  };
}

/** The echarts option of a chart descriptor for its rows: a category axis and one series per y key, or a pie. */
export function buildChartOption(chart: Chart, rows: readonly Row[]): ChartOption {
  return chart.type === 'pie' ? pieOption(chart, rows) : axisOption(chart, rows);
}

/** The API's query: the chart's fixed parameters and its chosen time window. */
export function chartQuery(chart: Chart, window: number | undefined): Record<string, string | number> {
  return { ...chart.params, ...(chart.range && window !== undefined ? { [chart.range.param]: window } : {}) };
}
