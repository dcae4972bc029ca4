/**
 * Menu ids derived from a hash of the entry's key, so the same screen keeps its id across
 * restarts and when other screens are added. Collisions move to the next free number.
 */
const MAX_ID = 0x7fffffff;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

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
