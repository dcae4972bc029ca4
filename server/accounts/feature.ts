/** Accounts: sign-in and sessions, registration and company review, passwords, sub-accounts, the user's own page and groups. */
import type { Feature } from '../feature.js';
import { registerGroupRoutes } from './group-routes.js';
import { registerPasswordRoutes } from './password-routes.js';
import { registerRegistrationRoutes } from './registration-routes.js';
import { registerSessionRoutes } from './session-routes.js';
import { registerSubAccountRoutes } from './sub-account-routes.js';
import { registerUserRoutes } from './user-routes.js';

export const accountsFeature: Feature = {
  name: 'accounts',
  register(app, context, { accounts, loginLimiter }) {
    registerSessionRoutes(app, context, (user) => accounts.audit.statusOf(user), loginLimiter);
    registerUserRoutes(app, context);
    registerSubAccountRoutes(app, context);
    registerRegistrationRoutes(app, context, accounts);
    registerPasswordRoutes(app, context, accounts);
    registerGroupRoutes(app, context);
  },
};
