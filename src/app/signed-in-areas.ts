import { AntdArea } from './lazy-antd-area';
import { AuthenticatedApp } from './lazy-authenticated-app';

/** On a signed-in page load, before the first render: both areas load while the brand and config files do. */
export function preloadSignedInAreas(): void {
  // A failure shows when the area renders (its lazy loads again and the error boundary says so).
  AntdArea.preload().catch(() => undefined);
  AuthenticatedApp.preload().catch(() => undefined);
}
