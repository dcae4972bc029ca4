/**
 * antd's generated styles kept between visits (src/app/antd-styles/): where, how large at most, and where
 * they go in the page's head.
 */

/** localStorage key of the saved styles: `{ version, styles, effects }` (see saved-styles.ts). */
export const ANTD_STYLES_STORAGE_KEY = 'antd_styles';

/**
 * Above this many characters of JSON the styles are not saved: a browser's localStorage holds about
 * 5 million characters per site, shared with the tabs, column settings and the address tree.
 */
export const ANTD_STYLES_MAX_CHARS = 1_500_000;

/**
 * The restored style element's place in antd's queue of prepended styles (rc-util's data-rc-priority):
 * below every style antd inserts (its lowest is -999), so a style generated in this visit comes after the
 * restored ones, as it would have.
 */
export const ANTD_STYLES_PRIORITY = -1000;
