import type { AddressNode } from '../../../src/address';

/** A small tree of the real shape: two provinces, a municipality and a district-less city. */
export const TREE: AddressNode = {
  value: '100000',
  label: '中国',
  children: [
    {
      value: '440000', label: '广东省', children: [
        { value: '440100', label: '广州市', children: [{ value: '440106', label: '天河区' }, { value: '440117', label: '从化区' }] },
        { value: '441900', label: '东莞市', children: [{ value: '441900102', label: '石龙镇' }] },
      ],
    },
    { value: '310000', label: '上海市', children: [{ value: '310100', label: '上海市', children: [{ value: '310115', label: '浦东新区' }] }] },
    { value: '540000', label: '西藏自治区', children: [{ value: '540100', label: '拉萨市', children: [{ value: '540122', label: '当雄县' }] }] },
  ],
};

/** localStorage stand-in that records removals. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
