/** Shell limits of widgets spec §2 and §9. */
export const USER_NAME_MAX_LENGTH = 20;
export const TAB_TITLE_MAX_LENGTH = 7;
/** Below this viewport width the sidebar is collapsed and opens as an overlay (widgets spec §2, §9). */
export const MOBILE_BREAKPOINT_PX = 1024;
export const MY_ACCOUNT_PATH = '/saas/account/my/index';
/** The signed-in user's password change (POST /user/users/updatePassword), opened from 我的帐号. */
export const CHANGE_PASSWORD_PATH = '/saas/account/password/index';

/** Values of the `sidebarStatus` cookie (SIDEBAR_COOKIE). */
export const SIDEBAR_OPEN = '1';
export const SIDEBAR_COLLAPSED = '0';
/** Sidebar width when open; collapsed it shows the icons only. */
export const SIDEBAR_WIDTH_PX = 220;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const NAVBAR_HEIGHT_PX = 56;

/** Notification bell popover (widgets spec §2): its width and the height of its scrolling list. */
export const NOTIFY_POPOVER_WIDTH_PX = 400;
export const NOTIFY_LIST_HEIGHT_PX = 200;
/** 消息记录 opens the message list through the redirect route, so an open tab re-mounts fresh. */
export const MESSAGE_RECORDS_PATH = '/redirect/saas/message/index';
