import { lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { useFirstScreenSettled } from '../useFirstScreenSettled';
import { createFeedbackProxy, type FeedbackApi } from './feedback-proxy';

const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

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
 * modal APIs load with their holders (rc-notification, rc-dialog, Modal) when first called or once the
 * first screen is drawn with its data, not with the first screen; calls made before wait for them.
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
  // Loaded ahead once the first screen is drawn with its data, so a later message needs no fetch.
  const ahead = useFirstScreenSettled();
  const onReady = useCallback((real: FeedbackApi) => handover.resolve(real), [handover]);
  const className = [hashId, prefixCls, cssVarCls, direction === 'rtl' && `${prefixCls}-rtl`].filter(Boolean).join(' ');
  return wrapCSSVar(
    <AppContext.Provider value={api}>
      <div className={className}>
        {(wanted || ahead) && (
          <Suspense fallback={null}>
            <FeedbackHolders onReady={onReady} />
          </Suspense>
        )}
        {children}
      </div>
    </AppContext.Provider>,
  );
}
