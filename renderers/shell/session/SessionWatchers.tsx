import { useVersionWatcher } from './useVersionWatcher';

/**
 * The shell's background session checks: a new app version. The trial state is the layout's banner
 * (TrialWatcher); the print plug-in is checked when something is printed (renderers/print/).
 */
export function SessionWatchers() {
  useVersionWatcher();
  return null;
}
