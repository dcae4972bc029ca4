/** Deployment settings read once from the build environment. */
import { version as PACKAGE_VERSION } from '../../package.json';

/**
 * The build's API base URL (VITE_API_BASE_URL, else '/api'). The deployment's runtime config file may
 * name another one at start (runtime-config.ts); read the current one with apiBaseUrl().
 */
export const BUILD_API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';

let currentApiBaseUrl = BUILD_API_BASE_URL;

/** Base URL of every API call: the runtime config's if it named a valid one, else the build's. */
export function apiBaseUrl(): string {
  return currentApiBaseUrl;
}

/** Set once at start from the runtime config file (applyRuntimeConfig), before the first API call. */
export function setApiBaseUrl(url: string): void {
  currentApiBaseUrl = url;
}

/** Brand whose static file an unknown host loads. */
export const DEFAULT_BRAND: string = (import.meta.env.VITE_BRAND as string | undefined) ?? 'default';

/**
 * Version built into the app; the version watcher compares it with the server's. Defaults to the
 * package version, which is also what the reference server reports unless APP_VERSION says otherwise.
 */
export const BUILD_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) || PACKAGE_VERSION;

/** Where the print plug-in notice sends users for a newer plug-in. */
export const PRINT_PLUGIN_DOWNLOAD_URL: string =
  (import.meta.env.VITE_PRINT_PLUGIN_DOWNLOAD_URL as string | undefined) || '/print-plugin.html';
