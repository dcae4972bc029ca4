/** Deployment settings read once from the build environment. */

/** Base URL of every API call; the same build can point at another backend. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';

/** Brand whose static file an unknown host loads. */
export const DEFAULT_BRAND: string = (import.meta.env.VITE_BRAND as string | undefined) ?? 'default';

/** Version built into the app; the version watcher compares it with the server's. */
export const BUILD_VERSION: string = (import.meta.env.VITE_APP_VERSION as string | undefined) ?? '0.0.0-dev';
