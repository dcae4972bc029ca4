/** Comments of tickets, in their own table (created on first use). */
import type { Database } from 'better-sqlite3';
import { nowDateTime } from '../db/clock.js';
import type { TicketComment } from './ticket-types.js';

const TABLE_SQL = `
CREATE TABLE IF NOT EXISTS ticket_comments (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id  INTEGER NOT NULL,
  user_id    INTEGER NOT NULL,
  user_name  TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ticket_comments_by_ticket ON ticket_comments(ticket_id, id);
`;

export class TicketCommentStore {
  constructor(private readonly db: Database) {
    db.exec(TABLE_SQL);
  }

  /** Oldest first, as a conversation reads. */
  listOf(ticketId: number): TicketComment[] {
    return this.db
      .prepare('SELECT id, ticket_id, content, user_id, user_name, created_at FROM ticket_comments WHERE ticket_id = ? ORDER BY id')
      .all(ticketId) as TicketComment[];
  }

  add(ticketId: number, user: { id: number; name: string }, content: string, createdAt = nowDateTime()): TicketComment {
    const result = this.db
      .prepare('INSERT INTO ticket_comments (ticket_id, user_id, user_name, content, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(ticketId, user.id, user.name, content, createdAt);
    return { id: Number(result.lastInsertRowid), ticket_id: ticketId, content, user_id: user.id, user_name: user.name, created_at: createdAt };
  }
}
