/** Helpers that spread seeded values exactly (not just on average) so every status and type has rows. */
import type { Random } from './prng.js';

/** `count` values in the proportions of `weights` (largest remainder), shuffled deterministically. */
export function spreadWeighted<T>(random: Random, count: number, weights: ReadonlyArray<readonly [T, number]>): T[] {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) return [];
  const exact = weights.map(([value, weight]) => ({ value, share: (weight / total) * count }));
  const counts = exact.map((entry) => Math.floor(entry.share));
  let missing = count - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((entry, index) => ({ index, remainder: entry.share - Math.floor(entry.share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    missing -= 1;
  }
  const values: T[] = [];
  exact.forEach((entry, index) => {
    for (let i = 0; i < (counts[index] ?? 0); i += 1) values.push(entry.value);
  });
  return shuffle(random, values);
}

/** `count` values cycling through `options` evenly, shuffled deterministically. */
export function spreadEvenly<T>(random: Random, count: number, options: readonly T[]): T[] {
  return spreadWeighted(random, count, options.map((option) => [option, 1] as const));
}

/** Fisher–Yates with the seeded generator; returns a new array. */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A money amount with two decimals in [min, max]. */
export function money(random: Random, min: number, max: number): number {
  return random.int(Math.round(min * 100), Math.round(max * 100)) / 100;
}
