import { useCustom } from '@refinedev/core';
import { SCREEN_ROLES_API, SCREENS_CHECK_RESULT_API } from '../../src/config/screen-tools';
import type { ScreensCheckRecord } from '../../src/screen-model/check-result';

export interface ScreenFacts {
  /** Demo role names per route; undefined while loading (or refused). */
  roles: Record<string, string[]> | undefined;
  /** The last screens:check result; null when none was written, undefined while loading. */
  check: ScreensCheckRecord | null | undefined;
}

/** What the server knows of the screens: which demo roles reach each route, and the last screens:check result. */
export function useScreenFacts(): ScreenFacts {
  const roles = useCustom<Record<string, string[]>>({ url: SCREEN_ROLES_API, method: 'get', errorNotification: false });
  const check = useCustom<ScreensCheckRecord | { value: null }>({ url: SCREENS_CHECK_RESULT_API, method: 'get', errorNotification: false });
  const record = check.result.data;
  return {
    roles: roles.query.isSuccess ? roles.result.data : undefined,
    // The data provider answers a null `data` as { value: null }.
    check: !check.query.isSuccess ? undefined : record && 'writtenAt' in record ? record : null,
  };
}
