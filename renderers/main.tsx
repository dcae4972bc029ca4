import { lazy } from 'react';
import { startApp } from '../src/app/bootstrap';
import { registerMessages } from '../src/i18n';
import { shell } from '../src/i18n/messages/shell';
import { renderScreen } from './render-screen';
import { NotFoundPage } from './shell/NotFoundPage';
import { ForbiddenPage } from './shell/ForbiddenPage';

/** The composition root: the kernel gets the screen index and the renderers from here. */
registerMessages(shell);

void startApp({
  // The screen index in shards, out of the entry chunk: a route loads only the shards of its paths.
  loadShard: (key) => import('virtual:screen-index/shards').then((m) => m.loadShard(key)).then((m) => m.screens),
  renderScreen,
  Layout: lazy(() => import('./shell/Layout').then((m) => ({ default: m.Layout }))),
  LoginPage: lazy(() => import('./shell/LoginPage').then((m) => ({ default: m.LoginPage }))),
  NotFoundPage,
  ForbiddenPage,
  Wrapper: lazy(() => import('./services').then((m) => ({ default: m.RendererServices }))),
});
