/** Order import: orders from a spreadsheet, through the order workflow's hooks like a create. */
import type { Feature } from '../feature.js';
import { registerOrderImportRoutes } from './order-import-routes.js';

export const orderImportFeature: Feature = {
  name: 'order-import',
  register(app, context, { workflowRuntime }) {
    const orders = context.collections.get('waybills');
    registerOrderImportRoutes(app, context, orders ? workflowRuntime.hooksFor(orders.spec) : {});
  },
};
