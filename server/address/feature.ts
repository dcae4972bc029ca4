/** The map: the administrative divisions of China. */
import type { Feature } from '../feature.js';
import { registerMapRoutes } from './map-routes.js';

export const addressFeature: Feature = {
  name: 'address',
  register(app) {
    registerMapRoutes(app);
  },
};
