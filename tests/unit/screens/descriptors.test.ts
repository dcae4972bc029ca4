// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkScreenDir, listScreenFiles, SCREENS_DIR } from '../../../scripts/screens-lib';
import { formatProblem } from '../../../src/screen-model/check';
import type { ScreenDescriptor } from '../../../src/screen-model/types';

const descriptors = listScreenFiles(SCREENS_DIR).map((path) => JSON.parse(readFileSync(path, 'utf8')) as ScreenDescriptor);
const routes = new Map(descriptors.flatMap((screen) => [screen.path, ...(screen.aliases ?? [])].map((route) => [route, screen])));

describe('screens/', () => {
  it('every descriptor passes screens:check', () => {
    const { files, problems } = checkScreenDir();
    expect(files).toBeGreaterThan(0);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it.each([
    ['/saas/system/role/index', 'list', '角色管理'],
    ['/saas/system/role/show/:id', 'show', '角色详情'],
    ['/saas/system/role/add', 'form', '新增角色'],
    ['/saas/system/role/update/:id', 'form', '新增角色'],
    ['/saas/system/group/index', 'list', '事业部管理'],
    ['/saas/system/group/show/:id', 'show', '事业部详情'],
    ['/saas/system/group/add', 'form', '新增事业部'],
    ['/saas/system/group/update/:id', 'form', '新增事业部'],
    ['/saas/system/account/index', 'list', '账号管理'],
    ['/saas/system/account/show/:id', 'show', '账号详情'],
    ['/saas/system/account/add', 'form', '新增账号'],
    ['/saas/system/account/update/:id', 'form', '新增账号'],
    ['/saas/system/menu/index', 'list', '菜单管理'],
    ['/saas/system/menu/show/:id', 'show', '菜单详情'],
    ['/saas/system/menu/add', 'form', '新增菜单'],
    ['/saas/system/menu/update/:id', 'form', '新增菜单'],
    ['/saas/account/sub/index', 'list', '子账号管理'],
    ['/saas/account/sub/create', 'form', '新增子账号'],
    ['/saas/account/sub/detail/:id', 'show', '子账号详情'],
    ['/my/wtoms', 'custom', '欢迎'],
  ])('%s is a %s screen titled %s', (route, kind, title) => {
    const screen = routes.get(route);
    expect(screen?.kind).toBe(kind);
    expect(screen?.title).toBe(title);
  });

  it('add and update routes share one form', () => {
    for (const entity of ['role', 'group', 'account', 'menu']) {
      expect(routes.get(`/saas/system/${entity}/update/:id`)).toBe(routes.get(`/saas/system/${entity}/add`));
    }
  });
});
