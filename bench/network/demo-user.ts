/** Who the network bench signs in as, on which host, and the list it measures. */

/**
 * The platform admin on the OSS host: the role list /saas/system/role/index (the first list of the bundle
 * budget) is in the OSS menu; a BANG servicer has no such screen (its 用户角色 is another list).
 */
export const USER = 'admin';
export const PASSWORD = 'demo1234';
/** The app of the menu, chosen by the host's first label. */
export const VARIANT_LABEL = 'oss';
export const APP_CODE = 'OSS';
export const ROLE_LIST = '/saas/system/role/index';
