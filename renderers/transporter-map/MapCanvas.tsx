import { useEffect, useRef, useState } from 'react';
import { Result, Spin } from 'antd';
import type { EChartsType } from 'echarts/core';
import { useT } from '../../src/i18n';
import type { MapOption } from './map-option';

/** Loads echarts with the map of China on first use: a chunk only this screen loads. */
const loadMapEcharts = () => import('./map-echarts');

const MAP_HEIGHT_PX = 560;
/** Width used while the map's box has none yet (a hidden tab); it resizes once it shows. */
const FALLBACK_WIDTH_PX = 800;

interface MapCanvasProps {
  option: MapOption;
  label: string;
  focusedId: number | undefined;
  /** A point was clicked. */
  onPick: (id: number) => void;
}

/** The echarts map drawing, resized with its box and disposed on unmount. */
export function MapCanvas({ option, label, focusedId, onPick }: MapCanvasProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [chart, setChart] = useState<EChartsType>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let created: EChartsType | undefined;
    let observer: ResizeObserver | undefined;
    let gone = false;
    loadMapEcharts()
      .then(({ init }) => {
        const element = box.current;
        if (gone || !element) return;
        const instance = init(element, undefined, { renderer: 'svg', width: element.clientWidth || FALLBACK_WIDTH_PX, height: MAP_HEIGHT_PX });
        created = instance;
        instance.on('click', (params) => {
          const id = (params.data as { id?: unknown } | undefined)?.id;
          if (typeof id === 'number') pick.current(id);
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            if (element.clientWidth > 0) instance.resize({ width: element.clientWidth, height: MAP_HEIGHT_PX });
          });
          observer.observe(element);
        }
        setChart(instance);
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
    // Merged, so the user's own pan and zoom stay until another transporter is focused.
    chart?.setOption(option, { replaceMerge: ['series'] });
  }, [chart, option]);

  if (failed) return <Result status="warning" title={t('dashboards.map.loadFailed')} />;
  return (
    <Spin spinning={!chart}>
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid="transporter-map"
        data-focused-id={focusedId ?? ''}
        data-ready={chart ? 'true' : 'false'}
        style={{ width: '100%', height: MAP_HEIGHT_PX }}
      />
    </Spin>
  );
}
