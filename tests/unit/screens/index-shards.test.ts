import { readFileSync } from 'node:fs';
import { listDescriptors } from '../../../scripts/vite-screen-index';
import { SCREENS_DIR } from '../../../scripts/screens-lib';
import { matchesPattern } from '../../../src/access/paths';
import { SHARD_COUNT, shardOfPattern, shardsOfPath } from '../../../src/screen-model/index-shards';

/** A concrete path of a pattern: parameters filled, optional ones once with and once without a value. */
function samples(pattern: string): string[] {
  const filled = pattern.replace(/:\w+\??/g, '7').replace(/\*/g, 'a/b');
  const without = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '7').replace(/\*/g, 'a');
  return [...new Set([filled, without])];
}

describe('screen index shards', () => {
  const patterns = listDescriptors(SCREENS_DIR).flatMap((file) => {
    const descriptor = JSON.parse(readFileSync(`${SCREENS_DIR}/${file}`, 'utf8')) as { path: string; aliases?: string[] };
    return [descriptor.path, ...(descriptor.aliases ?? [])];
  });

  it('finds every route of every descriptor among the shards of a path it matches', () => {
    for (const pattern of patterns) {
      for (const path of samples(pattern).filter((p) => matchesPattern(pattern, p))) {
        expect(shardsOfPath(path), `${pattern} at ${path}`).toContain(shardOfPattern(pattern));
      }
    }
  });

  it('matches case-insensitively like the router', () => {
    expect(shardsOfPath('/SAAS/System/ROLE/index')).toContain(shardOfPattern('/saas/system/role/index'));
  });

  it('spreads the routes: no shard holds more than a small share, and a path needs at most three shards', () => {
    const counts = new Map<string | number, number>();
    for (const pattern of patterns) counts.set(shardOfPattern(pattern), (counts.get(shardOfPattern(pattern)) ?? 0) + 1);
    expect(counts.get('short') ?? 0).toBeLessThan(20);
    expect(Math.max(...[...counts.entries()].filter(([k]) => k !== 'short').map(([, n]) => n))).toBeLessThan(patterns.length / 8);
    expect(shardsOfPath('/saas/system/role/index').length).toBeLessThanOrEqual(3);
    expect(SHARD_COUNT).toBe(128);
  });
});
