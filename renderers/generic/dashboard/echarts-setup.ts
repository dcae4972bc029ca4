/**
 * The only module that imports echarts: the core plus the three chart types and the components the
 * dashboard draws, with the SVG renderer. It is imported lazily, so echarts is a chunk of its own
 * loaded when a dashboard chart first renders.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { init };
