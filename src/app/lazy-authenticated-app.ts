import { preloadableLazy } from './preloadable-lazy';

// Refine, the shell and the screen index load only where screens render.
export const AuthenticatedApp = preloadableLazy(() => import('./AuthenticatedApp'));
