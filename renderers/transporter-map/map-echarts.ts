/**
 * The echarts parts the transporter map draws with — geo component, scatter and effect-scatter series,
 * tooltip, SVG renderer — and the map of China registered once. Imported lazily, so only the map's
 * route loads it together with the GeoJSON; echarts/core is shared with the dashboard charts' chunk.
 */
import { EffectScatterChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import chinaGeoJson from 'virtual:china-geo-json';
import { CHINA_MAP_NAME } from '../../src/config/transporter-map';

use([GeoComponent, TooltipComponent, ScatterChart, EffectScatterChart, SVGRenderer]);
registerMap(CHINA_MAP_NAME, chinaGeoJson);

export { init };
