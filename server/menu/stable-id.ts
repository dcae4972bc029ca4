/**
 * Menu ids derived from a hash of the entry's key, so the same screen keeps its id across
 * restarts and when other screens are added. Collisions move to the next free number.
 */
import { fnv1a } from '../../src/hash/fnv1a.js';
const MAX_ID = 0x7fffffff;


export class StableIdAllocator {
  private readonly used = new Set<number>();

  /** Keys must be given in a deterministic order for collisions to resolve the same way. */
  idFor(key: string): number {
    let id = (fnv1a(key) % MAX_ID) + 1;
    while (this.used.has(id)) id = (id % MAX_ID) + 1;
    this.used.add(id);
    return id;
  }
}
