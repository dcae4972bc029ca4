import { lazy } from 'react';
import { screens } from 'virtual:screen-index';
import { startApp } from '../src/app/bootstrap';
import { registerMessages } from '../src/i18n';
import { shell } from '../src/i18n/messages/shell';
import { renderScreen } from './render-screen';
import { NotFoundPage } from './shell/NotFoundPage';
import { ForbiddenPage } from './shell/ForbiddenPage';
import { RendererServices } from './services';

/** The composition root: the kernel gets the screen index and the renderers from here. */
registerMessages(shell);

void startApp({
  screens,
  renderScreen,
  Layout: lazy(() => import('./shell/Layout').then((m) => ({ default: m.Layout }))),
  LoginPage: lazy(() => import('./shell/LoginPage').then((m) => ({ default: m.LoginPage }))),
  NotFoundPage,
  ForbiddenPage,
  Wrapper: RendererServices,
});
