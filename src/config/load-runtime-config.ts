/**
 * Reads the deployment's runtime config file (runtime-config.ts) once at start and applies it: one GET,
 * revalidated (the file is served no-cache), in parallel with the brand file, before the app renders.
 * A missing file, one that is not JSON (an SPA fallback page) or a refused value keeps the build's settings.
 */
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, type RuntimeConfig } from './runtime-config';
import { setApiBaseUrl } from './runtime';

export async function fetchRuntimeConfig(fetchFn: typeof fetch = globalThis.fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchFn(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    const config = parseRuntimeConfig(body);
    if (typeof body === 'object' && body !== null && 'apiBaseUrl' in body && config.apiBaseUrl === undefined) {
      console.warn(`${RUNTIME_CONFIG_PATH}: apiBaseUrl must be an http(s) URL or a path starting with /; the build's is used`);
    }
    return config;
  } catch {
    return {};
  }
}

export function applyRuntimeConfig(config: RuntimeConfig): void {
  if (config.apiBaseUrl !== undefined) setApiBaseUrl(config.apiBaseUrl);
}

/** Fetches and applies the runtime config; never rejects. */
export async function loadRuntimeConfig(fetchFn?: typeof fetch): Promise<void> {
  applyRuntimeConfig(await fetchRuntimeConfig(fetchFn));
}
