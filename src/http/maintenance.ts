/** The maintenance notice shown on HTTP 503: a static HTML file next to the app. */
import axios, { type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS, MAINTENANCE_CACHE_BUSTER_PARAM, MAINTENANCE_NOTICE_PATH } from '../config/constants';
import { MSG } from '../config/messages';

export interface MaintenanceFetchOptions {
  /** Address of the notice file; defaults to MAINTENANCE_NOTICE_PATH. */
  url?: string;
  /** A bare instance: the notice must not go through the API interceptors (no token, no 503 loop). */
  http?: AxiosInstance;
  /** Cache-busting value sent as ?r=. */
  random?: () => string;
}

function randomValue(): string {
  return Math.random().toString(36).slice(2);
}

/** The notice as sanitized HTML; MSG.maintenanceFallback when the file is missing, empty or unreadable. */
export async function fetchMaintenanceHtml(options: MaintenanceFetchOptions = {}): Promise<string> {
  const { url = MAINTENANCE_NOTICE_PATH, http = axios.create(), random = randomValue } = options;
  try {
    const response = await http.get<unknown>(url, {
      params: { [MAINTENANCE_CACHE_BUSTER_PARAM]: random() },
      responseType: 'text',
      timeout: API_TIMEOUT_MS,
      // The file is HTML; never let axios try to read it as JSON.
      transformResponse: (data: unknown) => data,
    });
    // DOMPurify loads only when a notice has to be shown, not with every page.
    const { hasVisibleContent, sanitizeHtml } = await import('./sanitize-html');
    const html = typeof response.data === 'string' ? sanitizeHtml(response.data) : '';
    return hasVisibleContent(html) ? html : MSG.maintenanceFallback;
  } catch {
    return MSG.maintenanceFallback;
  }
}

/**
 * Fetches the notice and hands it to `show`. Calls made while a fetch is under way share it,
 * so twenty failing requests fetch the file and open the dialog once.
 */
export function createMaintenanceAnnouncer(
  fetchHtml: () => Promise<string>,
  show: (html: string) => void,
): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= fetchHtml()
      .then(show)
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
