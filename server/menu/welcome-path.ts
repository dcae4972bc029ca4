/** The welcome page; its menu entry also carries the user's permission codes for the client. */
export const WELCOME_PATH = '/my/wtoms';
