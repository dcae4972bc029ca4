/** Address data and banned-area calls and limits (widgets spec §3, §4, §5, §7). */

/** The whole three-level tree (value, label, children; root 100000). */
export const ADDRESS_TREE_API = '/map/area/three_level_address';
/** The tree's version (data.version); the local copy is kept while it matches. */
export const ADDRESS_VERSION_API = '/map/help/areas_version';
/** localStorage key of the cached tree: `{version, tree}`. */
export const ADDRESS_CACHE_KEY = 'address_tree_cache';
/** Banned-area check, GET or POST; reads the boolean data.data. */
export const BANNED_AREA_CHECK_API = '/user/banned-areas/check-if-banned';
/** Body fields of the banned-area check, in the spec's order. */
export const BANNED_AREA_CHECK_FIELDS = ['province_code', 'city_code', 'district_code', 'consignor_id', 'address'] as const;
/** Longest street address sent with the check. */
export const BANNED_AREA_ADDRESS_MAX = 200;
