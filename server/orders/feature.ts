/**
 * Orders: the public order query, which answers from the orders themselves (registered before the
 * descriptors' resources are derived, or derivation would give /public/order/query rows of its own), and
 * the spreadsheet import, which creates orders through the order workflow's hooks like a create. (The
 * workflows' own action routes come after derivation and seeding: createServer registers them through
 * the runtime.)
 */
import type { Feature } from '../feature.js';
import { registerPublicOrderQuery } from '../workflow/public-order-query.js';
import { registerOrderImportRoutes } from './order-import-routes.js';

export const ordersFeature: Feature = {
  name: 'orders',
  register(app, context, { workflowRuntime }) {
    const orders = context.collections.get('waybills');
    if (orders) registerPublicOrderQuery(app, orders);
    registerOrderImportRoutes(app, context, orders ? workflowRuntime.hooksFor(orders.spec) : {});
  },
};
