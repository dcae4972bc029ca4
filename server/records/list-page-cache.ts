/**
 * Finished list pages (the bytes of the answer), kept until any record changes.
 *
 * A page is kept under everything that decides its bytes: the collection, the SQL conditions the
 * list runs (the query's filters and the caller's tenancy, with their parameters), the owner, the page
 * and page size, and whether the caller may see fees. Two callers share a page only when the server
 * would run the very same query for both and write it the same way, so a page never reaches an
 * account that would have been answered differently. The caller's token, role, menu, tenancy and fee
 * visibility are still read on every request; only the rows and their text come from here.
 *
 * Any insert, update or delete of a record raises `records_generation` (triggers in db/schema.ts,
 * whoever writes: a route, seeding, a ticket action, another process on the same file), and a page
 * built at an older generation is never served. One counter for all collections, on purpose: a list's
 * tenancy condition can read another collection (records about an order follow the order), and a
 * rebuilt page costs a few milliseconds.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { ListPageQuery } from './list-page.js';

/** At most this many bytes of pages are kept (a 500-row waybill page is about 0.85 MB). */
export const DEFAULT_MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** The cache key of a list page: the query's every input, and the caller's fee visibility. */
export function listPageKey(collection: string, query: ListPageQuery, feesVisible: boolean): string {
  return JSON.stringify([collection, query.owner ?? null, query.page, query.perPage, feesVisible, query.conditions]);
}

export class ListPageCache {
  /** Pages by key, least recently used first. */
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;
  private generation: number | undefined;
  private readonly generationStatement: Statement<[], { generation: number }>;

  constructor(
    db: Database,
    private readonly maxBytes: number = DEFAULT_MAX_CACHE_BYTES,
  ) {
    this.generationStatement = db.prepare<[], { generation: number }>('SELECT generation FROM records_generation WHERE id = 1');
  }

  /** The page kept under `key`, or the one `build` writes now (then kept). */
  page(key: string, build: () => string): Buffer {
    // Read before building: a write another connection commits in between makes the page newer than
    // the generation it is kept under (rebuilt once more next time), never older.
    const generation = this.generationStatement.get()?.generation ?? 0;
    if (generation !== this.generation) {
      this.clear();
      this.generation = generation;
    }
    const kept = this.pages.get(key);
    if (kept) {
      // Most recently used last.
      this.pages.delete(key);
      this.pages.set(key, kept);
      return kept;
    }
    const page = Buffer.from(build(), 'utf8');
    this.keep(key, page);
    return page;
  }

  private keep(key: string, page: Buffer): void {
    if (page.length > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += page.length;
    for (const [oldKey, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldKey);
      this.bytes -= old.length;
    }
  }

  private clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }
}
