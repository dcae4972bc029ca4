/**
 * What another module adds to the generic routes of one collection (register-collection.ts, and the
 * descriptors' call routes): a workflow keeps its records' state, track and holds out of plain edits and
 * keeps a record's holds in step with the records that hold it. Every hook runs synchronously inside the
 * request, right before or after the write it is about.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiRecord } from './record-store.js';

type Body = Record<string, unknown>;

export interface CollectionHooks {
  /** A create's body before it is validated: drop what the caller may not choose (it gets the default instead). */
  createInput?(body: Body): void;
  /** The record about to be created, after validation and the caller's stamp; answers what is stored. */
  creating?(request: FastifyRequest, body: Body): Body;
  /** The fields an update would change, with the stored record; answers what is changed. */
  updating?(request: FastifyRequest, existing: ApiRecord, patch: Body): Body;
  /** Before a delete of the stored record: throws to refuse it; runs in the delete's transaction. */
  deleting?(request: FastifyRequest, existing: ApiRecord): void;
  /** After a write: `before` the stored record before (none for a create), `after` the stored record after (none for a delete). */
  written?(request: FastifyRequest, change: { before?: ApiRecord; after?: ApiRecord }): void;
}

/** The hooks of each collection, by collection name. */
export type CollectionHooksOf = (collection: string) => CollectionHooks | undefined;

/** Both hook sets: each hook of `first`, then `second`'s (an `updating`/`creating` passes its answer on). */
export function bothHooks(first: CollectionHooks, second: CollectionHooks): CollectionHooks {
  return {
    createInput: (body) => { first.createInput?.(body); second.createInput?.(body); },
    creating: (request, body) => {
      const once = first.creating ? first.creating(request, body) : body;
      return second.creating ? second.creating(request, once) : once;
    },
    updating: (request, existing, patch) => {
      const once = first.updating ? first.updating(request, existing, patch) : patch;
      return second.updating ? second.updating(request, existing, once) : once;
    },
    deleting: (request, existing) => { first.deleting?.(request, existing); second.deleting?.(request, existing); },
    written: (request, change) => { first.written?.(request, change); second.written?.(request, change); },
  };
}

export const NO_HOOKS: CollectionHooksOf = () => undefined;
