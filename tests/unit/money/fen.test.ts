/** Money as integer fen (src/money/fen.ts): parsing, formatting and exact sums over many lines. */
import { describe, expect, it } from 'vitest';
import { fenToYuanNumber, formatFen, parseYuan, sumFen, toFen } from '../../../src/money/fen.js';

/** A deterministic generator (mulberry32) so a failure reproduces. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sum of yuan strings by BigInt over their digits, independent of the module under test. */
function bigSum(yuan: readonly string[]): bigint {
  return yuan.reduce((total, text) => {
    const [whole = '0', decimals = ''] = text.replace('-', '').split('.');
    const fen = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0') || '0');
    return total + (text.startsWith('-') ? -fen : fen);
  }, 0n);
}

describe('money in fen', () => {
  it('parses yuan strings exactly', () => {
    expect(parseYuan('12.30')).toBe(1230);
    expect(parseYuan('12.3')).toBe(1230);
    expect(parseYuan('12')).toBe(1200);
    expect(parseYuan('0.07')).toBe(7);
    expect(parseYuan('-0.05')).toBe(-5);
    expect(parseYuan('1,234.56')).toBe(123456);
    expect(parseYuan(' 8.10 ')).toBe(810);
    for (const bad of ['', 'abc', '1.234', '1.2.3', '¥5', '1e3']) expect(parseYuan(bad)).toBeUndefined();
  });

  it('formats fen as yuan with two decimals and round-trips', () => {
    expect(formatFen(1230)).toBe('12.30');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(() => formatFen(1.5)).toThrow(RangeError);
    for (const fen of [0, 1, 10, 99, 100, 12345, 9_999_999_999]) {
      expect(parseYuan(formatFen(fen))).toBe(fen);
      expect(toFen(fenToYuanNumber(fen))).toBe(fen);
    }
  });

  it('reads stored yuan numbers without floating-point noise', () => {
    expect(toFen(0.1 + 0.2)).toBeUndefined(); // 0.30000000000000004 is not an amount of fen
    expect(toFen(19.99)).toBe(1999);
    expect(toFen(1.005)).toBeUndefined();
    expect(toFen('6.80')).toBe(680);
    expect(toFen(null)).toBeUndefined();
  });

  it('sums 10,000 random lines exactly, equal to the sum of their yuan strings', () => {
    const random = generator(25);
    const yuan = Array.from({ length: 10_000 }, () => {
      const fen = Math.floor(random() * 10_000_000) * (random() < 0.1 ? -1 : 1);
      return formatFen(fen);
    });
    const total = sumFen(yuan.map((text) => parseYuan(text)!));
    expect(BigInt(total)).toBe(bigSum(yuan));
    // What a floating-point sum of the yuan numbers would risk: the exact total differs from it in general.
    expect(formatFen(total)).toBe(`${total < 0 ? '-' : ''}${(bigSum(yuan) < 0n ? -bigSum(yuan) : bigSum(yuan)) / 100n}.${String((bigSum(yuan) < 0n ? -bigSum(yuan) : bigSum(yuan)) % 100n).padStart(2, '0')}`);
  });
});
