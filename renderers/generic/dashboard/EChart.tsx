import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import type { EChartsType } from 'echarts/core';
import { CHART_HEIGHT_PX } from '../../../src/config/constants';
import { useT } from '../../../src/i18n';
import type { ChartOption } from './chart-option';

/** Loads echarts on first use; the bundler puts it in a chunk of its own. */
export const loadEcharts = () => import('./echarts-setup');

/** Width used while the chart's box has none yet (a hidden tab); the chart resizes once it shows. */
const FALLBACK_WIDTH_PX = 600;

/** An echarts drawing of `option`, resized with its box and disposed on unmount; `label` names it for assistive technology. */
export function EChart({ option, label }: { option: ChartOption; label: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let created: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    loadEcharts()
      .then(({ init }) => {
        const element = box.current;
        if (gone || !element) return;
        created = init(element, undefined, { renderer: 'svg', width: element.clientWidth || FALLBACK_WIDTH_PX, height: CHART_HEIGHT_PX });
        const chartNow = created;
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            if (element.clientWidth > 0) chartNow.resize({ width: element.clientWidth, height: CHART_HEIGHT_PX });
          });
          observer.observe(element);
        }
        setChart(created);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      observer?.disconnect();
      created?.dispose();
    };
  }, []);

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
