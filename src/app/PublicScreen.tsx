import { useEffect, type ReactNode } from 'react';
import { documentTitle } from '../config/brand';
import type { ScreenRenderProps } from './composition';
import { useBrandStore } from './brand-store';
import type { ResolvedScreen } from './route-table';
import { ScreenView } from './ScreenView';

interface PublicScreenProps {
  resolved: ResolvedScreen;
  pathname: string;
  render: (props: ScreenRenderProps) => ReactNode;
}

/** A screen of a public route (order query, price check, …): no shell, no tab, the brand's title. */
export function PublicScreen({ resolved, pathname, render }: PublicScreenProps) {
  const systemName = useBrandStore((s) => s.brand.systemName);
  const { entry } = resolved.route;
  useEffect(() => {
    document.title = documentTitle(systemName, entry.title);
  }, [systemName, entry.title]);
  // Keyed by path: going from one public screen to the next (e.g. /register to /register2) starts the
  // next one afresh instead of reusing the previous screen's state.
  // The page's one main landmark: a public screen has no shell around it.
  return (
    <main>
      <ScreenView key={pathname} entry={entry} params={resolved.params} pathname={pathname} render={render} />
    </main>
  );
}
