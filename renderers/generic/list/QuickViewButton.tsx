import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import type { QuickViewRowAction } from '../../../src/screen-model/types';

// The drawer and the show renderer load with the first quick view opened, not with every list.
const loadDrawer = () => import('./QuickViewDrawer');
const QuickViewDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.QuickViewDrawer })));

interface QuickViewButtonProps {
  action: QuickViewRowAction;
  /** The detail route with the row's values filled in. */
  to: string;
}

/**
 * A row's quick view: its detail screen in a drawer beside the list. Like the rest of the tab it stays
 * as it was while another tab is shown (the drawer sits in the tab's popup container, hidden with it).
 */
export function QuickViewButton({ action, to }: QuickViewButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing still slides the drawer out.
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      {/* Pointing at the button starts loading the drawer's chunk, so it is usually there by the click. */}
      <Button type="link" size="small" onClick={show} onPointerEnter={() => void loadDrawer()} onFocus={() => void loadDrawer()}>
        {action.label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <QuickViewDrawer action={action} to={to} open={open} onRequestClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
