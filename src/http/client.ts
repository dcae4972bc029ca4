/**
 * The API clients (core spec §7–§8): "main" (envelope { code, msg, data }), "table" (envelope
 * { success, data, totalItem }) and "remoteSelect" (the generic remote select's lists, widgets spec §7:
 * { success, data } or the main envelope; sent as the main client sends). All resolve with the axios
 * response and reject only with ApiError.
 */
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import {
  API_TIMEOUT_MS,
  ERROR_DEDUP_MS,
  HEADER_MENU_ID,
  HEADER_TOKEN,
  HEADER_USER_ID,
  HEADER_WEB,
  HEADER_WEB_VALUE,
} from '../config/constants';
import type { SessionTokens } from '../session/token-store';
import { baseUrlReader, type BaseUrlSource } from './base-url';
import { cleanBody, cleanQuery } from './clean';
import { createDeduper } from './dedupe';
import { createFailureHandler } from './failure-handler';
import { createMaintenanceAnnouncer, fetchMaintenanceHtml } from './maintenance';
import { getNotifier, type Notifier } from './notifier';
import { createTokenRefresher, type TokenRefresher } from './refresh';
import { checkMainEnvelope, checkRemoteSelectEnvelope, checkTableEnvelope, type SuccessCheck } from './success-checks';
import { createTeller, silentTeller } from './tell';
import { callStarted } from './in-flight';
import { isUnderBaseUrl } from './url-scope';

export type ClientKind = 'main' | 'table' | 'remoteSelect';

/** The answer check of each kind of client. */
const SUCCESS_CHECKS: Record<ClientKind, (tell: Parameters<typeof checkMainEnvelope>[0]) => SuccessCheck> = {
  main: checkMainEnvelope,
  table: checkTableEnvelope,
  remoteSelect: checkRemoteSelectEnvelope,
};

/** What the clients need from the session (the token store provides all of it). */
export interface ClientSession {
  getToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(tokens: SessionTokens): void;
  /** The user id, or the anonymous placeholder. */
  getUserId(): string;
}

export interface HttpClientOptions {
  /** Read at each request: the session headers go only to URLs under the base URL of that moment. */
  baseURL: BaseUrlSource;
  kind: ClientKind;
  session: ClientSession;
  getMenuId: () => string;
  /** Ends the session (clear, dialog, back to login). Called at most once by this client. */
  onForcedLogout: () => void;
  /** Share one refresher between clients so that one refresh serves both; made from `session` when absent. */
  refresher?: TokenRefresher;
  /** Defaults to the app-wide notifier, read at each message so a later setNotifier applies. */
  notifier?: () => Notifier;
  /** Message de-duplication; share one between clients. Defaults to ERROR_DEDUP_MS on `now`. */
  shouldShow?: (key: string) => boolean;
  /**
   * Warnings and errors are only logged, never shown (background calls). Such a client leaves the shared
   * de-duplication window alone: a text counts as shown only once the user has seen it, so a silent
   * failure never hides the same message of a visible request that follows.
   */
  silent?: boolean;
  now?: () => number;
  /** Shows the 503 notice; defaults to fetching MAINTENANCE_NOTICE_PATH and notifier().maintenance. */
  announceMaintenance?: () => Promise<void>;
  isOnline?: () => boolean;
  /** Called once when the server refuses a call because the company's details are not approved yet. */
  onCompanyNotApproved?: () => void;
}

/** Body types that are not JSON: the browser must set their Content-Type itself. */
function isRawBody(data: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  );
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { kind, session, getMenuId } = options;
  const baseURL = baseUrlReader(options.baseURL);
  const notifier = options.notifier ?? getNotifier;
  const onForcedLogout = once(options.onForcedLogout);
  const refresher = options.refresher ?? createTokenRefresher({ baseURL, tokens: session, onForcedLogout });
  const tell = options.silent
    ? silentTeller
    : createTeller(notifier, options.shouldShow ?? createDeduper(ERROR_DEDUP_MS, options.now));
  const announceMaintenance =
    options.announceMaintenance ?? createMaintenanceAnnouncer(() => fetchMaintenanceHtml(), (html) => notifier().maintenance(html));
  const isApiUrl = (fullUrl: string): boolean => isUnderBaseUrl(fullUrl, baseURL());

  // The remote select's calls go out as the main client's do.
  const sendsAsMain = kind !== 'table';
  const instance = axios.create({
    baseURL: baseURL(),
    timeout: API_TIMEOUT_MS,
    headers: sendsAsMain ? { [HEADER_WEB]: HEADER_WEB_VALUE, 'Content-Type': 'application/json' } : {},
  });
  // axios reads its defaults at each request: the current base URL goes into every request's config
  // (and into the data provider's getApiUrl), not the one of the moment the client was made.
  Object.defineProperty(instance.defaults, 'baseURL', { get: baseURL, enumerable: true, configurable: true });

  // Every call is counted while in flight (src/http/in-flight.ts): registered first, so it runs last
  // among the request interceptors and first among the response ones, before any check can throw.
  const ends = new WeakMap<InternalAxiosRequestConfig, () => void>();
  const ended = (config: InternalAxiosRequestConfig | undefined): void => {
    if (config) ends.get(config)?.();
  };
  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    ends.set(config, callStarted());
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      ended(response.config);
      return response;
    },
    (error: unknown) => {
      ended(axios.isAxiosError(error) ? error.config : undefined);
      return Promise.reject(error);
    },
  );

  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    // Security: the session headers go to our API only, never to another origin or path.
    if (isApiUrl(instance.getUri(config))) {
      const token = session.getToken();
      if (token) config.headers.set(HEADER_TOKEN, token);
      else config.headers.delete(HEADER_TOKEN);
      config.headers.set(HEADER_USER_ID, session.getUserId());
      // A request asked ahead for a screen not shown yet names that screen's menu (src/data/pages-ahead.ts).
      const menuId = getMenuId();
      if (menuId && !config.headers.has(HEADER_MENU_ID)) config.headers.set(HEADER_MENU_ID, menuId);
    }
    // axios would turn FormData into JSON under the default JSON Content-Type.
    if (isRawBody(config.data) && String(config.headers.get('Content-Type')).startsWith('application/json')) {
      config.headers.delete('Content-Type');
    }
    config.data = cleanBody(config.data);
    if (sendsAsMain) config.params = cleanQuery(config.params);
    return config;
  });

  // Order matters: a failed envelope check (ApiError) passes through the failure handler unchanged,
  // and a replay made by the failure handler has already been checked on its own way through.
  instance.interceptors.response.use(SUCCESS_CHECKS[kind](tell));
  instance.interceptors.response.use(
    undefined,
    createFailureHandler({
      instance,
      tell,
      refresher,
      getToken: () => session.getToken(),
      isApiUrl,
      onForcedLogout,
      announceMaintenance,
      isOnline: options.isOnline ?? (() => globalThis.navigator?.onLine !== false),
      onCompanyNotApproved: options.onCompanyNotApproved && once(options.onCompanyNotApproved),
    }),
  );
  return instance;
}
