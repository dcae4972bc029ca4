/**
 * Print plug-in check (core spec §5, §8, §9): the local print plug-in answers on loopback ports; a
 * version below the minimum gets a persistent notice. The probe runs in the background with a short
 * timeout and stays silent when nothing listens (the browser itself still logs a refused connection).
 */
import { PRINT_PLUGIN_HOST, PRINT_PLUGIN_TIMEOUT_MS, PRINT_PLUGIN_VERSION_PATH } from '../config/watchers';

/** Dotted numeric versions, part by part (missing parts count as 0): negative, 0 or positive. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.trim().split('.').map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function isOutdated(version: string, minimum: string): boolean {
  return compareVersions(version, minimum) < 0;
}

export interface ProbeOptions {
  ports: readonly number[];
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** The version one port answers, or undefined (refused, timed out, not JSON, no version). */
async function probePort(port: number, timeoutMs: number, fetcher: typeof globalThis.fetch): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(`http://${PRINT_PLUGIN_HOST}:${port}${PRINT_PLUGIN_VERSION_PATH}`, {
      signal: controller.signal,
      // Nothing of the app's session goes to the plug-in.
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const version = typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : undefined;
    return typeof version === 'string' && /^\d/.test(version) ? version : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The installed plug-in's version: the first port in list order that answers one; undefined when none. */
export async function probePrintPluginVersion(options: ProbeOptions): Promise<string | undefined> {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? PRINT_PLUGIN_TIMEOUT_MS;
  const answers = await Promise.all(options.ports.map((port) => probePort(port, timeoutMs, fetcher)));
  return answers.find((version) => version !== undefined);
}
