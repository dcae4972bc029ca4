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
import { isPublicPath } from '../access/guard';
import { getToken } from '../session/token-store';

/**
 * Resolves the brand from the host and reads the runtime config file (the API base URL), both before
 * the first render and so before any API call, then renders the app into #root.
 */
export async function startApp(composition: AppComposition): Promise<void> {
  // A signed-in page load asks for the shell's chunks and its route's index shards at once, while the
  // brand and config files load, instead of finding them one import at a time.
  const { pathname } = window.location;
  if (getToken() && !isPublicPath(pathname)) preloadShellFor(pathname);
  const [brand] = await Promise.all([resolveBrand(window.location.hostname), loadRuntimeConfig()]);
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
