/**
 * A feature of the server: one folder that owns its routes, stores and seeds, and hands createServer one
 * register function. createServer builds the shared services once and registers the features in the order
 * of server/features.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountServices } from './accounts/account-services.js';
import type { ServerContext } from './context.js';
import type { NotificationStore } from './notify/notification-store.js';
import type { LoginLimiter } from './security/login-limiter.js';
import type { TrialStore } from './subscription/trial-store.js';
import type { ImageRouteOptions } from './uploads/image-routes.js';
import type { WorkflowRuntime } from './workflow/workflow-runtime.js';

/** What features share beyond the context: built once by createServer. */
export interface FeatureServices {
  accounts: AccountServices;
  loginLimiter: LoginLimiter;
  trials: TrialStore;
  notifications: NotificationStore;
  workflowRuntime: WorkflowRuntime;
  /** The upload routes' secret, folder and quota. */
  uploads: ImageRouteOptions;
  /** The JSON result `npm run screens:check` writes, for the screens catalogue; optional. */
  screensCheckFile: string | undefined;
}

export interface Feature {
  name: string;
  /**
   * Registers the feature's own routes. Features register before the declared collections' generic routes,
   * which leave a path a feature already serves to it (a bill is generated, never typed: finance).
   */
  register(app: FastifyInstance, context: ServerContext, services: FeatureServices): void;
}
