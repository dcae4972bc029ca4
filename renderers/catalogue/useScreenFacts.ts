import { useCustom } from '@refinedev/core';
import { SCREEN_ROLES_API, SCREENS_CHECK_RESULT_API } from '../../src/config/screen-tools';
import type { ScreensCheckRecord } from '../../src/screen-model/check-result';

export interface ScreenFacts {
  /** Demo role names per route; undefined while loading. */
  roles: Record<string, string[]> | undefined;
  /** The last screens:check result; null when none was written, undefined while loading. */
  check: ScreensCheckRecord | null | undefined;
  /** Either request failed. */
  failed: boolean;
}

/**
 * What the server knows of the screens: which demo roles reach each route, and the last screens:check
 * result. `enabled` once the descriptors have loaded: while hundreds of descriptor chunks load, the
 * browser queues these requests behind them, long enough for the API timeout.
 */
export function useScreenFacts(enabled: boolean): ScreenFacts {
  const queryOptions = { enabled };
  const roles = useCustom<Record<string, string[]>>({ url: SCREEN_ROLES_API, method: 'get', errorNotification: false, queryOptions });
  const check = useCustom<ScreensCheckRecord | { value: null }>({ url: SCREENS_CHECK_RESULT_API, method: 'get', errorNotification: false, queryOptions });
  const record = check.result.data;
  return {
    roles: roles.query.isSuccess ? roles.result.data : undefined,
    // The data provider answers a null `data` as { value: null }.
    check: !check.query.isSuccess ? undefined : record && 'writtenAt' in record ? record : null,
    failed: roles.query.isError || check.query.isError,
  };
}
