import { Button, Empty, Typography } from 'antd';
import { requestTestNotification, useNotifyStore, type NotifyItem } from '../../../src/notify';
import { NOTIFY_LIST_HEIGHT_PX } from '../../../src/config/shell';
import { relativeTime } from '../../../src/format/relative-time';
import { useT } from '../../../src/i18n';

interface NotificationListProps {
  onOpen: (item: NotifyItem) => void;
  onReadAll: () => void;
  onRecords: () => void;
}

function MessageRow({ item, onOpen }: { item: NotifyItem; onOpen: (item: NotifyItem) => void }) {
  return (
    <li>
      <button
        type="button"
        data-testid="notify-item"
        onClick={() => onOpen(item)}
        style={{ display: 'block', width: '100%', textAlign: 'left', padding: '8px 4px', border: 0, borderBottom: '1px solid #f0f0f0', background: 'none', cursor: 'pointer' }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Typography.Text strong ellipsis>
            {item.title || item.message}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
            {relativeTime(item.at)}
          </Typography.Text>
        </div>
        {item.title && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0, fontSize: 12 }}>
            {item.message}
          </Typography.Paragraph>
        )}
      </button>
    </li>
  );
}

/** The bell's popover: the latest unread messages, 全部已读, 测试推送 (a message sent back over the open channel) and 消息记录. */
export function NotificationList({ onOpen, onReadAll, onRecords }: NotificationListProps) {
  const t = useT();
  const items = useNotifyStore((s) => s.items);
  const unreadCount = useNotifyStore((s) => s.unreadCount);
  const connected = useNotifyStore((s) => s.status === 'connected');
  return (
    <div data-testid="notify-panel">
      <div style={{ height: NOTIFY_LIST_HEIGHT_PX, overflowY: 'auto' }}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('navbar.noMessages')} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <MessageRow key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', paddingTop: 8 }}>
        <span style={{ display: 'flex', gap: 8 }}>
          <Button size="small" onClick={onReadAll} disabled={unreadCount === 0}>
            {t('navbar.markAllRead')}
          </Button>
          <Button size="small" onClick={() => requestTestNotification()} disabled={!connected} title={t('navbar.testPushHint')}>
            {t('navbar.testPush')}
          </Button>
        </span>
        <Button size="small" type="link" onClick={onRecords}>
          {t('navbar.messageRecords')}
        </Button>
      </div>
    </div>
  );
}
