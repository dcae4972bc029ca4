/** FNV-1a, 32 bits: a hash stable across builds, machines and processes (shard keys, stable ids). */
export function fnv1a(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}
