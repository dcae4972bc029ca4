/** What a company's pickers and lists of a company-owned collection hold, read from the test server's database. */
import { DEMO_USERS } from '../../../server/users/demo-users.js';
import type { TestServer } from './test-server.js';

type Row = Record<string, unknown>;

const mainIdOf = (username: string): number => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.main_user_id;
};

/**
 * The rows of a collection the demo account's company sees: its own and those the platform publishes
 * (server/tenancy/ownership.ts, rule company with `published`), oldest first; `own` tells which.
 */
export function rowsSeenBy(ts: TestServer, collection: string, username: string): Array<Row & { id: number; own: boolean }> {
  const company = mainIdOf(username);
  const rows = ts.server.context.db
    .prepare('SELECT id, owner_id, data FROM records WHERE collection = ? AND owner_id IN (?, ?) ORDER BY id')
    .all(collection, company, mainIdOf('admin')) as Array<{ id: number; owner_id: number; data: string }>;
  return rows.map((row) => ({ ...(JSON.parse(row.data) as Row), id: row.id, own: row.owner_id === company }));
}
