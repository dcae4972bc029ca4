import { useContext } from 'react';
import AppContext from 'antd/es/app/context';
import type { FeedbackApi } from './feedback-proxy';

/**
 * antd's App.useApp() without antd's App: `import { App } from 'antd'` brings App's message,
 * notification and modal hooks (rc-notification, rc-dialog) along with the static useApp, which the
 * app's own <App> (LazyFeedbackApp) loads only when first needed.
 */
export function useFeedback(): FeedbackApi {
  return useContext(AppContext);
}
