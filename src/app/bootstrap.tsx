import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { documentTitle, resolveBrand } from '../config/brand';
import { loadRuntimeConfig } from '../config/load-runtime-config';
import { App } from './App';
import { installBackspaceGuard } from './backspace-guard';
import { followLanguageInHtml } from '../i18n/html-lang';
import { applyBrandIcon } from './favicon';
import { useBrandStore } from './brand-store';
import { setNotifierHost } from '../http/notifier';
import type { AppComposition } from './composition';
import { preloadShellFor } from './preload-plan';
import { preloadSignedInAreas } from './signed-in-areas';
import { isPublicPath } from '../access/guard';
import { getToken } from '../session/token-store';
import { LOGOUT_PATH } from '../config/constants';

/**
 * Resolves the brand from the host and reads the runtime config file (the API base URL), both before
 * the first render and so before any API call, then renders the app into #root.
 */
export async function startApp(composition: AppComposition): Promise<void> {
  const configured = Promise.all([resolveBrand(window.location.hostname), loadRuntimeConfig()]);
  const { pathname } = window.location;
  // Not the logout page: it ends the session the menu would be asked with.
  const signedInScreen = Boolean(getToken()) && !isPublicPath(pathname) && pathname !== LOGOUT_PATH;
  if (signedInScreen) {
    // A signed-in page load starts what its screen waits for at once, while the brand and config files
    // load, instead of finding it one import at a time: the menu permission (once the API base URL is
    // known), the route's index shard, descriptor and renderer, and the shell's chunks (modulepreload).
    // The two small chunks are asked for first, before the shell's many.
    void Promise.all([import('../access/menu-request'), configured])
      .then(([{ requestMenuPermission }, [brand]]) => requestMenuPermission(brand.appCode))
      // A failure here is the start's own to report, below; the access check asks for the menu again.
      .catch(() => undefined);
    preloadSignedInAreas();
    composition.warmUp?.signedInParts?.();
    void import('./warm-up').then(({ registerWarmUp, warmScreen }) => {
      registerWarmUp(composition.warmUp, composition.loadShard);
      return warmScreen(pathname, { renderer: true });
    });
    preloadShellFor(pathname);
  }
  const [brand] = await configured;
  useBrandStore.getState().setBrand(brand);
  document.title = documentTitle(brand.systemName);
  applyBrandIcon(document, brand.icon, window.location.origin);
  document.documentElement.dataset.appCode = brand.appCode;
  installBackspaceGuard();
  followLanguageInHtml(document.documentElement);
  // Messages shown before any antd <App> is mounted (the login page) get one of their own, lazily.
  setNotifierHost(() => import('./notifier-host').then((m) => m.mountNotifierHost()));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App composition={composition} />
    </StrictMode>,
  );
}
