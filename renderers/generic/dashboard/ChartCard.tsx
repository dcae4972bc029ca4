import { useMemo, useState } from 'react';
import { Card, Empty } from 'antd';
import { useCustom } from '@refinedev/core';
import type { Chart } from '../../../src/screen-model/types';
import { registerMessages, useT } from '../../../src/i18n';
import { dashboards } from '../../../src/i18n/messages/dashboards';
import { buildChartOption, chartHasData, chartQuery, chartRows } from './chart-option';
import { ChartRangePicker } from './ChartRangePicker';
import { EChart } from './EChart';

registerMessages(dashboards);

/** One dashboard chart: GET its API (with the chosen time window), take the rows at `dataKey` and draw them. */
export function ChartCard({ chart }: { chart: Chart }) {
  const t = useT();
  const [window, setWindow] = useState(chart.range?.default);
  const query = useMemo(() => chartQuery(chart, window), [chart, window]);
  const { query: request, result } = useCustom({
    url: chart.api,
    method: 'get',
    config: { query },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const rows = useMemo(() => chartRows(chart, result.data), [chart, result.data]);
  const option = useMemo(() => buildChartOption(chart, rows), [chart, rows]);
  const extra =
    chart.range && window !== undefined ? <ChartRangePicker title={chart.title} range={chart.range} value={window} onChange={setWindow} /> : undefined;
  return (
    <Card title={chart.title} extra={extra} loading={request.isLoading}>
      {chartHasData(chart, rows) ? (
        <EChart option={option} label={chart.title} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboards.chartEmpty')} />
      )}
    </Card>
  );
}
