import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MESSAGE_RECORDS_PATH, NOTIFY_LIST_HEIGHT_PX, NOTIFY_POPOVER_WIDTH_PX } from '../../../src/config/shell';
import { connectNotifications, markAllNotificationsRead, useNotifyStore, type NotifyItem } from '../../../src/notify';
import { useT } from '../../../src/i18n';
import { notifyToast } from './notify-toast';
import { useOpenNotification } from './useOpenNotification';
import { useFeedback } from '../../../src/app/feedback/useFeedback';

// The panel (antd Typography with ellipsis, Empty) loads when the bell is first pointed at or opened, not with the shell.
const loadList = () => import('./NotificationList');
const NotificationList = lazy(() => loadList().then((m) => ({ default: m.NotificationList })));
const preloadList = () => void loadList();

/** The bell with the unread count; it keeps the socket open while the shell is shown. */
export const NotificationBell = memo(function NotificationBell() {
  const t = useT();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const unreadCount = useNotifyStore((s) => s.unreadCount);
  const status = useNotifyStore((s) => s.status);
  const [open, setOpen] = useState(false);
  const openItem = useOpenNotification();
  // The socket lives as long as the shell; a toast click uses the latest navigate function.
  const openItemRef = useRef(openItem);
  useEffect(() => {
    openItemRef.current = openItem;
  }, [openItem]);

  useEffect(() => {
    const toast = (item: NotifyItem) =>
      notification.info(notifyToast(item, t('navbar.newMessage'), (opened) => void openItemRef.current(opened), (key) => notification.destroy(key)));
    return connectNotifications(toast);
  }, [notification, t]);

  const onOpen = (item: NotifyItem) => {
    setOpen(false);
    void openItem(item);
  };
  const onReadAll = () => void markAllNotificationsRead();
  const onRecords = () => {
    setOpen(false);
    navigate(MESSAGE_RECORDS_PATH);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      styles={{ body: { width: NOTIFY_POPOVER_WIDTH_PX } }}
      title={t('navbar.notifications')}
      content={
        <Suspense fallback={<div aria-busy="true" style={{ height: NOTIFY_LIST_HEIGHT_PX }} />}>
          <NotificationList onOpen={onOpen} onReadAll={onReadAll} onRecords={onRecords} />
        </Suspense>
      }
    >
      <Badge count={unreadCount} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          data-testid="notify-bell"
          data-status={status}
          aria-label={`${t('navbar.notifications')} ${unreadCount}`}
          icon={<BellOutlined />}
          onPointerEnter={preloadList}
          onFocus={preloadList}
        />
      </Badge>
    </Popover>
  );
});
