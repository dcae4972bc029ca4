/** One button per granted action, in the spec's order; reject and return_to_in_progress ask first. */
import { App, Button, Space } from 'antd';
import { CONFIRMED_ACTIONS } from '../../src/config/tickets';
import { useT } from '../../src/i18n';
import type { TicketAction } from '../../src/tickets';

interface Props {
  actions: readonly TicketAction[];
  busy: TicketAction | null;
  onAction: (action: TicketAction) => void;
}

export function ActionBar({ actions, busy, onAction }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  if (actions.length === 0) return null;
  const click = (action: TicketAction) => {
    if (!CONFIRMED_ACTIONS.includes(action)) return onAction(action);
    const label = t(`tickets.action.${action}`);
    void modal.confirm({
      title: t('tickets.confirmTitle', { action: label }),
      content: t('tickets.confirmContent', { action: label }),
      okText: t('tickets.ok'),
      cancelText: t('tickets.cancel'),
      onOk: () => onAction(action),
    });
  };
  return (
    <Space wrap data-testid="ticket-actions">
      {actions.map((action) => (
        <Button
          key={action}
          type={action === 'save' ? 'primary' : 'default'}
          danger={action === 'reject'}
          loading={busy === action}
          disabled={busy !== null && busy !== action}
          onClick={() => click(action)}
        >
          {t(`tickets.action.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
