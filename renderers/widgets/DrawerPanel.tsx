import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider, Drawer } from 'antd';
import {
  DRAWER_FALLBACK_PLACEMENT, drawerMotionCss, drawerSize, isDrawerPlacement, type DrawerPlacement,
} from '../../src/config/drawer';
import { t } from '../../src/i18n';
import './messages';

/** Root class scoping the drawer's own motion durations. */
const SCOPE = 'drawer-panel';

export interface DrawerPanelProps {
  open: boolean;
  /** "left", "right" (default), "top" or "bottom"; anything else alerts and falls back to the right. */
  placement?: string;
  /** Width of a left or right drawer; default 500 px. */
  width?: number | string;
  /** Height of a top or bottom drawer; default 300 px. */
  height?: number | string;
  title?: ReactNode;
  children?: ReactNode;
  /** The user asked to close it (close button, mask, Escape); the owner sets `open` to false. */
  onRequestClose?: () => void;
  /** Event "open": `open` became true, the drawer starts sliding in. */
  onOpen?: () => void;
  /** Event "opened": the drawer has finished sliding in. */
  onOpened?: () => void;
  /** Event "close": `open` became false, the drawer starts sliding out. */
  onClose?: () => void;
  /** Event "closed": the drawer has finished sliding out. */
  onClosed?: () => void;
}

/** Alerts once per unsupported placement (widgets spec §2) and answers the placement to use. */
function useSupportedPlacement(placement: string | undefined): DrawerPlacement {
  const supported = placement === undefined || isDrawerPlacement(placement);
  useEffect(() => {
    if (!supported) window.alert(t('widgets.drawerPlacementUnsupported'));
  }, [supported, placement]);
  return placement !== undefined && isDrawerPlacement(placement) ? placement : DRAWER_FALLBACK_PLACEMENT;
}

/**
 * The drawer panel of widgets spec §2: slides in from the left, right, top or bottom, 500 px wide or
 * 300 px high by default, in 0.4 s and out in 0.2 s, telling open, opened, close and closed.
 */
export function DrawerPanel(props: DrawerPanelProps) {
  const { open, width, height, title, children, onRequestClose } = props;
  const placement = useSupportedPlacement(props.placement);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);

  // "open" and "close" follow the `open` prop; the callbacks are read fresh so they need not be stable.
  const events = useRef(props);
  events.current = props;
  const wasOpen = useRef(false);
  // The motion style is needed from the first opening on (closing animates too), not by closed drawers.
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) events.current.onOpen?.();
    else events.current.onClose?.();
  }, [open]);

  return (
    <>
      {used && <style>{drawerMotionCss(SCOPE, getPrefixCls('drawer'))}</style>}
      <Drawer
        open={open}
        placement={placement}
        {...drawerSize(placement, { width, height })}
        title={title}
        rootClassName={SCOPE}
        closable={{ 'aria-label': t('widgets.drawerClose') }}
        onClose={onRequestClose}
        afterOpenChange={(opened) => (opened ? events.current.onOpened?.() : events.current.onClosed?.())}
      >
        {children}
      </Drawer>
    </>
  );
}
