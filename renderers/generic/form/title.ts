import { CREATE_TITLE_PREFIXES, EDIT_TITLE_PREFIX } from '../../../src/config/display';

/** Title of the edit variant of a create screen: a leading 新增/创建 becomes 编辑 (新增角色 → 编辑角色). */
export function editTitle(title: string): string {
  const prefix = CREATE_TITLE_PREFIXES.find((candidate) => title.startsWith(candidate));
  return prefix ? EDIT_TITLE_PREFIX + title.slice(prefix.length) : title;
}
