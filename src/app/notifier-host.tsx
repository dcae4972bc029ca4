import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';

/**
 * An antd <App> of its own for the messages of a page that loads no antd (the login page): mounted
 * the first time the HTTP layer has something to say there. Resolves once its NotifierBridge has set
 * the app-wide notifier (the bridge's effect runs before the one of the child after it).
 */
export function mountNotifierHost(): Promise<void> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(
      <AppProviders>
        <Ready onReady={resolve} />
      </AppProviders>,
    );
  });
}

function Ready({ onReady }: { onReady: () => void }): null {
  useEffect(onReady, [onReady]);
  return null;
}
