/**
 * The notification bell's messages, per user (core spec §3 Notification, §7 Notifications). A message
 * has a title and text, links in `data` (route, file_url), `meta` (idempotency_key, ts) and a read flag.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { formatLocalDateTime, nowDateTime } from '../db/clock.js';
import { safeAppPath } from '../../src/access/safe-redirect.js';

export const NOTIFY_CATEGORIES = ['SYSTEM', 'ORDER', 'TICKET', 'ABNORMAL', 'EXPORT'] as const;
export type NotifyCategory = (typeof NOTIFY_CATEGORIES)[number];

/** The file a download message serves: rows of a collection under fixed filters, as CSV. */
export interface NotifyAttachment {
  /** File name with extension, the last segment of the message's file_url. */
  name: string;
  collection: string;
  params: Record<string, string>;
}

export interface NotificationInput {
  title: string;
  message: string;
  category: NotifyCategory;
  route?: string;
  /** A link to a file elsewhere; a message with an attachment gets its own file_url instead. */
  fileUrl?: string;
  attachment?: NotifyAttachment;
  /** Defaults to now. */
  at?: Date;
  read?: boolean;
  idempotencyKey?: string;
}

/** A message as the API sends it. */
export interface NotificationRecord {
  id: number;
  title: string;
  message: string;
  category: string;
  data: { route?: string; file_url?: string };
  meta: { idempotency_key: string; ts: number };
  is_read: 0 | 1;
  read_at: string | null;
  created_at: string;
}

export interface NotificationFilter {
  /** true: unread only; false: read only; undefined: both. */
  unread?: boolean;
  title?: string;
  message?: string;
  category?: string;
  /** Local dates 'YYYY-MM-DD', inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

interface NotificationRow {
  id: number;
  title: string;
  message: string;
  category: string;
  data_json: string;
  attachment_json: string | null;
  idempotency_key: string;
  is_read: number;
  read_at: string | null;
  ts: number;
  created_at: string;
}

/** The API path of a message's attached file; its last segment is the file name the client saves. */
export function attachmentUrl(id: number, name: string): string {
  return `/api/notify/history/${id}/files/${encodeURIComponent(name)}`;
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A message's links as they are stored and sent: a route or file_url that is not a same-origin app path
 * once normalised (`//host`, `/.//host`, `%2F%2Fhost`, `javascript:`…) is dropped, whoever produced it.
 */
function safeLinks(data: NotificationRecord['data']): NotificationRecord['data'] {
  const safe: NotificationRecord['data'] = {};
  const route = safeAppPath(data.route);
  const fileUrl = safeAppPath(data.file_url);
  if (route) safe.route = route;
  if (fileUrl) safe.file_url = fileUrl;
  return safe;
}

function toRecord(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    category: row.category,
    data: safeLinks(JSON.parse(row.data_json) as NotificationRecord['data']),
    meta: { idempotency_key: row.idempotency_key, ts: row.ts },
    is_read: row.is_read ? 1 : 0,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

function whereOf(userId: number, filter: NotificationFilter): { sql: string; params: unknown[] } {
  const clauses = ['user_id = ?'];
  const params: unknown[] = [userId];
  if (filter.unread !== undefined) {
    clauses.push('is_read = ?');
    params.push(filter.unread ? 0 : 1);
  }
  for (const [column, value] of [['title', filter.title], ['message', filter.message]] as const) {
    if (value?.trim()) {
      clauses.push(`${column} LIKE ? ESCAPE '\\'`);
      params.push(`%${escapeLike(value.trim())}%`);
    }
  }
  if (filter.category) {
    clauses.push('category = ?');
    params.push(filter.category);
  }
  if (filter.createdFrom) {
    clauses.push('substr(created_at, 1, 10) >= ?');
    params.push(filter.createdFrom);
  }
  if (filter.createdTo) {
    clauses.push('substr(created_at, 1, 10) <= ?');
    params.push(filter.createdTo);
  }
  return { sql: clauses.join(' AND '), params };
}

export class NotificationStore {
  constructor(private readonly db: Database) {}

  /** Stores a message for a user; returns it as the API (and the socket) sends it. */
  add(userId: number, input: NotificationInput): NotificationRecord {
    const at = input.at ?? new Date();
    const data = safeLinks({ route: input.route, file_url: input.fileUrl });
    const insert = this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO notifications (user_id, title, message, category, data_json, attachment_json, idempotency_key, is_read, read_at, ts, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId, input.title, input.message, input.category, JSON.stringify(data),
          input.attachment ? JSON.stringify(input.attachment) : null, input.idempotencyKey ?? randomUUID(),
          input.read ? 1 : 0, input.read ? formatLocalDateTime(at) : null, at.getTime(), formatLocalDateTime(at),
        );
      const id = Number(lastInsertRowid);
      if (input.attachment) {
        this.db.prepare('UPDATE notifications SET data_json = ? WHERE id = ?')
          .run(JSON.stringify({ ...data, file_url: attachmentUrl(id, input.attachment.name) }), id);
      }
      return id;
    });
    const id = insert();
    const record = this.find(userId, id);
    if (!record) throw new Error(`notification ${id} vanished`);
    return record;
  }

  find(userId: number, id: number): NotificationRecord | undefined {
    const row = this.db.prepare('SELECT * FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as NotificationRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** The attachment of one of the user's messages, when it has one. */
  attachment(userId: number, id: number): NotifyAttachment | undefined {
    const row = this.db.prepare('SELECT attachment_json FROM notifications WHERE id = ? AND user_id = ?').get(id, userId) as
      | Pick<NotificationRow, 'attachment_json'>
      | undefined;
    return row?.attachment_json ? (JSON.parse(row.attachment_json) as NotifyAttachment) : undefined;
  }

  /** Newest first. */
  list(userId: number, filter: NotificationFilter, limit: number, offset: number): { rows: NotificationRecord[]; total: number } {
    const where = whereOf(userId, filter);
    const rows = this.db
      .prepare(`SELECT * FROM notifications WHERE ${where.sql} ORDER BY ts DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...where.params, limit, offset) as NotificationRow[];
    const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM notifications WHERE ${where.sql}`).get(...where.params) as { total: number };
    return { rows: rows.map(toRecord), total };
  }

  unreadCount(userId: number): number {
    return this.list(userId, { unread: true }, 0, 0).total;
  }

  /** Marks the user's messages `ids` read; returns how many were unread. Other users' ids are ignored. */
  markRead(userId: number, ids: readonly number[]): number {
    if (ids.length === 0) return 0;
    return this.db
      .prepare(`UPDATE notifications SET is_read = 1, read_at = ? WHERE user_id = ? AND is_read = 0 AND id IN (${ids.map(() => '?').join(', ')})`)
      .run(nowDateTime(), userId, ...ids).changes;
  }

  markAllRead(userId: number): number {
    return this.db.prepare('UPDATE notifications SET is_read = 1, read_at = ? WHERE user_id = ? AND is_read = 0').run(nowDateTime(), userId).changes;
  }
}
