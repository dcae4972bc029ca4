/** Where the session lives in the browser: access token (cookie + localStorage), refresh token and login user. */
import Cookies from 'js-cookie';
import {
  ANONYMOUS_USER_ID,
  IS_MAIN_USER_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  TOKEN_COOKIE,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../config/constants';
import { isRecord } from '../util/is-record';

/**
 * localStorage that never throws: storage can be disabled (privacy modes, quota),
 * and a broken storage must not break requests or logout.
 */
const safeStorage = {
  get(key: string): string | undefined {
    try {
      return globalThis.localStorage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage unavailable: the value only lives as long as the cookie or the page.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** The login user kept locally (core spec §3). */
export interface LoginUser {
  id: number | string;
  name: string;
  uname: string;
  display_name: string;
  /** Extra account data; its shape is not shown by the spec. */
  expend?: unknown;
}

export interface SessionTokens {
  accessToken: string;
  /** Absent when the login reply carries none; the stored one is then left as it is. */
  refreshToken?: string;
}

function cookieOptions(): Cookies.CookieAttributes {
  const secure = globalThis.location?.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure };
}

/** The access token; the cookie wins, localStorage covers a cookie the browser dropped. */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || safeStorage.get(TOKEN_STORAGE_KEY) || undefined;
}

export function getRefreshToken(): string | undefined {
  return safeStorage.get(REFRESH_TOKEN_STORAGE_KEY) || undefined;
}

export function setTokens({ accessToken, refreshToken }: SessionTokens): void {
  Cookies.set(TOKEN_COOKIE, accessToken, cookieOptions());
  safeStorage.set(TOKEN_STORAGE_KEY, accessToken);
  if (refreshToken) safeStorage.set(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
}

function isLoginUser(value: unknown): value is LoginUser {
  if (typeof value !== 'object' || value === null) return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '');
}

/** The stored login user, or undefined when absent or unreadable. */
export function getUser(): LoginUser | undefined {
  const raw = safeStorage.get(USER_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLoginUser(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function setUser(user: LoginUser): void {
  safeStorage.set(USER_STORAGE_KEY, JSON.stringify(user));
}

/** A business unit (事业部) the session works in. */
export interface CurrentGroup {
  id: number | string;
  name: string;
}

/** The session's business unit, kept in the login user's expend (group_id, group_name). */
export function getCurrentGroup(): CurrentGroup | undefined {
  const expend = getUser()?.expend;
  if (!isRecord(expend)) return undefined;
  const id = expend.group_id;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return undefined;
  return { id, name: typeof expend.group_name === 'string' ? expend.group_name : '' };
}

/** Records a switch of business unit in the stored login user. */
export function setCurrentGroup(group: CurrentGroup): void {
  const user = getUser();
  if (!user) return;
  const expend = isRecord(user.expend) ? user.expend : {};
  setUser({ ...user, expend: { ...expend, group_id: group.id, group_name: group.name } });
}

/** The main/non-main flag of the session (widgets spec §4), stored as '1' or '0'. */
export function setMainUserFlag(isMain: boolean): void {
  safeStorage.set(IS_MAIN_USER_STORAGE_KEY, isMain ? '1' : '0');
}

/** undefined when no flag is stored. */
export function isMainUser(): boolean | undefined {
  const value = safeStorage.get(IS_MAIN_USER_STORAGE_KEY);
  return value === undefined ? undefined : value === '1';
}

/** The user id for the userid header: the login user's id, or the placeholder when nobody is logged in. */
export function getUserId(): string {
  const user = getUser();
  return user ? String(user.id) : ANONYMOUS_USER_ID;
}

/** Forgets the whole session: tokens, login user and the main-user flag that belongs to it. */
export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  safeStorage.remove(TOKEN_STORAGE_KEY);
  safeStorage.remove(REFRESH_TOKEN_STORAGE_KEY);
  safeStorage.remove(USER_STORAGE_KEY);
  safeStorage.remove(IS_MAIN_USER_STORAGE_KEY);
}
