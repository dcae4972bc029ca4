import type { AuthProvider } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { accountPageFor } from '../config/account';
import { LOGIN_PATH, ROUTE_CACHE_STORAGE_KEY } from '../config/constants';
import { safeRedirectTarget } from '../access/paths';
import { clearSession, getToken, getUser } from './token-store';
import { storeLoginReply, type LoginReplyData } from './login-reply';

interface LoginResponse {
  data?: LoginReplyData;
}

export interface LoginParams {
  username: string;
  password: string;
  /** The `redirect` query value of the login page. */
  redirect?: string | null;
}

/** Clears the token and the route cache, then reloads on the login page. */
export function endSession(reload: (url: string) => void = (url) => window.location.assign(url)): void {
  clearSession();
  localStorage.removeItem(ROUTE_CACHE_STORAGE_KEY);
  reload(LOGIN_PATH);
}

/** Refine's authProvider over the session calls of spec §7. */
export function createAuthProvider(client: AxiosInstance): AuthProvider {
  return {
    async login(params: LoginParams) {
      const username = params.username.trim();
      try {
        const { data } = await client.post<LoginResponse>('/login/login', { username, password: params.password });
        if (!storeLoginReply(data.data)) return { success: false, error: { name: 'login', message: '' } };
        // A company whose details are not approved yet sees where its review stands instead.
        const auditStatus = (data.data?.user?.expend as { audit_status?: unknown } | undefined)?.audit_status;
        // A full page load starts the app fresh for this user: menu, routes and tabs.
        window.location.assign(accountPageFor(auditStatus) ?? safeRedirectTarget(params.redirect) ?? '/');
        return { success: true };
      } catch (error) {
        // The HTTP layer has already shown the server's message; the form keeps what was typed.
        const message = (error as { msg?: string }).msg ?? '';
        return { success: false, error: { name: 'login', message } };
      }
    },

    async logout() {
      try {
        await client.post('/login/logout');
      } catch {
        // Logging out locally must not depend on the server answering.
      }
      endSession();
      return { success: true };
    },

    async check() {
      return getToken() ? { authenticated: true } : { authenticated: false, redirectTo: LOGIN_PATH };
    },

    async getIdentity() {
      // React Query refuses undefined as query data (a console error): no stored user is null.
      return getUser() ?? null;
    },

    async onError() {
      // 401s are refreshed or end the session inside the HTTP client.
      return {};
    },
  };
}
