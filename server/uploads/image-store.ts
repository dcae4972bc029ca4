/**
 * Uploaded images: the bytes in a folder next to the database, the facts (owner, type, size, checksum) in
 * SQLite. An image belongs to its uploader's company (main account); another company's image answers
 * as missing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { nowDateTime } from '../db/clock.js';
import type { UploadUsage } from './upload-quota.js';

// Kept with the store rather than in the shared schema: the table is this store's (and its bindings') alone.
export const IMAGES_SQL = `
CREATE TABLE IF NOT EXISTS uploaded_images (
  file_id     TEXT PRIMARY KEY,
  owner_id    INTEGER NOT NULL,
  uploader_id INTEGER NOT NULL,
  mime        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  sha256      TEXT NOT NULL,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
-- A company's uploads of the last window, for its quota (upload-quota.ts).
CREATE INDEX IF NOT EXISTS uploaded_images_by_owner ON uploaded_images(owner_id, created_at);`;

export interface StoredImage {
  file_id: string;
  owner_id: number;
  uploader_id: number;
  mime: string;
  size: number;
  sha256: string;
  name: string;
  created_at: string;
}

/** File ids are 32 hex digits (a UUID without dashes), which is also what keeps them safe as file names. */
export const FILE_ID_PATTERN = '^[0-9a-f]{32}$';

export class ImageStore {
  constructor(
    private readonly db: Database,
    /** Folder of the image files; created on the first upload. */
    readonly dir: string,
  ) {
    db.exec(IMAGES_SQL);
  }

  save(bytes: Buffer, facts: { ownerId: number; uploaderId: number; mime: string; name: string }): StoredImage {
    const image: StoredImage = {
      file_id: randomUUID().replace(/-/g, ''),
      owner_id: facts.ownerId,
      uploader_id: facts.uploaderId,
      mime: facts.mime,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      name: facts.name.slice(0, 200),
      created_at: nowDateTime(),
    };
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(this.pathOf(image.file_id), bytes);
    this.db
      .prepare('INSERT INTO uploaded_images (file_id, owner_id, uploader_id, mime, size, sha256, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(image.file_id, image.owner_id, image.uploader_id, image.mime, image.size, image.sha256, image.name, image.created_at);
    return image;
  }

  /** The image when `ownerId` may see it (undefined `ownerId`: any owner, for the platform admin). */
  find(fileId: string, ownerId: number | undefined): StoredImage | undefined {
    const row = this.db.prepare('SELECT * FROM uploaded_images WHERE file_id = ?').get(fileId) as StoredImage | undefined;
    if (!row) return undefined;
    return ownerId === undefined || row.owner_id === ownerId ? row : undefined;
  }

  /** Bytes and files the company `ownerId` uploaded at `since` (local 'YYYY-MM-DD HH:mm:ss') or later. */
  usageSince(ownerId: number, since: string): UploadUsage {
    const row = this.db
      .prepare('SELECT COALESCE(SUM(size), 0) AS bytes, COUNT(*) AS files FROM uploaded_images WHERE owner_id = ? AND created_at >= ?')
      .get(ownerId, since) as UploadUsage;
    return { bytes: row.bytes, files: row.files };
  }

  pathOf(fileId: string): string {
    return join(this.dir, fileId);
  }
}
