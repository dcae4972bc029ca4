import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../config/constants';
import { leaveGuard } from './leave-guard';
import { REDIRECT_PREFIX } from './RedirectPage';
import { useTabsStore } from './tabs-store';

export interface TabActions {
  /** Shows a tab (a route change: leaving a tab with unsaved input asks first). */
  open: (key: string) => void;
  /** 刷新: re-mounts the tab's screen through /redirect<key> and shows it. */
  refresh: (key: string) => Promise<void>;
  /** 关闭: closing the active tab goes to the last remaining tab, or to / when none remain. */
  close: (key: string) => Promise<void>;
  /** 关闭其他: keeps only this tab and shows it. */
  closeOthers: (key: string) => Promise<void>;
  /** 关闭所有: closes every tab and goes to /. */
  closeAll: () => Promise<void>;
}

/**
 * The tab bar's actions (widgets spec §2). Each asks first when it would discard unsaved input
 * (one question for all the tabs it closes), then forgets that input, changes the tabs and navigates.
 */
export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const activeKey = pathname + search;
  return useMemo(() => {
    const store = () => useTabsStore.getState();
    const discard = async (keys: string[]) => {
      if (!(await leaveGuard.confirm(keys))) return false;
      leaveGuard.release(keys);
      return true;
    };
    return {
      open: (key) => void navigate(key),
      refresh: async (key) => {
        // The refreshed tab's input is asked about here; the navigation asks about the active tab's
        // unless that is the one refreshed.
        if (!(await leaveGuard.confirm([key]))) return;
        if (key === activeKey) leaveGuard.release([key]);
        void navigate(REDIRECT_PREFIX + key);
      },
      close: async (key) => {
        if (!(await discard([key]))) return;
        const next = store().close(key);
        if (key === activeKey) void navigate(next ?? HOME_PATH);
      },
      closeOthers: async (key) => {
        if (!(await discard(store().tabs.filter((t) => t.key !== key).map((t) => t.key)))) return;
        store().closeOthers(key);
        if (key !== activeKey) void navigate(key);
      },
      closeAll: async () => {
        if (!(await discard(store().tabs.map((t) => t.key)))) return;
        store().closeAll();
        void navigate(HOME_PATH);
      },
    };
  }, [navigate, activeKey]);
}
