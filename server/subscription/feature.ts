/** Subscriptions: trials and the subscription orders' calls. */
import type { Feature } from '../feature.js';
import { registerSubscriptionCalls } from './subscription-calls.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

export const subscriptionFeature: Feature = {
  name: 'subscription',
  register(app, context, { trials }) {
    registerSubscriptionRoutes(app, context, trials);
    registerSubscriptionCalls(app, context);
  },
};
