/** Banned areas: whether an address lies in an area closed to orders. */
import type { Feature } from '../feature.js';
import { registerBannedAreaCheck } from './check-route.js';

export const bannedAreasFeature: Feature = {
  name: 'banned-areas',
  register(app, context) {
    registerBannedAreaCheck(app, context);
  },
};
