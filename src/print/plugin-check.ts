/**
 * When the print plug-in's version is checked (core spec §5: an old plug-in gets a persistent notice):
 * only when something is printed, and at most once per browser session (sessionStorage), so pages that
 * print nothing never knock on the plug-in's loopback ports (the browser logs every refused connection).
 */
import { PRINT_PLUGIN_CHECKED_SESSION_KEY } from '../config/watchers';
import { isOutdated, probePrintPluginVersion } from './plugin-version';

type SessionFlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface PrintPluginCheckOptions {
  ports: readonly number[];
  minimum: string;
  /** sessionStorage unless a test gives another. */
  storage?: SessionFlagStorage;
  /** probePrintPluginVersion unless a test gives another. */
  probe?: (ports: readonly number[]) => Promise<string | undefined>;
}

function sessionFlags(): SessionFlagStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Claims this session's one check; false when it was made already (a browser without storage checks each time). */
function claimCheck(storage: SessionFlagStorage | undefined): boolean {
  try {
    if (storage?.getItem(PRINT_PLUGIN_CHECKED_SESSION_KEY)) return false;
    storage?.setItem(PRINT_PLUGIN_CHECKED_SESSION_KEY, '1');
  } catch {
    // Blocked storage: check now.
  }
  return true;
}

/** The installed plug-in's version when it is older than `minimum`; undefined otherwise or when already checked. */
export async function checkPrintPluginOnce(options: PrintPluginCheckOptions): Promise<string | undefined> {
  if (options.ports.length === 0) return undefined;
  if (!claimCheck(options.storage ?? sessionFlags())) return undefined;
  const probe = options.probe ?? ((ports: readonly number[]) => probePrintPluginVersion({ ports }));
  const current = await probe(options.ports);
  return current !== undefined && isOutdated(current, options.minimum) ? current : undefined;
}
