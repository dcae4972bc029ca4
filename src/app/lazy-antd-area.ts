import { preloadableLazy } from './preloadable-lazy';

// The login page loads no antd, Refine or shell: everything else comes with AntdArea.
export const AntdArea = preloadableLazy(() => import('./AntdArea'));
