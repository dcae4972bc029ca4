/** Notifications: the message centre's lists, reads and downloads. */
import type { Feature } from '../feature.js';
import { registerNotifyRoutes } from './notify-routes.js';

export const notifyFeature: Feature = {
  name: 'notify',
  register(app, context, { notifications }) {
    registerNotifyRoutes(app, context, notifications);
  },
};
