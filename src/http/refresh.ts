/**
 * Token refresh (core spec §4 Session): one call in flight however many requests fail with 401.
 * It goes through a bare axios instance, so its own 401 can never start another refresh.
 */
import axios, { type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS, REFRESH_TOKEN_PATH, SUCCESS_CODE } from '../config/constants';
import type { SessionTokens } from '../session/token-store';
import { baseUrlReader, type BaseUrlSource } from './base-url';
import { joinUrl } from './url-scope';
import { isRecord } from '../util/is-record';

export interface RefreshTokenStore {
  getRefreshToken(): string | undefined;
  setTokens(tokens: SessionTokens): void;
}

export interface TokenRefresherOptions {
  /** Read at each refresh (the runtime config may set it after the refresher is made). */
  baseURL: BaseUrlSource;
  tokens: RefreshTokenStore;
  /** Called once when the session cannot be renewed. */
  onForcedLogout: () => void;
  /** Bare instance for the call; one without interceptors is made when absent. */
  http?: AxiosInstance;
}

export interface TokenRefresher {
  /** Resolves with the new access token (already stored); rejects when the session is over. */
  refresh(): Promise<string>;
  /** Whether a full request URL is the refresh call itself. */
  isRefreshUrl(fullUrl: string): boolean;
}

export class RefreshFailedError extends Error {
  constructor(reason: string, cause?: unknown) {
    super(reason, { cause });
    this.name = 'RefreshFailedError';
  }
}

/** Key under which "no refresh token at all" is remembered as failed. */
const NO_REFRESH_TOKEN = '';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { tokens, onForcedLogout } = options;
  const baseURL = baseUrlReader(options.baseURL);
  const http = options.http ?? axios.create({ timeout: API_TIMEOUT_MS });
  const refreshUrl = (): string => joinUrl(baseURL(), REFRESH_TOKEN_PATH);
  let inFlight: Promise<string> | undefined;
  // Refresh tokens the server refused. They are never sent again, and logout is signalled once
  // for each, so late 401s of the same failed session neither call the server nor log out twice.
  const refused = new Set<string>();

  async function callServer(refreshToken: string): Promise<string> {
    const response = await http.post<unknown>(refreshUrl(), { refresh_token: refreshToken }, { timeout: API_TIMEOUT_MS });
    const body = response.data;
    if (!isRecord(body)) throw new RefreshFailedError('refresh answer is not an object');
    if (String(body.code) !== SUCCESS_CODE) throw new RefreshFailedError(`refresh answered code ${String(body.code)}`);
    const accessToken = nonEmptyString(body.access_token);
    if (!accessToken) throw new RefreshFailedError('refresh answer has no access_token');
    tokens.setTokens({ accessToken, refreshToken: nonEmptyString(body.refresh_token) });
    return accessToken;
  }

  async function run(): Promise<string> {
    const refreshToken = tokens.getRefreshToken() ?? NO_REFRESH_TOKEN;
    if (refused.has(refreshToken)) throw new RefreshFailedError('session already ended');
    try {
      if (refreshToken === NO_REFRESH_TOKEN) throw new RefreshFailedError('no refresh token');
      return await callServer(refreshToken);
    } catch (cause) {
      refused.add(refreshToken);
      onForcedLogout();
      throw cause instanceof RefreshFailedError ? cause : new RefreshFailedError('refresh call failed', cause);
    }
  }

  return {
    refresh() {
      inFlight ??= run().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    isRefreshUrl(fullUrl) {
      try {
        const page = globalThis.location?.href ?? 'http://localhost/';
        return new URL(fullUrl, page).pathname === new URL(refreshUrl(), page).pathname;
      } catch {
        return false;
      }
    },
  };
}
