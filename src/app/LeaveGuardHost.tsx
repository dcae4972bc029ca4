import { useEffect } from 'react';
import { MSG } from '../config/messages';
import { leaveGuard } from './leave-guard';
import { useFeedback } from './feedback/useFeedback';

/**
 * Installs the question the leave guard asks (温馨提示 / 您输入的内容尚未保存，确定离开此页面吗?) as an
 * antd confirm in the app's theme and language, and asks the browser's own question when the page is
 * unloaded (reload, closing the window, typing another address) while any tab holds unsaved input.
 */
export function LeaveGuardHost() {
  const { modal } = useFeedback();
  useEffect(
    () =>
      leaveGuard.setPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            modal.confirm({
              title: MSG.leaveUnsavedTitle,
              content: MSG.leaveUnsaved,
              onOk: () => resolve(true),
              onCancel: () => resolve(false),
            });
          }),
      ),
    [modal],
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaveGuard.anyDirty()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = MSG.leaveUnsaved;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return null;
}
