/**
 * What the address widget writes into a form and reads back from a saved record: names and codes of
 * each level in the keys the descriptor's `address` options name.
 */
import type { AddressFieldOptions } from '../screen-model/types.js';
import { codesOfNames, nodesOfCodes, type AddressNode } from './tree.js';

const LEVELS = [
  { name: 'province', code: 'provinceCode' },
  { name: 'city', code: 'cityCode' },
  { name: 'district', code: 'districtCode' },
] as const;

type Values = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** The form keys the widget writes (names, then the codes it has keys for). */
export function addressOutputKeys(options: AddressFieldOptions): string[] {
  const keys = LEVELS.flatMap((level) => [options[level.name], options[level.code]]);
  return keys.filter((key): key is string => key !== undefined && key !== '');
}

/** How many levels the widget chooses: down to the deepest level it has a name or code key for (1–3). */
export function addressDepth(options: AddressFieldOptions): number {
  const deepest = LEVELS.reduce((depth, level, index) => (options[level.name] || options[level.code] ? index + 1 : depth), 0);
  return Math.max(deepest, 1);
}

/**
 * The values a chosen path gives each output key: a level not chosen (a city-level choice has no
 * district) is cleared.
 */
export function addressValues(options: AddressFieldOptions, nodes: readonly AddressNode[]): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  LEVELS.forEach((level, index) => {
    const node = nodes[index];
    const nameKey = options[level.name];
    if (nameKey) values[nameKey] = node?.label;
    const codeKey = options[level.code];
    if (codeKey) values[codeKey] = node?.value;
  });
  return values;
}

/**
 * The code path a saved record shows: from its codes when it has them and the tree knows them, else
 * from its names.
 */
export function savedCodePath(root: AddressNode, options: AddressFieldOptions, values: Values): string[] {
  const codes = LEVELS.map((level) => (options[level.code] ? text(values[options[level.code] as string]) : undefined));
  const byCode = codes[0] ? nodesOfCodes(root, codes.filter((code): code is string => code !== undefined)) : [];
  if (byCode.length > 0) return byCode.map((node) => node.value);
  const names = LEVELS.map((level) => {
    const key = options[level.name];
    return key ? text(values[key]) : undefined;
  });
  return codesOfNames(root, names);
}

/** Whether the record holds any part of an address in the widget's keys. */
export function hasSavedAddress(options: AddressFieldOptions, values: Values): boolean {
  return addressOutputKeys(options).some((key) => text(values[key]) !== undefined);
}
