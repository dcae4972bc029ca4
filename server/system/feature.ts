/** The system's information and the platform's maintenance switches. */
import type { Feature } from '../feature.js';
import { registerSystemRoutes } from './system-routes.js';

export const systemFeature: Feature = {
  name: 'system',
  register(app, context) {
    registerSystemRoutes(app, context);
  },
};
