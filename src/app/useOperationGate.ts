import { useCallback, useMemo } from 'react';
import { useMenuStore } from '../access/menu-store';
import { allowsOperation, screenOperationCodes, type ScreenRoutes } from '../access/operations';
import type { OperationCode } from '../config/operation-codes';
import { useTabKey } from './tab-context';

/**
 * Whether the account may use an operation on the calling screen: its menu entry for the screen
 * (the route of the tab the screen lives in, else the screen's path or an alias) lists the code.
 * Without `screen`, the menu entry of the tab's route decides (widgets inside a form, e.g. a picker's
 * create dialog). Buttons of operations it does not allow are not shown.
 */
export function useOperationGate(screen?: ScreenRoutes): (operation: OperationCode) => boolean {
  const entries = useMenuStore((state) => state.entries);
  const tabKey = useTabKey();
  // A tab's key is its full path with the query; the route is matched on the path alone.
  const pathname = tabKey?.split('?')[0];
  const path = screen?.path;
  const aliases = screen?.aliases;
  const codes = useMemo(
    () => screenOperationCodes(entries, path === undefined ? undefined : { path, aliases }, pathname),
    [entries, path, aliases, pathname],
  );
  return useCallback((operation: OperationCode) => allowsOperation(codes, operation), [codes]);
}
