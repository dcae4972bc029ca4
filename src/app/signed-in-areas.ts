import { preloadableLazy } from './preloadable-lazy';

// The login page loads no antd, Refine or shell: everything else comes with AntdArea.
export const AntdArea = preloadableLazy(() => import('./AntdArea'));
// Refine, the shell and the screen index load only where screens render.
export const AuthenticatedApp = preloadableLazy(() => import('./AuthenticatedApp'));

/** On a signed-in page load, before the first render: both areas load while the brand and config files do. */
export function preloadSignedInAreas(): void {
  // A failure shows when the area renders (its lazy loads again and the error boundary says so).
  AntdArea.preload().catch(() => undefined);
  AuthenticatedApp.preload().catch(() => undefined);
}
