/** The three-level address tree (widgets spec §3: value, label, children; root 100000) and lookups in it. */

/** One place: its code, its name and the places below it. */
export interface AddressNode {
  value: string;
  label: string;
  children?: AddressNode[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` is a tree of {value, label, children?} nodes (codes and names as text). */
export function isAddressTree(value: unknown): value is AddressNode {
  if (!isRecord(value) || typeof value.value !== 'string' || typeof value.label !== 'string') return false;
  if (value.children === undefined) return true;
  return Array.isArray(value.children) && value.children.every(isAddressTree);
}

/** The nodes from the province down along `codes` (stops where a code is not found). */
export function nodesOfCodes(root: AddressNode, codes: readonly string[]): AddressNode[] {
  const nodes: AddressNode[] = [];
  let level: readonly AddressNode[] = root.children ?? [];
  for (const code of codes) {
    const node = level.find((candidate) => candidate.value === code);
    if (!node) break;
    nodes.push(node);
    level = node.children ?? [];
  }
  return nodes;
}

/** Names along a code path, e.g. [440000, 440100, 440106] → [广东省, 广州市, 天河区]. */
export function namesOfCodes(root: AddressNode, codes: readonly string[]): string[] {
  return nodesOfCodes(root, codes).map((node) => node.label);
}

/** The code path from the province down to the place of `code`, or [] when the tree lacks it. */
export function codePathOf(root: AddressNode, code: string): string[] {
  const walk = (nodes: readonly AddressNode[], path: string[]): string[] | undefined => {
    for (const node of nodes) {
      if (node.value === code) return [...path, node.value];
      const found = node.children ? walk(node.children, [...path, node.value]) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(root.children ?? [], []) ?? [];
}

/** Drops a short form's missing suffix: 上海 matches 上海市, 新疆 matches 新疆维吾尔自治区. */
const sameName = (label: string, name: string): boolean => label === name || (name.length >= 2 && label.startsWith(name));

/**
 * The code path of names given level by level (province, city, district), as saved records without codes
 * hold them; empty names end the path, and a name the tree lacks ends it too.
 */
export function codesOfNames(root: AddressNode, names: readonly (string | undefined)[]): string[] {
  const codes: string[] = [];
  let level: readonly AddressNode[] = root.children ?? [];
  for (const name of names) {
    const wanted = name?.trim();
    if (!wanted) break;
    const node = level.find((candidate) => candidate.label === wanted) ?? level.find((candidate) => sameName(candidate.label, wanted));
    if (!node) break;
    codes.push(node.value);
    level = node.children ?? [];
  }
  return codes;
}

/** Whether a typed search matches a path of the cascader (any level's name contains it). */
export function pathMatches(input: string, labels: readonly string[]): boolean {
  const wanted = input.trim();
  return wanted === '' || labels.some((label) => label.includes(wanted));
}
