/**
 * Saving and the other actions: validates, then POST /order/ticket/ (a new ticket) or
 * PUT /order/ticket/{id} with {action, payload, fee_lines}. A failure shows the response msg, else
 * 未知错误 or 提交发生异常, and returns false; the screen's state — form and fees — stays as it was.
 */
import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { FEE_ROW_UPDATE_DEBOUNCE_MS } from '../../src/config/fees';
import { CONFIRMED_ACTIONS, TICKET_DETAIL_PATH } from '../../src/config/tickets';
import { validateFeeTable, type FeeLine } from '../../src/fees';
import { useT } from '../../src/i18n';
import { createBody, isUnsaved, saveFailureMessage, updateBody, type Ticket, type TicketAction, type TicketPayload, type TicketSchema } from '../../src/tickets';
import { useTicketApi } from './api-context';
import { versionOf, withVersion } from '../../src/data/record-version';

interface Inputs {
  ticket: Ticket;
  schema: TicketSchema;
  /** The latest form data and fee lines, read at the moment of the action. */
  formData: () => TicketPayload;
  feeLines: () => FeeLine[];
  /** rjsf's validation of the form; false shows the errors. */
  validateForm: () => boolean;
  /** The order's maximum for OUTLAY fee lines, if one is set. */
  orderMaxAmount?: number;
  /** Whether the user may see amounts: masked amounts of one who may not are not checked. */
  showAmounts: boolean;
  onSaved: () => void;
}

/** A row the user never filled in (the blank row a new table opens with) is not sent. */
function isBlankLine(line: FeeLine): boolean {
  return line.code === '' && line.settle_target_id === '' && line.amount === '';
}

const waitForFeeRows = () => new Promise<void>((resolve) => setTimeout(resolve, FEE_ROW_UPDATE_DEBOUNCE_MS));

export function useTicketSubmit({ ticket, schema, formData, feeLines, validateForm, orderMaxAmount, showAmounts, onSaved }: Inputs) {
  const t = useT();
  const api = useTicketApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<TicketAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showFeeErrors, setShowFeeErrors] = useState(false);
  const hasFees = schema.fee_configs.length > 0;

  const submit = async (action: TicketAction): Promise<boolean> => {
    setFailure(null);
    // Sending a ticket back or rejecting it must not wait for a complete form.
    if (!CONFIRMED_ACTIONS.includes(action) && !validateForm()) {
      message.error(t('tickets.formInvalid'));
      return false;
    }
    setBusy(action);
    try {
      // The fee table reports edits 100 ms after the last one: let the latest arrive.
      if (hasFees) await waitForFeeRows();
      const lines = feeLines().filter((line) => !isBlankLine(line));
      if (hasFees && lines.length > 0 && !validateFeeTable(lines, schema.fee_configs, { orderMaxAmount, amountsVisible: showAmounts }).valid) {
        setShowFeeErrors(true);
        message.error(t('tickets.formInvalid'));
        return false;
      }
      // {action}成功 reads well for most actions (保存成功, 受理成功); 完成 has its own words (工单已完成).
      const ownDone = `tickets.actionDone.${action}`;
      const done = t(ownDone) !== ownDone ? t(ownDone) : t('tickets.actionDone', { action: t(`tickets.action.${action}`) });
      if (isUnsaved(ticket)) {
        const id = await api.createTicket(createBody(ticket, formData(), lines));
        message.success(done);
        void navigate(TICKET_DETAIL_PATH.replace(':id', String(id)));
      } else {
        // Based on the version this screen loaded: someone else's save in between gives 409 and its msg.
        await api.updateTicket(ticket.id, withVersion(updateBody(action, formData(), lines), versionOf(ticket)));
        message.success(done);
        onSaved();
      }
      return true;
    } catch (error) {
      const text = saveFailureMessage(error);
      setFailure(text);
      message.error(text);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { submit, busy, failure, showFeeErrors };
}
