import { afterEach, describe, expect, it } from 'vitest';
import { relativeTime } from '../../../src/format/relative-time';
import { useLanguageStore } from '../../../src/i18n';

const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
const ago = (seconds: number) => relativeTime(NOW - seconds * 1000, NOW);

afterEach(() => useLanguageStore.setState({ language: 'en' }));

describe('relativeTime', () => {
  it('follows the spec’s steps in Chinese', () => {
    useLanguageStore.setState({ language: 'zh' });
    expect(ago(0)).toBe('刚刚');
    expect(ago(29)).toBe('刚刚');
    expect(ago(30)).toBe('1分钟前');
    expect(ago(59 * 60)).toBe('59分钟前');
    expect(ago(3600)).toBe('1小时前');
    expect(ago(23 * 3600 + 1)).toBe('24小时前');
    expect(ago(24 * 3600)).toBe('1天前');
    expect(ago(2 * 24 * 3600 - 1)).toBe('1天前');
    // From two days on, the date and time.
    expect(ago(3 * 24 * 3600 + 5 * 60)).toBe('11月20日11时55分');
  });

  it('speaks English by default', () => {
    expect(ago(10)).toBe('just now');
    expect(ago(5 * 60)).toBe('5 min ago');
    expect(ago(30 * 3600)).toBe('1 day ago');
  });

  it('counts a time in the future as just now and an invalid time as nothing', () => {
    expect(ago(-120)).toBe('just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
