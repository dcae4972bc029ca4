/** Builds the reference API server: database, auth, routes, collections, socket.io and the static app. */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAccountServices } from './accounts/account-services.js';
import { consoleOutbox, type Outbox } from './accounts/outbox.js';
import { AccessTokenIssuer } from './auth/access-tokens.js';
import { isApiRoutePattern } from './http/api-route-pattern.js';
import { registerAuthorization, registerCompanyReviewGate } from './authz/authz-hook.js';
import { TokenService } from './auth/token-service.js';
import { COLLECTIONS } from './collections/index.js';
import { withPublicPolicy } from './records/public-data.js';
import { RecordStore } from './records/record-store.js';
import { registerCollection } from './records/register-collection.js';
import { exportLayoutsOf } from './records/export-layout.js';
import { ListPageCache } from './records/list-page-cache.js';
import { registerDashboardRoutes, unservedDashboardApis } from './dashboard/dashboard-routes.js';
import { registerCallRoutes } from './derive/call-routes.js';
import { collectResourceUses, extendDeclared } from './derive/derive-collections.js';
import { deriveUnservedCollections, servedBy } from './derive/derive-unserved.js';
import { normalizeResource } from './records/resource-path.js';
import { parseScreenSources, readScreenSources, type ScreenSource } from './descriptors/read-screens.js';
import type { ScreenDoc } from './descriptors/screen-doc.js';
import type { ServerContext } from './context.js';
import { openDatabase } from './db/open-database.js';
import { SettingsStore } from './db/settings.js';
import { answerFrameworkError, registerNotFoundHandler } from './http/error-handlers.js';
import { lazyValidatorCompiler } from './http/lazy-validators.js';
import { buildMenuUniverse } from './menu/build-menu.js';
import { screenRoutes } from './menu/screen-catalog.js';
import { seedDemoNotifications } from './notify/demo-notifications.js';
import { NotificationStore } from './notify/notification-store.js';
import { attachNotifySocket, type NotifyServer } from './realtime/notify-socket.js';
import { ObservedSessionStore } from './realtime/observed-sessions.js';
import { uploadsDirOf } from './uploads/uploads-dir.js';
import { imageBindingHooks } from './uploads/image-bindings.js';
import type { UploadQuota } from './uploads/upload-quota.js';
import type { FeatureServices } from './feature.js';
import { FEATURES } from './features.js';
import { registerRequestPipeline } from './request-pipeline.js';
import { seedDatabase } from './seed/seed-database.js';
import { assertOwnership } from './tenancy/ownership.js';
import { seedDemoTrials } from './subscription/demo-trials.js';
import { TrialStore } from './subscription/trial-store.js';
import { SystemState } from './system/system-state.js';
import { UserStore } from './users/user-store.js';
import { MERCHANT_RULE } from './partners/merchant-rule.js';
import { registerStaticSite } from './web/static-site.js';
import { workflowRegistry } from './workflow/registry.js';
import { WorkflowRuntime } from './workflow/workflow-runtime.js';
import type { AddressRateLimit } from './security/abuse-limits.js';
import { DEFAULT_LOGIN_LIMITS, LoginLimiter, type LoginLimits } from './security/login-limiter.js';
import { financeHooks } from './finance/finance-hooks.js';
import { bothHooks, type CollectionHooks } from './records/collection-hooks.js';
import type { CollectionSpec } from './records/types.js';

export interface ServerOptions {
  /** SQLite file; created and seeded when new. */
  dbFile: string;
  /** The built app (index.html and assets); optional. */
  staticDir?: string;
  /** The repo's screens/ folder; its descriptors define the menu's routes and the derived collections. */
  screensDir: string;
  /** Descriptor files to use instead of reading `screensDir` (the coverage check passes them). */
  screens?: readonly ScreenSource[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Signing secret; without it a random one is created once and kept in the database. */
  jwtSecret?: string;
  /** Version system_info reports until an operator changes it. */
  appVersion: string;
  /** pino level; default 'warn'. */
  logLevel?: string;
  /** Where short messages (verification codes, activation links) go; printed on the console by default. */
  outbox?: Outbox;
  /** Failed-login limits; default the constants of security/abuse-limits.ts. */
  loginLimits?: Partial<LoginLimits>;
  /** Per-address limits by 'METHOD /api/route'; default ADDRESS_RATE_LIMITS. */
  addressRateLimits?: Readonly<Record<string, AddressRateLimit>>;
  /** Per-company upload quota; default DEFAULT_UPLOAD_QUOTA of uploads/upload-quota.ts. */
  uploadQuota?: Partial<UploadQuota>;
  /** Milliseconds since the epoch for the login limiter (tests pass a fake clock). */
  now?: () => number;
  /** The JSON result `npm run screens:check` writes, served to the screens catalogue; optional. */
  screensCheckFile?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  /** Stores (declared and derived), menu and services, for tools such as the coverage check. */
  context: ServerContext;
  /** The descriptors the server read. */
  docs: readonly ScreenDoc[];
  /** Every route registered under /api, as 'METHOD /api/pattern' (HEAD routes included). */
  apiRoutes: readonly string[];
  /** Base URL once listening, e.g. http://127.0.0.1:8080. */
  readonly url: string | undefined;
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

/** A few real order numbers for the demo messages' texts. */
function orderNumbers(waybills: RecordStore | undefined): string[] {
  return (waybills?.allRows() ?? []).slice(-2).map((row) => String(row.order_no ?? '')).filter((no) => no !== '');
}

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
}

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  assertPositive('accessTokenTtlSeconds', options.accessTokenTtlSeconds);
  assertPositive('refreshTokenTtlSeconds', options.refreshTokenTtlSeconds);

  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(lazyValidatorCompiler());
  const apiRoutes: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiRoutePattern(route.url)) return;
    for (const method of [route.method].flat()) apiRoutes.push(`${method} ${route.url}`);
  });
  const warn = (message: string): void => app.log.warn(message);
  const docs = parseScreenSources(options.screens ?? (await readScreenSources(options.screensDir, warn)), warn);
  // The processes (workflows/*.json), checked against their schema: an invalid one stops the start.
  const workflows = workflowRegistry();
  const menu = buildMenuUniverse(screenRoutes(docs), warn);

  const { db, needsSeed } = openDatabase(options.dbFile);
  const uses = collectResourceUses(docs);
  const collections = new Map<string, RecordStore>();
  for (const spec of COLLECTIONS) {
    collections.set(spec.name, new RecordStore(db, withPublicPolicy(extendDeclared(spec, uses.get(normalizeResource(spec.path))))));
  }
  const declaredStores = [...collections.values()];

  const state = new SystemState(new SettingsStore(db));
  state.syncDeployedVersion(options.appVersion);
  const issuer = new AccessTokenIssuer(options.jwtSecret ?? state.persistentJwtSecret(), options.accessTokenTtlSeconds);
  const users = new UserStore(db);
  const sessions = new ObservedSessionStore(db, options.refreshTokenTtlSeconds);
  const tokens = new TokenService(issuer, sessions, users);
  const context: ServerContext = { db, users, tokens, state, menu, collections, merchantRule: MERCHANT_RULE };

  await registerRequestPipeline(app, { state, tokens, addressRateLimits: options.addressRateLimits });
  const accounts = createAccountServices(context, options.outbox ?? consoleOutbox);
  registerCompanyReviewGate(app, (user) => accounts.audit.statusOf(user));
  const authorizer = registerAuthorization(app, menu, docs, workflows);

  const notifications = new NotificationStore(db);
  const trials = new TrialStore(db);
  const services: FeatureServices = {
    accounts,
    loginLimiter: new LoginLimiter({ ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits }, options.now),
    trials,
    notifications,
    workflowRuntime: new WorkflowRuntime(context, workflows, notifications, tokens.sessions),
    uploads: { secret: options.jwtSecret ?? state.persistentJwtSecret(), dir: uploadsDirOf(options.dbFile), quota: options.uploadQuota },
    screensCheckFile: options.screensCheckFile,
  };
  const { workflowRuntime } = services;
  for (const feature of FEATURES) feature.register(app, context, services);

  const listPages = new ListPageCache(db);
  // The books' own rules on top of the workflows' (server/finance/finance-hooks.ts).
  const books = financeHooks(context);
  const recordHooksOf = (spec: CollectionSpec): CollectionHooks => {
    const own = books.get(spec.name);
    return own ? bothHooks(workflowRuntime.hooksFor(spec), own) : workflowRuntime.hooksFor(spec);
  };
  // Images a record holds are bound to it after the write's own hooks.
  const hooksOf = (spec: CollectionSpec): CollectionHooks => bothHooks(recordHooksOf(spec), imageBindingHooks(context, spec.name));
  const exportLayouts = exportLayoutsOf(docs);
  for (const store of declaredStores) registerCollection(app, context, store, listPages, hooksOf(store.spec), exportLayouts);

  // Every descriptor resource no route serves yet becomes a derived collection.
  deriveUnservedCollections(app, uses, {
    db,
    collections,
    finish: (spec, use) => withPublicPolicy(workflowRuntime.derivedSpec(spec, use)),
    register: (store) => registerCollection(app, context, store, listPages, hooksOf(store.spec), exportLayouts),
  });
  const isServed = servedBy(app);
  // Every collection says whom its rows belong to, or the server does not start.
  assertOwnership([...collections.values()].map((store) => store.spec));
  workflowRuntime.bind(warn);
  // Seeded orders get the holds and tags their seeded intercepts and abnormal cases give them.
  if (seedDatabase(db, [...collections.values()], needsSeed).length > 0) workflowRuntime.reconcileAll();
  workflowRuntime.registerRoutes(app, authorizer);
  if (needsSeed) seedDemoTrials(trials);
  if (needsSeed) seedDemoNotifications(notifications, orderNumbers(collections.get('waybills')));
  const allStores = [...collections.values()];
  registerCallRoutes(app, context, docs, allStores, isServed, (store) => workflowRuntime.hooksFor(store.spec));
  registerDashboardRoutes(app, context, unservedDashboardApis(docs, (route) => isServed('GET', route), allStores));

  const spaFallback = await registerStaticSite(app, options.staticDir);
  registerNotFoundHandler(app, { spaFallback });

  let io: NotifyServer | undefined;
  app.addHook('preClose', async () => {
    // Open websockets would keep the HTTP server from closing.
    io?.disconnectSockets(true);
    io?.engine.close();
  });
  app.addHook('onClose', async () => {
    db.close();
  });
  await app.ready();
  io = attachNotifySocket(app.server, tokens, notifications, { sessions });
  workflowRuntime.notifier.attach(io);

  let url: string | undefined;
  return {
    app,
    context,
    docs,
    apiRoutes,
    get url() {
      return url;
    },
    async listen(port: number, host: string): Promise<string> {
      await app.listen({ port, host });
      const address = app.server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      url = `http://${shownHost}:${address.port}`;
      return url;
    },
    async close(): Promise<void> {
      await app.close();
    },
  };
}
