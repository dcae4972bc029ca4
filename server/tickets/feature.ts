/** Tickets: their routes, the order's parties a ticket names, and the write-off check. */
import type { Feature } from '../feature.js';
import { registerOrderPartyRoutes } from './order-party-routes.js';
import { registerTicketRoutes } from './ticket-routes.js';
import { registerWriteOffCheckRoute } from './write-off-check-route.js';

export const ticketsFeature: Feature = {
  name: 'tickets',
  register(app, context) {
    registerTicketRoutes(app, context);
    registerOrderPartyRoutes(app, context);
    registerWriteOffCheckRoute(app, context);
  },
};
