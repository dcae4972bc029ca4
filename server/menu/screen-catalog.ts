/** The route universe of the menu: each descriptor's path, aliases, title and kind, plus built-in screens. */
import type { ScreenDoc, ScreenKind } from '../descriptors/screen-doc.js';

export type { ScreenKind };

export interface ScreenRoute {
  path: string;
  title: string;
  kind: ScreenKind;
  aliases: string[];
}

/** Screens the shell always needs (home redirects to /my/wtoms), added when no descriptor declares them. */
const BUILT_IN_SCREENS: readonly ScreenRoute[] = [
  { path: '/my/wtoms', title: '欢迎页', kind: 'custom', aliases: [] },
  { path: '/my/index', title: '个人主页', kind: 'custom', aliases: [] },
];

/** The routes of the descriptors plus the built-in screens none of them declares, in path order. */
export function screenRoutes(docs: readonly ScreenDoc[]): ScreenRoute[] {
  const screens: ScreenRoute[] = docs.map(({ path, title, kind, aliases }) => ({ path, title, kind, aliases }));
  for (const builtIn of BUILT_IN_SCREENS) {
    const declared = screens.some((s) => s.path === builtIn.path || s.aliases.includes(builtIn.path));
    if (!declared) screens.push(builtIn);
  }
  return screens.sort((a, b) => a.path.localeCompare(b.path));
}
