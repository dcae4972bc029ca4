import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { DRAWER_DEFAULT_WIDTH_PX } from '../../../src/config/drawer';
import type { QuickViewRowAction } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { DrawerPanel } from '../../widgets/DrawerPanel';
import { useGenericServices, type FoundScreen } from '../context';
import { ShowRenderer } from '../show/ShowRenderer';

/** A drawer this wide or wider shows the detail's fields in two columns. */
const TWO_COLUMN_MIN_WIDTH_PX = 720;

export interface QuickViewDrawerProps {
  action: QuickViewRowAction;
  /** The detail route with the row's values filled in. */
  to: string;
  open: boolean;
  onRequestClose: () => void;
}

/** The detail screen of `to`, once found; only `show` screens are drawn in a drawer. */
function QuickViewContent({ to, columns }: { to: string; columns: 1 | 2 }) {
  const t = useT();
  const { findScreen } = useGenericServices();
  const [found, setFound] = useState<FoundScreen | null>();
  useEffect(() => {
    let live = true;
    setFound(undefined);
    void (findScreen?.(to) ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then((screen) => {
        if (live) setFound(screen ?? null);
      });
    return () => {
      live = false;
    };
  }, [findScreen, to]);
  if (found === undefined) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (found === null || found.descriptor.kind !== 'show') return <Result status="warning" title={t('widgets.quickViewUnavailable')} />;
  return <ShowRenderer descriptor={found.descriptor} params={found.params} embedded={{ columns }} />;
}

/**
 * The drawer of a row's quick view with the detail screen of `to`. Its own chunk (antd's Drawer,
 * Descriptions and Result and the show renderer), loaded by QuickViewButton when first opened.
 */
export function QuickViewDrawer({ action, to, open, onRequestClose }: QuickViewDrawerProps) {
  const width = action.width ?? DRAWER_DEFAULT_WIDTH_PX;
  return (
    <DrawerPanel
      open={open}
      placement={action.placement}
      width={action.width}
      height={action.height}
      title={action.label}
      onRequestClose={onRequestClose}
    >
      {/* antd draws a drawer's content first when it opens, so closed rows fetch nothing. */}
      <QuickViewContent to={to} columns={width >= TWO_COLUMN_MIN_WIDTH_PX ? 2 : 1} />
    </DrawerPanel>
  );
}
