import { create } from 'zustand';
import type { Brand } from '../config/brand';
import { DEFAULT_EDITION } from '../config/edition';

interface BrandState {
  brand: Brand;
  setBrand: (brand: Brand) => void;
}

/** The brand resolved from the host before the first render. */
export const useBrandStore = create<BrandState>((set) => ({
  brand: { appCode: 'OSS', accountType: undefined, systemName: '', edition: DEFAULT_EDITION },
  setBrand: (brand) => set({ brand }),
}));
