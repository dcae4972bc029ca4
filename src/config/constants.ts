/** Every numeric limit and fixed code of the specification, in one place. */

export const API_TIMEOUT_MS = 5_000;
export const EXPORT_TIMEOUT_MS = 360_000;
export const ERROR_DEDUP_MS = 3_000;
/** "Other HTTP statuses": red message shown for 5 s. */
export const OTHER_ERROR_SECONDS = 5;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100, 500] as const;

export const ROUTE_RETRY_ATTEMPTS = 5;
export const ROUTE_RETRY_INTERVAL_MS = 1_000;

export const SUCCESS_CODE = '0';

/** Request fields whose numeric-looking strings must stay strings. */
export const KEEP_STRING_FIELDS: readonly string[] = ['store_resource_name', 'print_memo'];
/** Values the request cleaner strips from bodies. */
export const EMPTY_BODY_VALUES: readonly unknown[] = [null, '', '0.00'];

/** Placeholder sent in the userid header when nobody is logged in. */
export const ANONYMOUS_USER_ID = '0';

/** Header names of spec §7. */
export const HEADER_TOKEN = 'token';
export const HEADER_USER_ID = 'userid';
export const HEADER_MENU_ID = 'menu-id';
/** The main client's custom header; its value names the client. */
export const HEADER_WEB = 'Web';
export const HEADER_WEB_VALUE = '1';

/** Routes usable without login (core spec §2); they never appear in the menu. */
export const PUBLIC_ROUTES: readonly string[] = [
  '/login', '/auth-redirect', '/test', '/register', '/register2', '/forget-password', '/edit-company',
  '/examining', '/active-entry', '/logout', '/redirect/*', '/404', '/401', '/order/query', '/order/price',
  '/order/plan', '/order/attachment/:id/:no',
];
/** Routes kept whatever the menu permission says. */
/** The shell's own route: it has no screen, so it opens home. */
export const LAYOUT_PATH = '/layout';
export const ALWAYS_KEPT_ROUTES: readonly string[] = ['/ss-fhb/report/index/:id', LAYOUT_PATH];

export const HOME_PATH = '/';
export const WELCOME_PATH = '/my/wtoms';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const FORBIDDEN_PATH = '/401';
export const LOGOUT_PATH = '/logout';
export const AUTH_REDIRECT_PATH = '/auth-redirect';

/** Storage and cookie keys. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_STORAGE_KEY = 'token';
export const REFRESH_TOKEN_STORAGE_KEY = 'refresh_token';
export const USER_STORAGE_KEY = 'user';
export const IS_MAIN_USER_STORAGE_KEY = 'is_main_user';
export const ROUTE_CACHE_STORAGE_KEY = 'route_cache';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const PAGE_SIZE_STORAGE_PREFIX = 'table_page_size:';

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_SIZE = 'medium';

/** Export files are spreadsheets unless a screen says otherwise. */
export const DEFAULT_EXPORT_EXTENSION = '.xlsx';
export const EXPORT_TIMESTAMP_FORMAT = 'YYYYMMDDHHmmss';

/** Static files served next to the app. */
export const MAINTENANCE_NOTICE_PATH = '/maintenance.html';
export const BRAND_FILE_DIR = '/brands';

/** Permission codes. */
export const FEE_SHOW_CODES: readonly string[] = ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL', 'DA_FEE_SHOW', 'PAI_N_FEE_SHOW'];
export const AFTER_SALES_SUPERVISOR_CODE = 'IS_AFTER_SALES_SUPERVISOR';

/** API path of the token refresh call (core spec §7), relative to the API base URL. */
export const REFRESH_TOKEN_PATH = '/user/users/refresh-token';
/** Query name of the random value that keeps the maintenance notice out of caches. */
export const MAINTENANCE_CACHE_BUSTER_PARAM = 'r';
/** Query name of the wanted path when a visit is sent to the login page. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** Remote select filters: search debounce for partner lookups and the page of matches shown (widgets spec §9). */
export const REMOTE_SEARCH_DEBOUNCE_MS = 500;
export const REMOTE_SEARCH_PAGE_SIZE = 10;

/** Config items of one category, the options of config select filters (widgets spec §7). */
export const CONFIG_ITEM_LIST_API = '/config/item/getConfigItemList';
export const CONFIG_ITEM_CATEGORY_PARAM = 'category_code';

/** Address cascader: one level per call, children of `parentCode`, starting at the root (core spec §7). */
export const DISTRICT_LIST_API = '/map/area/getDistrictList';
export const DISTRICT_PARENT_PARAM = 'parentCode';
export const ADDRESS_ROOT_CODE = '100000';
/** Levels of the address cascader; a filter sends `<key>_<level>` for each picked level. */
export const ADDRESS_LEVELS = ['province', 'city', 'district'] as const;

/** Date filter shortcuts in the order shown (core spec §9). */
export const DATE_RANGE_SHORTCUTS = [
  'today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'thisQuarter', 'last7Days', 'last30Days', 'last90Days',
] as const;
/** Shortcuts of a single-date filter. */
export const DATE_SHORTCUTS = ['today', 'yesterday'] as const;
/** Restricted date range pickers: at most 30 days from the first picked day, never after today (core spec §9). */
export const RESTRICTED_RANGE_MAX_MS = 2_592_000_000;

/** Column settings per table, saved in localStorage; bump the version when the stored shape changes. */
export const COLUMN_SETTINGS_STORAGE_PREFIX = 'table_columns:v1:';

/** Bulk call actions send the selected row keys under this body field unless the action names another. */
export const DEFAULT_BULK_IDS_KEY = 'ids';
/** Rows per page of a related-resource table on a detail screen. */
export const NESTED_TABLE_PAGE_SIZE = 10;
/** Dashboard charts: drawing height in pixels. */
export const CHART_HEIGHT_PX = 320;
/**
 * A bar chart's category axis names every bar (echarts would skip every other label when they crowd),
 * as does a line chart of up to CHART_AXIS_ALL_LABELS_MAX points (a 90-day line names every few days).
 * Labels are drawn rotated when side by side they would need more than CHART_AXIS_LABEL_ROOM_PX, the
 * plot width of a half-width card (12 px text: about 7 px a digit or letter, 12 px a Chinese character).
 */
export const CHART_AXIS_ALL_LABELS_MAX = 31;
export const CHART_AXIS_LABEL_ROOM_PX = 440;
/** The angle of rotated category labels, in degrees. */
export const CHART_AXIS_LABEL_ROTATE_DEG = 40;
