import { fnv1a } from '../hash/fnv1a.js';
/**
 * The screen index is split into a fixed number of shards so that opening a route loads only the
 * entries that can match it, however many screens there are. A route pattern goes to the shard of a
 * hash of its static prefix (its first three segments when they are all static, else its first two),
 * and patterns with fewer than two leading static segments ("/register", "/:id") to the small `short`
 * shard. A concrete pathname can therefore only match patterns of the shards of its first two and
 * first three segments, plus `short`. Used by the Vite plugin (build time) and the app (run time).
 */

/** Fixed: the loader of the shards does not grow with the number of screens. */
export const SHARD_COUNT = 128;

/** A shard: its number, or the shard of the patterns without a two-segment static prefix. */
export type ShardKey = number | 'short';

const isStatic = (segment: string) => !segment.startsWith(':') && !segment.includes('*');

/** Route segments, lower-cased because routes match case-insensitively. */
function segmentsOf(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}


const bucket = (segments: readonly string[]) => fnv1a(segments.join('/')) % SHARD_COUNT;

/** The shard a route pattern is listed in. */
export function shardOfPattern(pattern: string): ShardKey {
  const segments = segmentsOf(pattern);
  let leading = 0;
  while (leading < 3 && isStatic(segments[leading] ?? ':')) leading += 1;
  if (leading < 2) return 'short';
  return bucket(segments.slice(0, leading === 3 ? 3 : 2));
}

/** Every shard holding a pattern that could match `pathname`. */
export function shardsOfPath(pathname: string): ShardKey[] {
  const segments = segmentsOf(pathname);
  const keys = new Set<ShardKey>(['short']);
  if (segments.length >= 2) keys.add(bucket(segments.slice(0, 2)));
  if (segments.length >= 3) keys.add(bucket(segments.slice(0, 3)));
  return [...keys];
}
