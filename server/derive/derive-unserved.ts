/**
 * Every descriptor resource no route serves yet becomes a derived collection, registered like a declared
 * one: run after every feature's route and every declared collection, so only what nothing serves is derived.
 */
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import type { CollectionSpec } from '../records/types.js';
import { deriveCollection, type ResourceUse } from './derive-collections.js';

export interface Derivation {
  db: Database;
  /** Every collection by name: the derived ones are added. */
  collections: Map<string, RecordStore>;
  /** What a derived spec becomes before it is stored (a workflow's fields, a public policy). */
  finish(spec: CollectionSpec, use: ResourceUse): CollectionSpec;
  /** Registers a derived collection's routes. */
  register(store: RecordStore): void;
}

/** Whether a route serves `method` at `route` (a Fastify pattern). */
export const servedBy = (app: FastifyInstance) => (method: string, route: string): boolean =>
  app.hasRoute({ method: method as HTTPMethods, url: route });

export function deriveUnservedCollections(app: FastifyInstance, uses: ReadonlyMap<string, ResourceUse>, derivation: Derivation): void {
  const isServed = servedBy(app);
  const names = new Set(derivation.collections.keys());
  // Shorter paths first, so /a/b owns /a/b/export before a resource of that name is considered.
  for (const use of [...uses.values()].sort((x, y) => x.resource.length - y.resource.length || x.resource.localeCompare(y.resource))) {
    const route = routePathOf(use.resource);
    if (isServed('GET', route) || isServed('POST', route)) continue;
    const store = new RecordStore(derivation.db, derivation.finish(deriveCollection(use, names), use));
    derivation.collections.set(store.spec.name, store);
    derivation.register(store);
  }
}
