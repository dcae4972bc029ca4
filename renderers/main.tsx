import { lazy, Suspense } from 'react';
import { preloadableLazy } from '../src/app/preloadable-lazy';
import { startApp } from '../src/app/bootstrap';
import { registerMessages } from '../src/i18n';
import { shell } from '../src/i18n/messages/shell';

/** The composition root: the kernel gets the screen index and the renderers from here. */
registerMessages(shell);

// The renderers (and antd with them) load with the first screen, not with the login page.
const Screen = preloadableLazy(() => import('./render-screen').then((m) => ({ default: m.renderScreen })));
const Layout = preloadableLazy(() => import('./shell/Layout').then((m) => ({ default: m.Layout })));
const Wrapper = preloadableLazy(() => import('./services').then((m) => ({ default: m.RendererServices })));

let firstPage: typeof import('./generic/list/first-page') | undefined;
const loadFirstPage = () => import('./generic/list/first-page').then((m) => (firstPage = m));

void startApp({
  // The screen index in shards, out of the entry chunk: a route loads only the shards of its paths.
  loadShard: (key) => import('virtual:screen-index/shards').then((m) => m.loadShard(key)).then((m) => m.screens),
  renderScreen: (props) => (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  ),
  Layout,
  LoginPage: lazy(() => import('./shell/LoginPage').then((m) => ({ default: m.LoginPage }))),
  NotFoundPage: lazy(() => import('./shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage }))),
  ForbiddenPage: lazy(() => import('./shell/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage }))),
  Wrapper,
  // A screen's renderer starts loading with its descriptor (src/app/warm-up.ts).
  warmUp: {
    signedInParts: () => {
      for (const part of [Wrapper, Layout, Screen]) part.preload().catch(() => undefined);
    },
    rendererOf: (kind, renderer) => import('./render-screen').then((m) => m.preloadRenderer(kind, renderer)),
    partsOf: (descriptor) => import('./render-screen').then((m) => m.preloadScreenParts(descriptor)),
    askFirstData: (...args) => {
      // Called as a navigation starts: once loaded, the asker runs at once, not after the screen's render.
      if (firstPage) firstPage.askFirstPageAhead(...args);
      else void loadFirstPage().then((m) => m.askFirstPageAhead(...args));
    },
  },
});
