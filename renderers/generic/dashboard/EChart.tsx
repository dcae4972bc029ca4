import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { CHART_HEIGHT_PX } from '../../../src/config/constants';
import { useT } from '../../../src/i18n';
import type { ChartOption } from './chart-option';
import { useEchartsInstance } from './useEchartsInstance';

/** Loads echarts on first use; the bundler puts it in a chunk of its own. */
export const loadEcharts = () => import('./echarts-setup');

/** Width used while the chart's box has none yet (a hidden tab); the chart resizes once it shows. */
const FALLBACK_WIDTH_PX = 600;

/** An echarts drawing of `option`, resized with its box and disposed on unmount; `label` names it for assistive technology. */
export function EChart({ option, label }: { option: ChartOption; label: string }) {
  const t = useT();
  const { box, chart, failed } = useEchartsInstance(loadEcharts, CHART_HEIGHT_PX, FALLBACK_WIDTH_PX);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  if (failed) return <Result status="warning" title={t('generic.loadFailed')} />;
  return (
    <Spin spinning={!chart}>
      <div ref={box} data-testid="echart" role="img" aria-label={label} style={{ width: '100%', height: CHART_HEIGHT_PX }} />
    </Spin>
  );
}
