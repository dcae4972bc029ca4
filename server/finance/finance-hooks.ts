/** What the books add to the generic routes of their collections: a bill's delete releases its lines, a write-off is applied and reversed. */
import type { CollectionHooks } from '../records/collection-hooks.js';
import type { ServerContext } from '../context.js';
import { BILLS_COLLECTION } from './bill-generation.js';
import { billDeleteHooks } from './bill-lines.js';
import { writeOffHooks } from './write-offs.js';

export function financeHooks(context: ServerContext): ReadonlyMap<string, CollectionHooks> {
  return new Map([
    [BILLS_COLLECTION, billDeleteHooks(context)],
    ['write_offs', writeOffHooks(context)],
  ]);
}
