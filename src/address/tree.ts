/** The three-level address tree (widgets spec §3: value, label, children; root 100000) and lookups in it. */
import { isRecord } from '../util/is-record.js';

/** One place: its code, its name and the places below it. */
export interface AddressNode {
  value: string;
  label: string;
  children?: AddressNode[];
}


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

const findNamed = (nodes: readonly AddressNode[], name: string): AddressNode | undefined =>
  nodes.find((candidate) => candidate.label === name) ?? nodes.find((candidate) => sameName(candidate.label, name));

/**
 * The code path of names given level by level (province, city, district), as saved records without codes
 * hold them. A record of a city without its province finds the city in any province; an empty name
 * after the first ends the path, and so does a name the tree lacks.
 */
export function codesOfNames(root: AddressNode, names: readonly (string | undefined)[]): string[] {
  const provinces = root.children ?? [];
  const [province, ...lower] = names.map((name) => name?.trim() || undefined);
  const city = lower[0];
  const first = province
    ? findNamed(provinces, province)
    : city
      ? provinces.find((candidate) => findNamed(candidate.children ?? [], city))
      : undefined;
  if (!first) return [];
  const path = [first];
  for (const name of lower) {
    const last = path[path.length - 1];
    const node = name && last ? findNamed(last.children ?? [], name) : undefined;
    if (!node) break;
    path.push(node);
  }
  return path.map((node) => node.value);
}

/** The tree cut below `depth` levels (1 provinces, 2 cities, 3 districts), for forms keeping fewer levels. */
export function treeToDepth(root: AddressNode, depth: number): AddressNode {
  const cut = (nodes: readonly AddressNode[] | undefined, level: number): AddressNode[] | undefined =>
    nodes && level <= depth ? nodes.map((node) => ({ value: node.value, label: node.label, ...(level < depth && node.children ? { children: cut(node.children, level + 1) } : {}) })) : undefined;
  return { value: root.value, label: root.label, children: cut(root.children, 1) ?? [] };
}

/** Whether a typed search matches a path of the cascader (any level's name contains it). */
export function pathMatches(input: string, labels: readonly string[]): boolean {
  const wanted = input.trim();
  return wanted === '' || labels.some((label) => label.includes(wanted));
}
