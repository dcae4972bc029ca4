import { useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { ScreenDescriptor } from '../screen-model/types';
import type { ScreenIndexEntry } from '../screen-model/index-entry';
import { useT } from '../i18n';
import type { ScreenRenderProps } from './composition';
import { LazyResult } from './LazyResult';
import { loadDescriptor } from './descriptor-cache';
import { markScreenShown } from './first-screen';
import { recordScreenOpened } from './screen-usage';
import { preloadPartsOf, preloadRendererOf } from './warm-up';

interface ScreenViewProps {
  entry: ScreenIndexEntry;
  params: Record<string, string | undefined>;
  pathname: string;
  render: (props: ScreenRenderProps) => ReactNode;
}

/** Loads a screen's descriptor lazily and hands it to its renderer. */
export function ScreenView({ entry, params, pathname, render }: ScreenViewProps) {
  const t = useT();
  const [state, setState] = useState<{ descriptor?: ScreenDescriptor; error?: string }>({});
  // Each opening counts towards the screens loaded ahead on the next visits (src/app/load-ahead.ts).
  useEffect(() => recordScreenOpened(pathname), [pathname]);
  useEffect(() => {
    let alive = true;
    preloadRendererOf(entry);
    loadDescriptor(entry).then(
      (descriptor) => {
        if (!alive) return;
        preloadPartsOf(descriptor);
        setState({ descriptor });
        markScreenShown();
      },
      (error: unknown) => alive && setState({ error: String(error) }),
    );
    return () => {
      alive = false;
    };
  }, [entry]);
  if (state.error) return <LazyResult status="error" title={t('app.screenLoadFailed')} subTitle={state.error} />;
  if (!state.descriptor) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return <>{render({ entry, descriptor: state.descriptor, params, pathname })}</>;
}
