/** Where the screen tools (catalogue and workbench, platform admin only) find their routes and APIs. */

/** The screen workbench's route (screens/system/screen-workbench.json). */
export const WORKBENCH_PATH = '/saas/system/screens/workbench';

/** The query parameter naming the descriptor the workbench opens (relative to screens/). */
export const WORKBENCH_FILE_PARAM = 'file';

/** Demo role names per route (GET, platform admin only). */
export const SCREEN_ROLES_API = '/system/screens/roles';

/** The last screens:check result and when it was written (GET, platform admin only). */
export const SCREENS_CHECK_RESULT_API = '/system/screens/check-result';

/** The workbench opened on one descriptor file. */
export function workbenchLink(file: string): string {
  return `${WORKBENCH_PATH}?${WORKBENCH_FILE_PARAM}=${encodeURIComponent(file)}`;
}
