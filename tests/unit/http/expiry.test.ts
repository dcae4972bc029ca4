import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_CACHE_STORAGE_KEY } from '../../../src/config/constants';
import { getNotifier, setNotifier } from '../../../src/http/notifier';
import { createForceLogout, forceLogout, loginUrlFor } from '../../../src/session/expiry';
import { getToken, setTokens } from '../../../src/session/token-store';
import { createRecordingNotifier } from './support/fakes';

describe('forced logout', () => {
  const original = getNotifier();
  afterEach(() => setNotifier(original));

  it('acts once: clears the session and route cache, one dialog whose button goes to login with the path', () => {
    const clearSession = vi.fn();
    const clearRouteCache = vi.fn();
    const reload = vi.fn<(url: string) => void>();
    const confirms: Array<() => void> = [];
    const notifier = { ...createRecordingNotifier(), sessionExpired: (onConfirm: () => void) => confirms.push(onConfirm) };
    const logout = createForceLogout({
      clearSession,
      clearRouteCache,
      notifier: () => notifier,
      reload,
      currentPath: () => '/saas/order/index?status=1&page=2',
    });

    logout();
    logout();

    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(clearRouteCache).toHaveBeenCalledTimes(1);
    expect(confirms).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    confirms[0]!();
    expect(reload).toHaveBeenCalledWith('/login?redirect=%2Fsaas%2Forder%2Findex%3Fstatus%3D1%26page%3D2');
  });

  it('sends the login page itself to plain /login', () => {
    expect(loginUrlFor('/login?redirect=%2Fa')).toBe('/login');
    expect(loginUrlFor('/my/wtoms')).toBe('/login?redirect=%2Fmy%2Fwtoms');
  });

  it('the app instance clears the real token store and route cache and asks the notifier', () => {
    const notifier = createRecordingNotifier();
    setNotifier(notifier);
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    localStorage.setItem(ROUTE_CACHE_STORAGE_KEY, '["/saas/order/index"]');

    forceLogout();
    forceLogout();

    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem(ROUTE_CACHE_STORAGE_KEY)).toBeNull();
    expect(notifier.calls).toEqual([{ kind: 'sessionExpired' }]);
  });
});
