/**
 * Client settings an operator or a test may override in one browser, without a new build: a JSON
 * object under the localStorage key `client_settings`, read once at start-up. Unknown keys and
 * invalid values are ignored (the default applies), so a typo can never break the app.
 *
 *   localStorage.setItem('client_settings', JSON.stringify({ versionCheckIntervalMs: 5000 }))
 */
import {
  PRINT_PLUGIN_MIN_VERSION,
  PRINT_PLUGIN_PORTS,
  VERSION_CHECK_INTERVAL_MS,
  VERSION_RELOAD_DELAY_MS,
} from './watchers';

export const CLIENT_SETTINGS_STORAGE_KEY = 'client_settings';

export interface ClientSettings {
  /** How often the version watcher asks the server for its version. */
  versionCheckIntervalMs: number;
  /** How long after a new version is seen the page reloads. */
  versionReloadDelayMs: number;
  /** Loopback ports probed for the print plug-in; an empty list turns the check off. */
  printPluginPorts: readonly number[];
  /** Lowest print plug-in version that does not get the "too old" notice. */
  printPluginMinVersion: string;
}

export const DEFAULT_CLIENT_SETTINGS: ClientSettings = {
  versionCheckIntervalMs: VERSION_CHECK_INTERVAL_MS,
  versionReloadDelayMs: VERSION_RELOAD_DELAY_MS,
  printPluginPorts: PRINT_PLUGIN_PORTS,
  printPluginMinVersion: PRINT_PLUGIN_MIN_VERSION,
};

/** Bounds that keep an override harmless: no busy polling, no instant reload loop, a few ports only. */
const MIN_INTERVAL_MS = 1_000;
const MIN_RELOAD_DELAY_MS = 1_000;
const MAX_DELAY_MS = 86_400_000;
const MAX_PORTS = 4;
const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

function integerIn(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function ports(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_PORTS) return undefined;
  const valid = value.map((port) => integerIn(port, 1, 65_535));
  return valid.every((port) => port !== undefined) ? (valid as number[]) : undefined;
}

function version(value: unknown): string | undefined {
  return typeof value === 'string' && VERSION_PATTERN.test(value) ? value : undefined;
}

/** The defaults with every valid override of `raw` (the stored JSON text) applied. */
export function parseClientSettings(raw: string | null | undefined): ClientSettings {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    stored = undefined;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return DEFAULT_CLIENT_SETTINGS;
  const given = stored as Record<string, unknown>;
  const defaults = DEFAULT_CLIENT_SETTINGS;
  return {
    versionCheckIntervalMs: integerIn(given.versionCheckIntervalMs, MIN_INTERVAL_MS, MAX_DELAY_MS) ?? defaults.versionCheckIntervalMs,
    versionReloadDelayMs: integerIn(given.versionReloadDelayMs, MIN_RELOAD_DELAY_MS, MAX_DELAY_MS) ?? defaults.versionReloadDelayMs,
    printPluginPorts: ports(given.printPluginPorts) ?? defaults.printPluginPorts,
    printPluginMinVersion: version(given.printPluginMinVersion) ?? defaults.printPluginMinVersion,
  };
}

/** The settings of this browser. */
export function readClientSettings(): ClientSettings {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(CLIENT_SETTINGS_STORAGE_KEY) ?? null;
  } catch {
    // Storage unavailable: the defaults apply.
  }
  return parseClientSettings(raw);
}
