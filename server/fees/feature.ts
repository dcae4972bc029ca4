/** The order fee configurations. */
import type { Feature } from '../feature.js';
import { registerFeeRoutes } from './fee-routes.js';

export const feesFeature: Feature = {
  name: 'fees',
  register(app) {
    registerFeeRoutes(app);
  },
};
