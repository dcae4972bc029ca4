import { useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useCustom } from '@refinedev/core';
import type { Chart } from '../../../src/screen-model/types';
import { buildChartOption, chartRows } from './chart-option';
import { EChart } from './EChart';

/** One dashboard chart: GET its API, take the rows at `dataKey` and draw them. */
export function ChartCard({ chart }: { chart: Chart }) {
  const { query, result } = useCustom({
    url: chart.api,
    method: 'get',
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const rows = useMemo(() => chartRows(chart, result.data), [chart, result.data]);
  const option = useMemo(() => buildChartOption(chart, rows), [chart, rows]);
  return (
    <Card title={chart.title} loading={query.isLoading}>
      {rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <EChart option={option} />}
    </Card>
  );
}
