/** The tree select's rules without React: reading a tree from a response, and filtering it by label. */
import { TREE_DEFAULT_KEYS } from '../config/tree-select';
import { isRecord } from '../util/is-record';

/** One node of the tree select. */
export interface TreeOption {
  value: string | number;
  label: string;
  children?: TreeOption[];
}

/** Which node fields hold the value, the label and the children; unset ones use the defaults. */
export interface TreeKeys {
  valueKey?: string;
  labelKey?: string;
  childrenKey?: string;
}

type Node = Record<string, unknown>;

/** The nodes of an API's data: the data itself as an array, else its `list` or `children`. */
export function treeNodesOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    if (Array.isArray(data.list)) return data.list;
    if (Array.isArray(data.children)) return data.children;
  }
  return [];
}

function pick(node: Node, key: string | undefined, defaults: readonly string[]): unknown {
  if (key !== undefined) return node[key];
  for (const candidate of defaults) if (node[candidate] !== undefined && node[candidate] !== null) return node[candidate];
  return undefined;
}

/** The tree's options: nodes without a usable value are left out (their children with them). */
export function toTreeOptions(nodes: readonly unknown[], keys: TreeKeys = {}): TreeOption[] {
  const childrenKey = keys.childrenKey ?? TREE_DEFAULT_KEYS.children;
  return nodes.flatMap((node): TreeOption[] => {
    if (!isRecord(node)) return [];
    const value = pick(node, keys.valueKey, TREE_DEFAULT_KEYS.value);
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const label = pick(node, keys.labelKey, TREE_DEFAULT_KEYS.label);
    const rawChildren = node[childrenKey];
    const children = Array.isArray(rawChildren) ? toTreeOptions(rawChildren, keys) : [];
    return [{ value, label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(value), ...(children.length > 0 ? { children } : {}) }];
  });
}

/** Config items (code, name) as a one-level tree. */
export function configItemOptions(items: readonly unknown[]): TreeOption[] {
  return toTreeOptions(items, { valueKey: 'code', labelKey: 'name' });
}

/** The filter of the tree select: a node whose label contains the typed text, ignoring case and outer spaces. */
export function treeLabelMatches(input: string, label: unknown): boolean {
  const typed = input.trim().toLowerCase();
  if (typed === '') return true;
  return typeof label === 'string' && label.toLowerCase().includes(typed);
}
