/**
 * The UI size (core spec §2: kept in the `size` cookie, default medium). The cookie holds the
 * product's names small / medium / large; antd calls medium 'middle'.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { DEFAULT_SIZE, SIZE_COOKIE } from '../config/constants';

export const UI_SIZES = ['small', 'medium', 'large'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export type AntdSize = 'small' | 'middle' | 'large';

const ANTD_SIZES: Readonly<Record<UiSize, AntdSize>> = { small: 'small', medium: 'middle', large: 'large' };
const COOKIE_DAYS = 365;

export function isUiSize(value: unknown): value is UiSize {
  return (UI_SIZES as readonly unknown[]).includes(value);
}

export function antdSize(size: UiSize): AntdSize {
  return ANTD_SIZES[size];
}

function initialSize(): UiSize {
  const saved = Cookies.get(SIZE_COOKIE);
  return isUiSize(saved) ? saved : (DEFAULT_SIZE as UiSize);
}

interface SizeState {
  size: UiSize;
  setSize: (size: UiSize) => void;
}

export const useSizeStore = create<SizeState>((set) => ({
  size: initialSize(),
  setSize: (size) => {
    Cookies.set(SIZE_COOKIE, size, { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' });
    set({ size });
  },
}));
