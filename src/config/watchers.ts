/**
 * Session watchers around the shell: version and trial watchers, group switching (widgets spec §2–§4,
 * §7, §9) and the print plug-in check (core spec §5, §9). Paths are relative to the API base URL.
 */

/** The spec writes /api/map/help/system_info; /api is the API base URL. */
export const SYSTEM_INFO_API = '/map/help/system_info';
/** Query name of the current time sent with each poll, so no cache answers it. */
export const SYSTEM_INFO_CACHE_PARAM = 'ts';
/** Version check interval: 30 minutes. */
export const VERSION_CHECK_INTERVAL_MS = 1_800_000;
/** The page reloads 30 s after a new version is seen. */
export const VERSION_RELOAD_DELAY_MS = 30_000;

/** Subscription (trial) check; the spec does not show its path. */
export const SUBSCRIPTION_CHECK_API = '/user/user_subscription/check';

/** Business units (事业部). */
export const GROUP_TREE_API = '/user/group/tree';
export const CURRENT_USER_GROUPS_API = '/user/group/current_user_groups';
export const SWITCH_GROUP_API = '/user/group/set_current_user_group_id_to_token';
/** Dialog width (widgets spec §2) and tree-select popover width (§9). */
export const SESSION_DIALOG_WIDTH = '30%';
export const TREE_SELECT_POPUP_WIDTH = 400;

/** The local print plug-in answers on these loopback ports (core spec §9). */
export const PRINT_PLUGIN_HOST = '127.0.0.1';
export const PRINT_PLUGIN_PORTS: readonly number[] = [8000, 18000];
/** GET on a port answers { "version": "x.y.z" } with CORS allowed for the app's origin. */
export const PRINT_PLUGIN_VERSION_PATH = '/version';
/** Lowest plug-in version the printing screens work with (the spec leaves the value open). */
export const PRINT_PLUGIN_MIN_VERSION = '3.0.0';
/** A port that has not answered by then counts as no plug-in. */
export const PRINT_PLUGIN_TIMEOUT_MS = 1_500;

/**
 * A closed 试用期即将到期 banner stays closed for the rest of that day: localStorage keeps, per account,
 * the local date (YYYY-MM-DD) it was closed on under this key followed by the account's user id.
 */
export const TRIAL_NOTICE_CLOSED_STORAGE_PREFIX = 'trialNoticeClosed:';
/** The print plug-in's version is probed at most once per browser session (sessionStorage holds this flag). */
export const PRINT_PLUGIN_CHECKED_SESSION_KEY = 'printPluginChecked';
