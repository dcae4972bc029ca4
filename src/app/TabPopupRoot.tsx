import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';

interface TabPopupRootProps {
  /** Whether the tab is hidden: its popups are hidden with it. */
  hidden: boolean;
  children: ReactNode;
}

/**
 * Where the popups of one tab's screen go (dialogs, drawers, dropdowns, tooltips): a container of its
 * own at the end of <body>, hidden while the tab is. Hidden tabs stay mounted and live (ScreenArea), so
 * a dialog left open in a tab the user navigates away from (browser back, a link inside the dialog) must
 * go with the tab and be there again, as it was, when the tab is shown.
 *
 * The container is attached when the first popup asks for it and removed with the tab. antd locks the
 * page's scrolling under a dialog only when the dialog sits directly in <body>, so the page behind a
 * tab's dialog can still be scrolled.
 */
export function TabPopupRoot({ hidden, children }: TabPopupRootProps) {
  const [root] = useState(() => {
    const div = document.createElement('div');
    div.dataset.tabPopups = '';
    return div;
  });
  const getPopupContainer = useCallback(() => {
    if (!root.isConnected) document.body.appendChild(root);
    return root;
  }, [root]);
  useLayoutEffect(() => {
    root.hidden = hidden;
  }, [root, hidden]);
  useLayoutEffect(() => () => root.remove(), [root]);
  // A nested <ConfigProvider> rather than antd's ConfigContext with a changed copy of its value: it keeps
  // the parent's settings and its context values stable, and a tab switch measured no slower with it.
  return <ConfigProvider getPopupContainer={getPopupContainer}>{children}</ConfigProvider>;
}
