import type { EffectScatterSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GeoComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHINA_MAP_NAME, TRANSPORTER_FOCUS_ZOOM, TRANSPORTER_MAP_LABEL_MIN_ZOOM } from '../../src/config/transporter-map';
import { positionTooltip, type TransporterPosition } from '../../src/transporter-map/positions';

/** The echarts option of the transporter map, limited to the parts map-echarts.ts loads. */
export type MapOption = ComposeOption<GeoComponentOption | TooltipComponentOption | ScatterSeriesOption | EffectScatterSeriesOption>;

/** Whole-country view. */
const COUNTRY_ZOOM = 1.2;
const POINT_COLOUR = '#1d39c4';
const FOCUS_COLOUR = '#cf1322';

interface PointDatum {
  name: string;
  value: [number, number];
  id: number;
}

/** The regions' names: shown once the map is zoomed in far enough for them to fit (the whole country would be a crowd). */
export function geoLabelAt(zoom: number): { show: boolean; color: string; fontSize: number } {
  return { show: zoom >= TRANSPORTER_MAP_LABEL_MIN_ZOOM, color: '#595959', fontSize: 12 };
}

const datum = (row: TransporterPosition): PointDatum => ({ name: row.name, value: [row.longitude, row.latitude], id: row.id });

/**
 * China with a point per transporter; the focused one (if any) ripples in red and the map is centred
 * and zoomed on it.
 */
export function buildMapOption(rows: readonly TransporterPosition[], focusedId: number | undefined): MapOption {
  const focused = rows.find((row) => row.id === focusedId);
  const tooltipOf = (id: unknown): string => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? positionTooltip(row) : '';
  };
  const zoom = focused ? TRANSPORTER_FOCUS_ZOOM : COUNTRY_ZOOM;
  return {
    tooltip: {
      trigger: 'item',
      formatter: (params) => tooltipOf(((Array.isArray(params) ? params[0] : params)?.data as PointDatum | undefined)?.id),
    },
    geo: {
      map: CHINA_MAP_NAME,
      roam: true,
      zoom,
      ...(focused ? { center: [focused.longitude, focused.latitude] } : {}),
      label: geoLabelAt(zoom),
      itemStyle: { areaColor: '#f0f5ff', borderColor: '#8c8c8c' },
      emphasis: { itemStyle: { areaColor: '#d6e4ff' }, label: { show: zoom >= TRANSPORTER_MAP_LABEL_MIN_ZOOM } },
    },
    series: [
      {
        type: 'scatter',
        name: 'transporters',
        coordinateSystem: 'geo',
        symbolSize: 9,
        itemStyle: { color: POINT_COLOUR },
        data: rows.filter((row) => row.id !== focusedId).map(datum),
      },
      {
        type: 'effectScatter',
        name: 'focused',
        coordinateSystem: 'geo',
        symbolSize: 16,
        itemStyle: { color: FOCUS_COLOUR },
        rippleEffect: { scale: 3 },
        data: focused ? [datum(focused)] : [],
      },
    ],
  };
}
