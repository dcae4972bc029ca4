/** The app's two API clients, wired to the session, the current menu and the app-wide notifier. */
import { apiBaseUrl } from '../config/runtime';
import { ERROR_DEDUP_MS } from '../config/constants';
import { showCompanyReview } from '../session/company-review';
import { forceLogout } from '../session/expiry';
import { getMenuId } from '../session/menu-id';
import * as tokenStore from '../session/token-store';
import { createHttpClient } from './client';
import { createDeduper } from './dedupe';
import type { ExportOptions } from './export';
import { createMaintenanceAnnouncer, fetchMaintenanceHtml } from './maintenance';
import { getNotifier } from './notifier';
import { createTokenRefresher } from './refresh';
import { createTeller } from './tell';

// Shared by both clients: one refresh, one de-duplication window and one maintenance fetch for the app.
// The base URL is read at each call: the runtime config file may set it at start (src/app/bootstrap.tsx).
const refresher = createTokenRefresher({ baseURL: apiBaseUrl, tokens: tokenStore, onForcedLogout: forceLogout });
const shouldShow = createDeduper(ERROR_DEDUP_MS);
const announceMaintenance = createMaintenanceAnnouncer(() => fetchMaintenanceHtml(), (html) => getNotifier().maintenance(html));

const shared = {
  baseURL: apiBaseUrl,
  session: tokenStore,
  getMenuId,
  onForcedLogout: forceLogout,
  refresher,
  shouldShow,
  announceMaintenance,
  onCompanyNotApproved: showCompanyReview,
};

/** Envelope { code, msg, data }; sends the Web header and JSON; trims the query. */
export const mainClient = createHttpClient({ ...shared, kind: 'main' });
/** Envelope { success, data, totalItem } of the generic table lists. */
export const tableClient = createHttpClient({ ...shared, kind: 'table' });

/**
 * The main client for background calls whose failures are only logged (notifications, ticket saves that
 * show their own message): no warning or error message, and no entry in the shared de-duplication
 * window; maintenance and session expiry still reach the user.
 */
export const quietClient = createHttpClient({ ...shared, kind: 'main', silent: true });

/**
 * The generic remote select's client (widgets spec §7): a configured list url answering { success, data }
 * (or the main envelope), silent like the quiet client, as a failed suggestion fetch gives an empty list.
 */
export const remoteSelectClient = createHttpClient({ ...shared, kind: 'remoteSelect', silent: true });

/**
 * Downloads an export through the main client; resolves with the saved file name. The download code
 * (and dayjs, for the file name) loads on the first export, not with the login page that shares this
 * module.
 */
let exportWith: Promise<(options: ExportOptions) => Promise<string>> | undefined;
export function exportDownload(options: ExportOptions): Promise<string> {
  exportWith ??= import('./export').then(({ createExportDownload }) =>
    createExportDownload(mainClient, { getToken: () => tokenStore.getToken(), tell: createTeller(getNotifier, shouldShow) }),
  );
  return exportWith.then((download) => download(options));
}

export { ApiError, isApiError } from './errors';
export type { ExportOptions } from './export';
export { getNotifier, setNotifier, setNotifierHost } from './notifier';
export type { Notifier } from './notifier';
