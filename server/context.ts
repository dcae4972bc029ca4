/** The services route modules share, built once by createServer. */
import type { Database } from 'better-sqlite3';
import type { TokenService } from './auth/token-service.js';
import type { RecordStore } from './records/record-store.js';
import type { MenuUniverse } from './menu/build-menu.js';
import type { SystemState } from './system/system-state.js';
import type { UserStore } from './users/user-store.js';

export interface ServerContext {
  db: Database;
  users: UserStore;
  tokens: TokenService;
  state: SystemState;
  menu: MenuUniverse;
  /** Record stores by collection name. */
  collections: ReadonlyMap<string, RecordStore>;
}
