/**
 * The record an uploaded image was first attached to. When a company creates or changes a record (the
 * generic collection routes, the ticket routes), the images of its own company that the record holds and
 * that are not bound yet get bound to that record; an image id of another company's upload binds nothing.
 * Who may read a bound image is image-access.ts's rule.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import { nowDateTime } from '../db/clock.js';
import { FILE_ID_PATTERN, IMAGES_SQL } from './image-store.js';

const BINDINGS_SQL = `
CREATE TABLE IF NOT EXISTS image_bindings (
  file_id    TEXT PRIMARY KEY REFERENCES uploaded_images(file_id),
  collection TEXT NOT NULL,
  record_id  INTEGER NOT NULL,
  bound_at   TEXT NOT NULL
);`;

/**
 * Images attached before bindings existed: each to the oldest record of its uploader's company holding
 * its id as a JSON string (run once, when the table is created).
 */
const BACKFILL_SQL = `
INSERT OR IGNORE INTO image_bindings (file_id, collection, record_id, bound_at)
SELECT i.file_id, r.collection, r.id, ? FROM uploaded_images i
JOIN records r ON r.owner_id = i.owner_id AND instr(r.data, '"' || i.file_id || '"') > 0
ORDER BY r.created_at, r.id`;

/** Most file ids one record binds (image fields hold at most 100 images each). */
const MAX_IDS_PER_RECORD = 1_000;
const FILE_ID = new RegExp(FILE_ID_PATTERN);

export interface ImageBinding {
  collection: string;
  record_id: number;
}

/** Every file id a record's data holds as a string value, at any depth ({fileid} items, one-image fields). */
export function fileIdsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (found.size >= MAX_IDS_PER_RECORD) return found;
  if (typeof value === 'string') {
    if (FILE_ID.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) fileIdsIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) fileIdsIn(item, found);
  }
  return found;
}

export class ImageBindings {
  constructor(private readonly db: Database) {
    db.exec(IMAGES_SQL);
    const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'image_bindings'").get() !== undefined;
    db.exec(BINDINGS_SQL);
    if (!exists) db.prepare(BACKFILL_SQL).run(nowDateTime());
  }

  /** Binds the images among `fileIds` that `company` uploaded and nothing holds yet to the record; returns how many. */
  bind(fileIds: Iterable<string>, company: number, collection: string, recordId: number): number {
    const ids = [...fileIds];
    if (ids.length === 0) return 0;
    return this.db
      .prepare(
        `INSERT OR IGNORE INTO image_bindings (file_id, collection, record_id, bound_at)
         SELECT file_id, ?, ?, ? FROM uploaded_images WHERE owner_id = ? AND file_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .run(collection, recordId, nowDateTime(), company, ...ids).changes;
  }

  of(fileId: string): ImageBinding | undefined {
    return this.db.prepare('SELECT collection, record_id FROM image_bindings WHERE file_id = ?').get(fileId) as ImageBinding | undefined;
  }
}

/** One bindings store per database. */
const byDatabase = new WeakMap<Database, ImageBindings>();

export function imageBindingsOf(db: Database): ImageBindings {
  let bindings = byDatabase.get(db);
  if (!bindings) {
    bindings = new ImageBindings(db);
    byDatabase.set(db, bindings);
  }
  return bindings;
}

/**
 * After a successful create or update of `record` in `collection` by the request's caller: binds the
 * caller's company's unbound images the record holds to it.
 */
export function bindImages(context: Pick<ServerContext, 'db'>, request: FastifyRequest, collection: string, record: { id: number }): void {
  const ids = fileIdsIn(record);
  if (ids.size > 0) imageBindingsOf(context.db).bind(ids, requireAuth(request).user.main_user_id, collection, record.id);
}

/** The generic collection routes' hook that binds the images a created or changed record holds (bindImages). */
export function imageBindingHooks(context: Pick<ServerContext, 'db'>, collection: string): CollectionHooks {
  return {
    written: (request, { after }) => {
      if (after) bindImages(context, request, collection, after);
    },
  };
}
