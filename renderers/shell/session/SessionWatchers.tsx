import { TrialWatcher } from './TrialWatcher';
import { usePrintPluginCheck } from './usePrintPluginCheck';
import { useVersionWatcher } from './useVersionWatcher';

/** The shell's background session checks: new app version, trial state, print plug-in version. */
export function SessionWatchers() {
  useVersionWatcher();
  usePrintPluginCheck();
  return <TrialWatcher />;
}
