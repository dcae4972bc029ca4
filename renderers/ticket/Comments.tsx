/** The ticket's comments: the list and a box to add one (GET/POST /order/ticket/{id}/comments). */
import { useState } from 'react';
import { Button, Empty, Input, List, Space, Typography } from 'antd';
import { useT } from '../../src/i18n';
import type { TicketComment } from '../../src/tickets';
import { useTicketApi } from './api-context';

interface Props {
  ticketId: number;
  comments: readonly TicketComment[];
  onChange: (comments: TicketComment[]) => void;
}

export function Comments({ ticketId, comments, onChange }: Props) {
  const t = useT();
  const api = useTicketApi();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const add = async () => {
    const content = text.trim();
    if (!content) return;
    setSending(true);
    try {
      await api.addComment(ticketId, content);
      setText('');
      onChange(await api.getComments(ticketId));
    } catch {
      // The client has shown the failure; the text stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tickets.noComments')} />
      ) : (
        <List
          size="small"
          dataSource={[...comments]}
          renderItem={(comment) => (
            <List.Item key={comment.id}>
              <List.Item.Meta
                title={<Space><span>{comment.user_name}</span><Typography.Text type="secondary">{comment.created_at}</Typography.Text></Space>}
                description={comment.content}
              />
            </List.Item>
          )}
        />
      )}
      <Input.TextArea aria-label={t('tickets.commentPlaceholder')} placeholder={t('tickets.commentPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 2 }} />
      <Button onClick={() => void add()} loading={sending} disabled={text.trim() === ''}>{t('tickets.addComment')}</Button>
    </Space>
  );
}
