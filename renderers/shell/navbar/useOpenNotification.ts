import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeRedirectTarget } from '../../../src/access/paths';
import { markNotificationRead, openNotificationFile, type NotifyItem } from '../../../src/notify';

/**
 * Clicking a message: it is marked read (it leaves the list, the count drops by one), then its route
 * opens (same-origin paths only) or its file downloads.
 */
export function useOpenNotification(): (item: NotifyItem) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (item: NotifyItem) => {
      await markNotificationRead(item.id);
      const route = safeRedirectTarget(item.route);
      if (route) navigate(route);
      else if (item.fileUrl) await openNotificationFile(item.fileUrl);
    },
    [navigate],
  );
}
