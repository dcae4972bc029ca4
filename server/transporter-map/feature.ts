/** The transporters' positions on the map. */
import type { Feature } from '../feature.js';
import { registerTransporterPositionRoutes } from './positions-route.js';

export const transporterMapFeature: Feature = {
  name: 'transporter-map',
  register(app, context) {
    registerTransporterPositionRoutes(app, context);
  },
};
