/** Finance: bills generated from settlement lines (生成账单 replaces the bills' generic create). */
import type { Feature } from '../feature.js';
import { registerBillRoutes } from './bill-routes.js';

export const financeFeature: Feature = {
  name: 'finance',
  register(app, context) {
    registerBillRoutes(app, context);
  },
};
