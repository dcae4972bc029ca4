/** The accounts' configuration items and service packages. */
import type { Feature } from '../feature.js';
import { registerConfigRoutes } from './config-routes.js';

export const configItemsFeature: Feature = {
  name: 'config-items',
  register(app) {
    registerConfigRoutes(app);
  },
};
