import { useLocation } from 'react-router';
import { useTabKey } from '../../../src/app/tab-context';

/**
 * The query this screen was opened with. Inside the tab area it is the tab key's query (a tab's key is
 * its full path), so a hidden tab of the same path never takes up the visible tab's query; elsewhere
 * it is the location's while the location is this screen's path.
 */
export function useScreenQuery(pathname: string | undefined): string | undefined {
  const tabKey = useTabKey();
  const location = useLocation();
  if (tabKey !== undefined && pathname !== undefined && tabKey.startsWith(pathname)) return tabKey.slice(pathname.length);
  return pathname === undefined || location.pathname === pathname ? location.search : undefined;
}
