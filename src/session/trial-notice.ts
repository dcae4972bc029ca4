/**
 * Whether the 试用期即将到期 banner shows (widgets spec §4: a persistent warning of the days left): it does
 * until the account closes it, and then not again that day on this browser (issue 26: it came back on
 * every login). Kept per account and local date in localStorage; a browser without storage shows it.
 */
import { TRIAL_NOTICE_CLOSED_STORAGE_PREFIX } from '../config/watchers';

type DayStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): DayStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The local calendar date of `now` as YYYY-MM-DD. */
export function localDayOf(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when the account `userId` closed the trial notice earlier on the day of `now`. */
export function isTrialNoticeClosedToday(userId: string, now: Date = new Date(), storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(TRIAL_NOTICE_CLOSED_STORAGE_PREFIX + userId) === localDayOf(now);
  } catch {
    return false;
  }
}

/** Remembers that the account `userId` closed the trial notice on the day of `now`. */
export function closeTrialNoticeToday(userId: string, now: Date = new Date(), storage = defaultStorage()): void {
  try {
    storage?.setItem(TRIAL_NOTICE_CLOSED_STORAGE_PREFIX + userId, localDayOf(now));
  } catch {
    // Storage full or blocked: the notice simply shows again next time.
  }
}
