import { List, Modal, Typography } from 'antd';
import type { BulkResult } from '../../../src/workflow/calls';
import { bulkSummary } from '../../../src/workflow/calls';
import type { WorkflowDescriptor, WorkflowTransition } from '../../../src/workflow/types';
import { useT } from '../../../src/i18n';

export interface BulkResultModalProps {
  workflow: WorkflowDescriptor;
  transition: WorkflowTransition;
  result: BulkResult;
  onClose: () => void;
}

/** What a bulk run did: the summary, and each refused record (its order number) with the server's msg. */
export function BulkResultModal({ workflow, transition, result, onClose }: BulkResultModalProps) {
  const t = useT();
  const refused = result.outcomes.filter((outcome) => !outcome.ok);
  return (
    <Modal
      open
      title={t('workflow.bulkResult', { action: transition.label })}
      onOk={onClose}
      onCancel={onClose}
      okText={t('generic.confirm')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph>{bulkSummary(transition, result)}</Typography.Paragraph>
      {refused.length > 0 && (
        <List
          size="small"
          bordered
          header={t('workflow.bulkRefused', { action: transition.label })}
          dataSource={refused}
          rowKey={(outcome) => String(outcome.id)}
          renderItem={(outcome) => (
            <List.Item>
              <Typography.Text strong>{`${workflow.subject} ${outcome.name}`}</Typography.Text>
              <Typography.Text type="danger">{outcome.msg}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
