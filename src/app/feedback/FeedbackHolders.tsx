import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { FeedbackApi } from './feedback-proxy';

/**
 * antd's message, notification and modal hooks with their holders (rc-notification, rc-dialog), as
 * antd's <App> mounts them; a lazy chunk that LazyFeedbackApp mounts on first use or when the
 * browser is idle. Hands the APIs over once the holders are mounted (calls before that are lost).
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: FeedbackApi) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
