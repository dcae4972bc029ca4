import { CREATE_TITLE_PREFIXES, EDIT_TITLE_PREFIX } from '../config/display';
import type { ScreenKind } from './types';

/** Title of the edit variant of a create screen: a leading 新增/创建 becomes 编辑 (新增角色 → 编辑角色). */
export function editTitle(title: string): string {
  const prefix = CREATE_TITLE_PREFIXES.find((candidate) => title.startsWith(candidate));
  return prefix ? EDIT_TITLE_PREFIX + title.slice(prefix.length) : title;
}

/** A form route with an `:id` edits that record; any other route shows the descriptor's title. */
export function routeTitle(screen: { title: string; kind: ScreenKind }, params: Readonly<Record<string, string | undefined>>): string {
  return screen.kind === 'form' && params.id !== undefined && params.id !== '' ? editTitle(screen.title) : screen.title;
}
