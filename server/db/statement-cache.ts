/**
 * Prepared statements kept by SQL text, for the queries every request runs (session, user, settings):
 * preparing parses and plans the SQL, which costs more than running these one-row lookups.
 * Only for statements run to completion at once (get/run/all), never for a shared iterate().
 */
import type { Database, Statement } from 'better-sqlite3';

export class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Database) {}

  prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}
