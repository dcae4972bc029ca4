/** Statistics: the order counts and the dashboard charts. */
import type { Feature } from '../feature.js';
import { registerChartRoutes } from './chart-routes.js';
import { registerStatsRoutes } from './stats-routes.js';

export const statsFeature: Feature = {
  name: 'stats',
  register(app, context) {
    registerStatsRoutes(app, context);
    registerChartRoutes(app, context);
  },
};
