import { lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { createFeedbackProxy, type FeedbackApi } from './feedback-proxy';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** When the browser is idle after the first screen (or 2 s later), so a message needs no fetch. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 2000);
  return () => window.clearTimeout(id);
}

/** The real API once FeedbackHolders has mounted, and the function it hands it over with. */
function handoverOfApi(): { promise: Promise<FeedbackApi>; resolve: (api: FeedbackApi) => void } {
  let resolve: (api: FeedbackApi) => void = () => undefined;
  const promise = new Promise<FeedbackApi>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * antd's <App> (the same wrapper, classes and App.useApp() context) whose message, notification and
 * modal APIs load with their holders (rc-notification, rc-dialog, Modal) when first called or when
 * the browser is first idle, not with the first screen; calls made before wait for them.
 */
export function LazyFeedbackApp({ children }: { children: ReactNode }) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [handover] = useState(handoverOfApi);
  const [api] = useState(() =>
    createFeedbackProxy(() => {
      setWanted(true);
      return handover.promise;
    }),
  );
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const onReady = useCallback((real: FeedbackApi) => handover.resolve(real), [handover]);
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`].filter(Boolean).join(' ');
  return wrapCSSVar(
    <AppContext.Provider value={api}>
      <div className={className}>
        {wanted && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
