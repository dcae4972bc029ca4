/**
 * Trial watcher (widgets spec §4): the subscription check decides whether the app is blocked
 * (is_expired), shows a persistent warning with the days left and the sales contacts (is_show),
 * or says nothing.
 */
import type { AxiosInstance } from 'axios';
import { SUBSCRIPTION_CHECK_API } from '../config/watchers';
import { isRecord } from '../util/is-record';

/** A pre-sales contact of the pre_sale_arr list. */
export interface PreSaleContact {
  name: string;
  phone: string;
}

export type TrialState =
  | { kind: 'none' }
  | { kind: 'warning'; leftDays: number; contacts: PreSaleContact[] }
  | { kind: 'expired'; contacts: PreSaleContact[] };

const NONE: TrialState = { kind: 'none' };

/** Backends send flags as booleans, 1/0 or '1'/'0'. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function contactsOf(value: unknown): PreSaleContact[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    name: typeof item.name === 'string' ? item.name : '',
    phone: typeof item.phone === 'string' || typeof item.phone === 'number' ? String(item.phone) : '',
  })).filter((contact) => contact.name !== '' || contact.phone !== '');
}

/** What the check result (left_days, pre_sale_arr, is_expired, is_show) means for the user. */
export function trialStateOf(result: unknown): TrialState {
  if (!isRecord(result)) return NONE;
  const contacts = contactsOf(result.pre_sale_arr);
  if (flag(result.is_expired)) return { kind: 'expired', contacts };
  if (!flag(result.is_show)) return NONE;
  const leftDays = Number(result.left_days);
  return { kind: 'warning', leftDays: Number.isFinite(leftDays) ? Math.max(0, Math.floor(leftDays)) : 0, contacts };
}

/** GET the subscription check for the app of this host; resolves with the trial state. */
export function createTrialChecker(client: AxiosInstance): (appCode: string) => Promise<TrialState> {
  return async (appCode) => {
    const { data } = await client.get<{ data?: unknown }>(SUBSCRIPTION_CHECK_API, { params: { app_code: appCode } });
    return trialStateOf(data?.data);
  };
}
