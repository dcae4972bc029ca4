/** The session watchers' calls, on the app's main API client; the shell's session components use these. */
import { loadMenuPermission } from '../access/menu-store';
import type { AppCode } from '../config/variant';
import { mainClient } from '../http';
import { loadGroupChoices, switchGroup } from './group-switch';
import type { CurrentGroup } from './token-store';
import { createTrialChecker } from './trial-check';
import { createSystemVersionFetcher } from './version-watcher';

export const sessionServices = {
  loadGroupChoices: () => loadGroupChoices(mainClient),
  /** Switches the session to `group`, then reloads the menu permission of `appCode`. */
  switchGroup: (group: CurrentGroup, homeGroupId: number | string | undefined, appCode: AppCode) =>
    switchGroup(group, homeGroupId, { client: mainClient, reloadMenu: () => loadMenuPermission(mainClient, appCode) }),
  checkTrial: createTrialChecker(mainClient),
  fetchSystemVersion: createSystemVersionFetcher(mainClient),
};
