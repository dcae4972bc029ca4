/** When what may load ahead of the user does (src/app/first-screen.ts, src/app/load-ahead.ts). */

/** No API call in flight for this long after the first screen's calls: its data is drawn. */
export const FIRST_SCREEN_QUIET_MS = 300;

/** At the latest this long after the first screen got its descriptor, loading ahead may start. */
export const FIRST_SCREEN_MAX_WAIT_MS = 5000;

/** How many of the user's most opened screens have their descriptors fetched ahead after the first screen. */
export const MOST_USED_SCREENS_AHEAD = 8;

/** How many screens' opening counts are kept (the least opened are forgotten first). */
export const SCREEN_USAGE_KEPT = 50;
