/**
 * Trial subscriptions: a company (its main account) tries one app until a last day. The check the
 * client makes (left_days, pre_sale_arr, is_expired, is_show) is computed from it on each call.
 */
import type { Database } from 'better-sqlite3';
import { formatLocalDate } from '../db/clock.js';

export interface PreSaleContact {
  name: string;
  phone: string;
}

export interface SubscriptionCheck {
  /** Days from today to the trial's last day (0 on the last day, negative after it); null without a trial. */
  left_days: number | null;
  pre_sale_arr: PreSaleContact[];
  is_expired: boolean;
  is_show: boolean;
}

/** A trial's warning is shown during its last days. */
export const TRIAL_NOTICE_DAYS = 15;

/** The sales team that looks after trials. */
export const PRE_SALE_CONTACTS: readonly PreSaleContact[] = [
  { name: '周敏', phone: '13818826475' },
  { name: '吴俊峰', phone: '15921037758' },
];

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (local calendar dates 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split('-').map(Number);
    return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

function addDays(base: Date, days: number): string {
  return formatLocalDate(new Date(base.getFullYear(), base.getMonth(), base.getDate() + days));
}

interface TrialRow {
  hosting_end: string;
  pre_sale_json: string;
}

const NO_TRIAL: SubscriptionCheck = { left_days: null, pre_sale_arr: [], is_expired: false, is_show: false };

export class TrialStore {
  constructor(
    private readonly db: Database,
    private readonly today: () => Date = () => new Date(),
  ) {}

  check(mainUserId: number, appCode: string): SubscriptionCheck {
    const row = this.db
      .prepare('SELECT hosting_end, pre_sale_json FROM trial_subscriptions WHERE main_user_id = ? AND app_code = ?')
      .get(mainUserId, appCode) as TrialRow | undefined;
    if (!row) return NO_TRIAL;
    const leftDays = daysBetween(formatLocalDate(this.today()), row.hosting_end);
    const expired = leftDays < 0;
    return {
      left_days: leftDays,
      pre_sale_arr: JSON.parse(row.pre_sale_json) as PreSaleContact[],
      is_expired: expired,
      is_show: !expired && leftDays <= TRIAL_NOTICE_DAYS,
    };
  }

  /** Puts the company on a trial ending `leftDays` from today (negative: already over); null ends the trial. */
  set(mainUserId: number, appCode: string, leftDays: number | null): void {
    if (leftDays === null) {
      this.db.prepare('DELETE FROM trial_subscriptions WHERE main_user_id = ? AND app_code = ?').run(mainUserId, appCode);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO trial_subscriptions (main_user_id, app_code, hosting_end, pre_sale_json) VALUES (?, ?, ?, ?)
         ON CONFLICT(main_user_id, app_code) DO UPDATE SET hosting_end = excluded.hosting_end`,
      )
      .run(mainUserId, appCode, addDays(this.today(), leftDays), JSON.stringify(PRE_SALE_CONTACTS));
  }
}
