/** Builds the reference API server: database, auth, routes, collections, socket.io and the static app. */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccessTokenIssuer } from './auth/access-tokens.js';
import { registerAuthGuard } from './auth/auth-guard.js';
import { SessionStore } from './auth/session-store.js';
import { TokenService } from './auth/token-service.js';
import { COLLECTIONS } from './collections/index.js';
import { RecordStore } from './collections/framework/record-store.js';
import { registerCollection } from './collections/framework/register-collection.js';
import type { ServerContext } from './context.js';
import { openDatabase } from './db/open-database.js';
import { SettingsStore } from './db/settings.js';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handlers.js';
import { registerEmptyInputNormalizer, registerLenientJsonParser } from './http/request-input.js';
import { buildMenuUniverse } from './menu/build-menu.js';
import { readScreenCatalog } from './menu/screen-catalog.js';
import { attachNotifySocket, type NotifyServer } from './realtime/notify-socket.js';
import { registerGroupRoutes } from './routes/group-routes.js';
import { registerMenuRoutes } from './routes/menu-routes.js';
import { registerSessionRoutes } from './routes/session-routes.js';
import { registerSystemRoutes } from './routes/system-routes.js';
import { registerUserRoutes } from './routes/user-routes.js';
import { seedDatabase } from './seed/seed-database.js';
import { registerMaintenanceGuard } from './system/maintenance-guard.js';
import { SystemState } from './system/system-state.js';
import { UserStore } from './users/user-store.js';
import { registerStaticSite } from './web/static-site.js';

export interface ServerOptions {
  /** SQLite file; created and seeded when new. */
  dbFile: string;
  /** The built app (index.html and assets); optional. */
  staticDir?: string;
  /** The repo's screens/ folder; its descriptors define the menu's routes. */
  screensDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Signing secret; without it a random one is created once and kept in the database. */
  jwtSecret?: string;
  /** Version system_info reports until an operator changes it. */
  appVersion: string;
  /** pino level; default 'warn'. */
  logLevel?: string;
}

export interface RunningServer {
  app: FastifyInstance;
  /** Base URL once listening, e.g. http://127.0.0.1:8080. */
  readonly url: string | undefined;
  listen(port: number, host: string): Promise<string>;
  close(): Promise<void>;
}

function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
}

export async function createServer(options: ServerOptions): Promise<RunningServer> {
  assertPositive('accessTokenTtlSeconds', options.accessTokenTtlSeconds);
  assertPositive('refreshTokenTtlSeconds', options.refreshTokenTtlSeconds);

  const { db, needsSeed } = openDatabase(options.dbFile);
  const stores = COLLECTIONS.map((spec) => new RecordStore(db, spec));
  seedDatabase(db, stores, needsSeed);

  const state = new SystemState(new SettingsStore(db));
  state.syncDeployedVersion(options.appVersion);
  const issuer = new AccessTokenIssuer(options.jwtSecret ?? state.persistentJwtSecret(), options.accessTokenTtlSeconds);
  const users = new UserStore(db);
  const tokens = new TokenService(issuer, new SessionStore(db, options.refreshTokenTtlSeconds), users);

  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    routerOptions: { ignoreTrailingSlash: true },
    // Keep unknown body fields so additionalProperties:false rejects them instead of dropping them silently.
    ajv: { customOptions: { removeAdditional: false } },
  });

  const warn = (message: string): void => app.log.warn(message);
  const menu = buildMenuUniverse(await readScreenCatalog(options.screensDir, warn), warn);
  const context: ServerContext = {
    db, users, tokens, state, menu, collections: new Map(stores.map((store) => [store.spec.name, store])),
  };

  registerLenientJsonParser(app);
  registerEmptyInputNormalizer(app);
  registerErrorHandler(app);
  registerMaintenanceGuard(app, state);
  registerAuthGuard(app, tokens);

  registerSessionRoutes(app, context);
  registerUserRoutes(app);
  registerGroupRoutes(app, context);
  registerMenuRoutes(app, context);
  registerSystemRoutes(app, context);
  for (const store of stores) registerCollection(app, store);

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
  io = attachNotifySocket(app.server, tokens);

  let url: string | undefined;
  return {
    app,
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
