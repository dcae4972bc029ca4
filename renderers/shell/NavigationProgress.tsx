import { useNavigationPending } from '../../src/app/live-location';
import { useT } from '../../src/i18n';
import { COLORS } from '../../src/config/theme';

/** Shown this long after a navigation starts, so a screen that opens at once does not flash the bar. */
const APPEAR_AFTER_MS = 200;

const PROGRESS_CSS = `
.navigation-progress { position: relative; height: 0; }
.navigation-progress > div {
  position: absolute; top: 0; left: 0; right: 0; height: 3px; overflow: hidden; opacity: 0;
  animation: navigation-progress-appear 0s linear ${APPEAR_AFTER_MS}ms forwards;
}
.navigation-progress > div::after {
  content: ''; position: absolute; top: 0; bottom: 0; width: 30%; background: ${COLORS.primary};
  animation: navigation-progress-slide 1.2s ease-in-out infinite;
}
@keyframes navigation-progress-appear { to { opacity: 1; } }
@keyframes navigation-progress-slide { from { left: -30%; } to { left: 100%; } }
@media (prefers-reduced-motion: reduce) {
  .navigation-progress > div::after { animation: none; left: 0; width: 100%; }
}`;

/**
 * A thin bar above the screen while a screen navigated to is still loading: the previous screen stays
 * shown meanwhile (a transition), and without it nothing said the click was taken.
 */
export function NavigationProgress() {
  const pending = useNavigationPending();
  const t = useT();
  if (!pending) return null;
  return (
    <div className="navigation-progress">
      <style>{PROGRESS_CSS}</style>
      <div role="progressbar" aria-label={t('app.navigationLoading')} aria-busy="true" />
    </div>
  );
}
