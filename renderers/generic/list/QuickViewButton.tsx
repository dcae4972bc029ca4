import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { DRAWER_DEFAULT_WIDTH_PX } from '../../../src/config/drawer';
import type { QuickViewRowAction } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { DrawerPanel } from '../../widgets/DrawerPanel';
import { useGenericServices, type FoundScreen } from '../context';
import { ShowRenderer } from '../show/ShowRenderer';

/** A drawer this wide or wider shows the detail's fields in two columns. */
const TWO_COLUMN_MIN_WIDTH_PX = 720;

interface QuickViewButtonProps {
  action: QuickViewRowAction;
  /** The detail route with the row's values filled in. */
  to: string;
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
 * A row's quick view: its detail screen in a drawer beside the list. Like the rest of the tab it stays
 * as it was while another tab is shown (<Activity> hides the drawer's portal with the tab).
 */
export function QuickViewButton({ action, to }: QuickViewButtonProps) {
  const [open, setOpen] = useState(false);
  const width = action.width ?? DRAWER_DEFAULT_WIDTH_PX;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      <DrawerPanel
        open={open}
        placement={action.placement}
        width={action.width}
        height={action.height}
        title={action.label}
        onRequestClose={() => setOpen(false)}
      >
        {/* antd draws a drawer's content first when it opens, so closed rows fetch nothing. */}
        <QuickViewContent to={to} columns={width >= TWO_COLUMN_MIN_WIDTH_PX ? 2 : 1} />
      </DrawerPanel>
    </>
  );
}
