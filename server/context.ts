/** The services route modules share, built once by createServer. */
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { TokenService } from './auth/token-service.js';
import type { RecordStore } from './records/record-store.js';
import type { RowScope, RowView } from './records/row-scope.js';
import type { MenuUniverse } from './menu/build-menu.js';
import type { SystemState } from './system/system-state.js';
import type { MerchantRows } from './tenancy/ownership.js';
import type { UserStore } from './users/user-store.js';

export interface ServerContext {
  db: Database;
  users: UserStore;
  tokens: TokenService;
  state: SystemState;
  menu: MenuUniverse;
  /** Record stores by collection name. */
  collections: ReadonlyMap<string, RecordStore>;
  merchantRule: MerchantRule;
}

/**
 * The merchant ownership rule's answers (server/tenancy/ownership.ts): which merchants, stores and products
 * a caller may see and change, and how it sees them, are the partners' merchant book's to tell
 * (server/partners/merchant-rule.ts); the record routes ask through the context so they need no partners.
 */
export interface MerchantRule {
  scope(context: ServerContext, of: MerchantRows): RowScope;
  /** How the caller sees rows whose rule withholds the contacts of merchants out of its book. */
  view(context: ServerContext, of: MerchantRows, request: FastifyRequest): RowView;
}
