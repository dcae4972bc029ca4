/**
 * Whether the sidebar is open (core spec §2: kept in the `sidebarStatus` cookie, '1' open, '0'
 * collapsed). On a narrow viewport the sidebar is an overlay with its own open state, which never
 * touches the cookie: the desktop choice survives a visit on a phone.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { SIDEBAR_COOKIE } from '../config/constants';
import { SIDEBAR_COLLAPSED, SIDEBAR_OPEN } from '../config/shell';

const COOKIE_DAYS = 365;

export function readSidebarOpened(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== SIDEBAR_COLLAPSED;
}

interface SidebarState {
  /** Desktop: open (true) or collapsed to icons. */
  opened: boolean;
  /** Narrow viewport: the overlay is shown. */
  overlayOpen: boolean;
  toggle: () => void;
  setOverlayOpen: (open: boolean) => void;
}

export const useSidebarStore = create<SidebarState>((set, get) => ({
  opened: readSidebarOpened(),
  overlayOpen: false,
  toggle: () => {
    const opened = !get().opened;
    Cookies.set(SIDEBAR_COOKIE, opened ? SIDEBAR_OPEN : SIDEBAR_COLLAPSED, { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' });
    set({ opened });
  },
  setOverlayOpen: (overlayOpen) => set({ overlayOpen }),
}));
