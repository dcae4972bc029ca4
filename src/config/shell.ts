/** Shell limits of widgets spec §2 and §9. */
export const USER_NAME_MAX_LENGTH = 20;
export const TAB_TITLE_MAX_LENGTH = 7;
export const MOBILE_BREAKPOINT_PX = 1024;
export const MY_ACCOUNT_PATH = '/saas/account/my/index';
