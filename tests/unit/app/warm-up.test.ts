// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/access/menu';
import { savesData } from '../../../src/app/idle';
import { firstMenuPaths } from '../../../src/app/warm-up';

const node = (path: string, children: MenuNode[] = []): MenuNode => ({ id: path.length, path, name: path, children });

describe('warm-up', () => {
  it('fetches ahead the menu\'s first screens in sidebar order, leaves only, each once', () => {
    const tree = [
      node('/saas/system', [node('/saas/system/role/index'), node('/saas/system/user/index')]),
      node('/saas/dashboard/index'),
      node('/saas/order', [node('/saas/system/role/index'), node('/saas/order/all/index')]),
    ];
    expect(firstMenuPaths(tree, 3)).toEqual(['/saas/system/role/index', '/saas/system/user/index', '/saas/dashboard/index']);
    expect(firstMenuPaths(tree, 10)).toEqual(['/saas/system/role/index', '/saas/system/user/index', '/saas/dashboard/index', '/saas/order/all/index']);
    expect(firstMenuPaths(tree, 0)).toEqual([]);
  });

  it('respects the user\'s data saving', () => {
    expect(savesData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(savesData({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
    expect(savesData({} as Navigator)).toBe(false);
  });
});
