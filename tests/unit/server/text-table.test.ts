import { describe, expect, it } from 'vitest';
import { displayWidth, textTable } from '../../../server/cli/text-table';

describe('start-up text table', () => {
  it('counts CJK characters as two terminal cells', () => {
    expect(displayWidth('admin')).toBe(5);
    expect(displayWidth('系统管理员')).toBe(10);
    expect(displayWidth('BANG（主）')).toBe(10);
  });

  it('lines the columns up under a header, mixing Chinese and Latin text', () => {
    const lines = textTable([['user', 'name', 'app'], ['admin', '系统管理员', 'OSS'], ['cs', '刘婷婷', 'BANG']]);
    expect(lines).toEqual([
      '  user   name        app',
      '  admin  系统管理员  OSS',
      '  cs     刘婷婷      BANG',
    ]);
  });
});
