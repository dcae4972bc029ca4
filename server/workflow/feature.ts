/**
 * The public order query, which answers from the orders themselves: registered before the descriptors'
 * resources are derived, or derivation would give /public/order/query rows of its own. (The workflows' own
 * action routes come after derivation and seeding: createServer registers them through the runtime.)
 */
import type { Feature } from '../feature.js';
import { registerPublicOrderQuery } from './public-order-query.js';

export const publicOrderQueryFeature: Feature = {
  name: 'public-order-query',
  register(app, context) {
    const orders = context.collections.get('waybills');
    if (orders) registerPublicOrderQuery(app, orders);
  },
};
