/** The menu: each account's menu and the platform's screens catalogue. */
import type { Feature } from '../feature.js';
import { registerMenuRoutes } from './menu-routes.js';
import { registerScreenCatalogueRoutes } from './screen-catalogue-routes.js';

export const menuFeature: Feature = {
  name: 'menu',
  register(app, context, { screensCheckFile }) {
    registerMenuRoutes(app, context);
    registerScreenCatalogueRoutes(app, context, screensCheckFile);
  },
};
