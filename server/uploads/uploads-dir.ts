/** Where uploaded images are kept: an `uploads` folder next to the database file (a temporary one for an in-memory database). */
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';

export function uploadsDirOf(dbFile: string): string {
  if (dbFile === ':memory:' || dbFile === '') return join(tmpdir(), `uploads-${randomUUID()}`);
  return join(dirname(dbFile), 'uploads');
}
