/** A loaded ticket: header, form, fees, action bar and comments. Mounted afresh after each reload. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Card, ConfigProvider, Space, Spin } from 'antd';
import { AFTER_SALES_SUPERVISOR_CODE } from '../../src/config/constants';
import { TICKET_CREATE_STAGE } from '../../src/config/tickets';
import { useMenuStore } from '../../src/access/menu-store';
import { canSeeFeeAmounts, orderMaxAmountOf, type FeeLine } from '../../src/fees';
import { useT } from '../../src/i18n';
import { getUserId } from '../../src/session/token-store';
import { allowedSave, isUnsaved, subTypeField, userRole, type TicketComment, type TicketPayload } from '../../src/tickets';
import { FeeTable } from '../fee/FeeTable';
import { ScreenTitle } from '../generic/ScreenTitle';
import { ActionBar } from './ActionBar';
import { Comments } from './Comments';
import { TicketForm, type TicketFormHandle } from './TicketForm';
import { TicketHeader } from './TicketHeader';
import type { TicketData } from './useTicketData';
import { useOrderSummary } from './useOrderSummary';
import { useReceivableWriteOff } from './useReceivableWriteOff';
import { useTicketRules } from './useTicketRules';
import { useTicketSubmit } from './useTicketSubmit';

interface Props {
  data: TicketData;
  onReload: () => void;
  onComments: (comments: TicketComment[]) => void;
}

export function TicketWorkspace({ data, onReload, onComments }: Props) {
  const t = useT();
  const { ticket, schema, order, targets, comments } = data;
  const codes = useMenuStore((state) => state.codes);
  const role = userRole(ticket, getUserId(), codes.has(AFTER_SALES_SUPERVISOR_CODE));
  const editable = ticket.stage === TICKET_CREATE_STAGE || allowedSave(role, ticket.status);
  const summary = useOrderSummary(order);
  const hasFees = schema.fee_configs.length > 0;
  // Changing fees of an order whose receivable is written off needs finance: say so before the user edits.
  const writtenOff = useReceivableWriteOff(order, hasFees && editable);
  // OUTLAY lines may not exceed the order's amount (金额不能超过 {max}).
  const orderMaxAmount = orderMaxAmountOf(order?.amount);
  const showAmounts = canSeeFeeAmounts(codes);

  const [formData, setFormData] = useState<TicketPayload>(() => ({ ...ticket.payload }));
  const formDataRef = useRef(formData);
  formDataRef.current = formData;
  const feeLines = useRef<FeeLine[]>([...ticket.fee_lines]);
  const formRef = useRef<TicketFormHandle>(null);

  const { result, schedule } = useTicketRules(schema, ticket, role, order, formData);
  const change = useCallback(
    (next: TicketPayload) => {
      setFormData(next);
      schedule(next);
    },
    [schedule],
  );

  // The sub type picks itself while the user may edit: the only matching rule, or the expedite default.
  const subType = result?.subType;
  useEffect(() => {
    if (!editable || subType === undefined) return;
    change({ ...formDataRef.current, [subTypeField(schema)]: subType });
  }, [editable, subType, schema, change]);

  const { submit, busy, failure, showFeeErrors } = useTicketSubmit({
    ticket,
    schema,
    formData: () => formDataRef.current,
    feeLines: () => feeLines.current,
    validateForm: () => formRef.current?.validateForm() ?? true,
    orderMaxAmount,
    showAmounts,
    onSaved: onReload,
  });

  if (!result) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<ScreenTitle style={{ margin: 0 }}>{schema.name}</ScreenTitle>} size="small">
        <TicketHeader ticket={ticket} role={role} order={order} summary={summary} products={targets.PRODUCTS} />
      </Card>
      <Card title={t('tickets.form')} size="small">
        <TicketForm ref={formRef} schema={schema} formData={formData} hidden={result.hidden} readonly={!editable} onChange={change} />
      </Card>
      {hasFees && (
        <Card title={t('tickets.fees')} size="small">
          {writtenOff && (
            <Alert type="warning" showIcon message={t('tickets.writtenOff')} style={{ marginBottom: 12 }} data-testid="ticket-written-off" />
          )}
          <ConfigProvider componentDisabled={!editable}>
            <FeeTable
              value={ticket.fee_lines}
              onChange={(lines) => {
                feeLines.current = lines;
              }}
              configs={schema.fee_configs}
              targets={targets.list}
              statuses={[ticket.status, ticket.stage, order?.status]}
              stageRules={schema.fee_stage_rules}
              minItems={schema.fee_min_items}
              orderMaxAmount={orderMaxAmount}
              showAmounts={showAmounts}
              showAllErrors={showFeeErrors}
              offerTransferFee
            />
          </ConfigProvider>
        </Card>
      )}
      {failure && <Alert type="error" showIcon message={failure} data-testid="ticket-save-error" />}
      <ActionBar actions={result.actions} busy={busy} onAction={(action) => void submit(action)} />
      {!isUnsaved(ticket) && (
        <Card title={t('tickets.comments')} size="small">
          <Comments ticketId={ticket.id} comments={comments} onChange={onComments} />
        </Card>
      )}
    </Space>
  );
}
