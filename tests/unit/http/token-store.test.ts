import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER_ID,
  IS_MAIN_USER_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  TOKEN_COOKIE,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../../../src/config/constants';
import {
  clearSession,
  getRefreshToken,
  getToken,
  getUser,
  getUserId,
  setTokens,
  setUser,
  type LoginUser,
} from '../../../src/session/token-store';

const user: LoginUser = { id: 42, name: '张三', uname: 'zhangsan', display_name: '张三（客服）', expend: { main_user_id: 7 } };

beforeEach(() => {
  localStorage.clear();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
});

describe('token store', () => {
  it('keeps the access token in the cookie and localStorage, the refresh token in localStorage', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('a1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a1');
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r1');
    expect(getToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
  });

  it('keeps the stored refresh token when a new access token comes without one', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    setTokens({ accessToken: 'a2' });
    expect(getToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r1');
  });

  it('falls back to localStorage when the cookie is gone', () => {
    setTokens({ accessToken: 'a1' });
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    expect(getToken()).toBe('a1');
  });

  it('stores the login user and gives its id as a string', () => {
    expect(getUser()).toBeUndefined();
    expect(getUserId()).toBe(ANONYMOUS_USER_ID);
    setUser(user);
    expect(getUser()).toEqual(user);
    expect(getUserId()).toBe('42');
  });

  it('treats an unreadable stored user as logged out', () => {
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(getUser()).toBeUndefined();
    expect(getUserId()).toBe(ANONYMOUS_USER_ID);
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"no id"}');
    expect(getUserId()).toBe(ANONYMOUS_USER_ID);
  });

  it('clearSession forgets tokens, user and the main-user flag', () => {
    setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    setUser(user);
    localStorage.setItem(IS_MAIN_USER_STORAGE_KEY, '1');
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(getToken()).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
    expect(localStorage.getItem(IS_MAIN_USER_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
