/** The default Notifier on antd: messages and two dialogs (maintenance, session expired). */
import type { ModalFuncProps } from 'antd';
import { MSG } from '../config/messages';
import type { Notifier } from './notifier';

/** The part of antd's feedback API the notifier uses: the static one, or App.useApp()'s. */
export interface AntdFeedbackApi {
  message: {
    warning(content: string): unknown;
    error(content: string, durationSeconds?: number): unknown;
  };
  modal: { warning(props: ModalFuncProps): unknown };
}

/** The session is over: the dialog must not close by any means but its button. */
const NON_CLOSABLE: Pick<ModalFuncProps, 'closable' | 'maskClosable' | 'keyboard' | 'okCancel'> = {
  closable: false,
  maskClosable: false,
  keyboard: false,
  okCancel: false,
};

/** `api`: App.useApp()'s, or antd's static one (antd-static-notifier.ts, kept apart so the app's bridge loads no Modal). */
export function createAntdNotifier(api: AntdFeedbackApi): Notifier {
  let maintenanceOpen = false;
  let sessionExpiredOpen = false;

  return {
    warning(text) {
      api.message.warning(text);
    },
    error(text, seconds) {
      api.message.error(text, seconds);
    },
    maintenance(html) {
      // Many requests fail together during maintenance; one dialog is enough.
      if (maintenanceOpen) return;
      maintenanceOpen = true;
      // DOMPurify loads with the first notice, not with every page.
      void import('./sanitize-html').then(({ sanitizeHtml }) => {
        const safeHtml = sanitizeHtml(html);
        api.modal.warning({
          title: MSG.maintenanceTitle,
          content: safeHtml ? <div dangerouslySetInnerHTML={{ __html: safeHtml }} /> : MSG.maintenanceFallback,
          afterClose: () => {
            maintenanceOpen = false;
          },
        });
      });
    },
    sessionExpired(onConfirm) {
      if (sessionExpiredOpen) return;
      sessionExpiredOpen = true;
      api.modal.warning({
        ...NON_CLOSABLE,
        title: MSG.sessionExpiredTitle,
        content: MSG.sessionExpiredContent,
        onOk: () => {
          onConfirm();
          // A pending promise keeps the dialog (with a busy button) until the page navigates away.
          return new Promise<void>(() => undefined);
        },
      });
    },
  };
}
