import { ADDRESS_LEVELS } from '../../../../src/config/constants';
import { getPath, type Row } from '../../paths';
import { responseItems } from './items';

/** One district of the address service: its code and its name. */
export interface District {
  code: string;
  name: string;
}

/** An option of the address cascader. */
export interface AddressOption {
  value: string;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: AddressOption[];
}

/** Districts out of a getDistrictList response's data ([{name, code}]). */
export function readDistricts(data: unknown): District[] {
  return responseItems(data).flatMap((row: Row) => {
    const code = getPath(row, 'code');
    const name = getPath(row, 'name');
    if (typeof code !== 'string' && typeof code !== 'number') return [];
    return [{ code: String(code), name: typeof name === 'string' ? name : String(code) }];
  });
}

/**
 * The cascader's options from the root districts and the children loaded so far (by parent code);
 * the last level has no children to load.
 */
export function buildAddressOptions(
  districts: readonly District[],
  children: Readonly<Record<string, readonly District[]>>,
  loading: ReadonlySet<string>,
  level = 0,
): AddressOption[] {
  const isLeaf = level >= ADDRESS_LEVELS.length - 1;
  return districts.map((district) => {
    const loaded = children[district.code];
    return {
      value: district.code,
      label: district.name,
      isLeaf,
      loading: loading.has(district.code) || undefined,
      children: loaded && !isLeaf ? buildAddressOptions(loaded, children, loading, level + 1) : undefined,
    };
  });
}
