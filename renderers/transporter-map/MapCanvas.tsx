import { useEffect, useRef } from 'react';
import { Result, Spin } from 'antd';
import { useT } from '../../src/i18n';
import { geoLabelAt, type MapOption } from './map-option';
import { useEchartsInstance } from '../generic/dashboard/useEchartsInstance';

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
  const pick = useRef(onPick);
  pick.current = onPick;
  const { box, chart, failed } = useEchartsInstance(loadMapEcharts, MAP_HEIGHT_PX, FALLBACK_WIDTH_PX, (instance) => {
    instance.on('click', (params) => {
      const id = (params.data as { id?: unknown } | undefined)?.id;
      if (typeof id === 'number') pick.current(id);
    });
    // The user's own zoom names the regions once they fit, and hides the names again when zoomed out.
    instance.on('georoam', () => {
      const geo = (instance.getOption() as { geo?: Array<{ zoom?: number; label?: { show?: boolean } }> }).geo?.[0];
      const label = geoLabelAt(geo?.zoom ?? 1);
      if (label.show !== geo?.label?.show) instance.setOption({ geo: { label, emphasis: { label: { show: label.show } } } });
    });
  });

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
