/**
 * Stands in, in the build, for the three rc-tree modules antd's table row selection
 * (antd/es/table/hooks/useSelection.js) imports: rc-tree/es/util for arrAdd and arrDel, which brings
 * rc-tree's TreeNode component (and with it most of rc-tree) into every table with selectable rows,
 * and rc-tree/es/utils/conductUtil and treeUtil, which the hook calls only for tree data with
 * `rowSelection.checkStrictly: false` (antd's default is true). No table of the app sets it
 * (tests/unit/bundle/no-column-filters.test.ts fails where one does), so those fail loudly here.
 * arrAdd and arrDel are copied unchanged; tests/unit/bundle/stubs.test.ts compares them with the
 * package's. Trees (Tree, TreeSelect) keep the package's own modules.
 */

/** As rc-tree's: a copy of `list` without `value`. */
export function arrDel<T>(list: readonly T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

/** As rc-tree's: a copy of `list` with `value` added at the end unless it is there. */
export function arrAdd<T>(list: readonly T[] | undefined, value: T): T[] {
  const clone = (list || []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}

function leftOut(): never {
  throw new Error('rowSelection.checkStrictly: false is left out of this build (scripts/stubs/rc-tree-util.ts)');
}

/** rc-tree's conductCheck: only for `checkStrictly: false`. */
export const conductCheck = leftOut;

/** rc-tree's convertDataToEntities: only for `checkStrictly: false`. */
export const convertDataToEntities = leftOut;
