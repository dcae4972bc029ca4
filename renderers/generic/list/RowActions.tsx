import { Button, Popconfirm, Space } from 'antd';
import { ROW_ACTIONS_ATTRIBUTE } from './useRowActionsWidth';
import { useDelete, useInvalidate } from '@refinedev/core';
import { useNavigate } from 'react-router';
import type { CallAction, DeleteRowAction, DialogAction, ListScreen, RowAction } from '../../../src/screen-model/types';
import type { WorkflowAction } from '../../../src/workflow/screen-actions';
import { useT } from '../../../src/i18n';
import { dataProviderName, fillApi, fillRoute, getPath, rowId, type Row } from '../paths';
import { toText } from '../formatters';
import { CallButton } from '../actions/CallButton';
import { dialogLoadQuery, idPayload } from '../actions/call';
import { When } from '../actions/When';
import { QuickViewButton } from './QuickViewButton';
import { DialogButton } from '../actions/DialogButton';
import { PrintButton } from '../../print/PrintButton';
import { LazyRecordTransitions } from '../workflow/lazy';

interface RowActionsProps {
  descriptor: ListScreen;
  row: Row;
}

function DeleteButton({ action, descriptor, row }: RowActionsProps & { action: DeleteRowAction }) {
  const t = useT();
  const { mutate, mutation } = useDelete();
  const id = rowId(row, descriptor.rowKey);
  const name = descriptor.titleKey ? toText(getPath(row, descriptor.titleKey)) : '';
  const remove = () => {
    if (id === undefined) return;
    mutate({
      resource: descriptor.api.resource,
      id,
      dataProviderName: dataProviderName(descriptor.api),
      mutationMode: 'pessimistic',
      successNotification: () => ({ type: 'success', message: t('generic.deleteSuccess') }),
      // Server errors are already shown by the HTTP layer.
      errorNotification: false,
    });
  };
  return (
    <Popconfirm
      title={action.confirm}
      description={name || undefined}
      okText={t('generic.confirm')}
      cancelText={t('generic.cancel')}
      onConfirm={remove}
    >
      <Button type="link" size="small" danger loading={mutation.isPending} disabled={id === undefined}>
        {action.label}
      </Button>
    </Popconfirm>
  );
}

function NavigateButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}

/**
 * A `call` action of a row: `{id}` (the row key) and other placeholders come from the row, and `idKey`
 * sends the row key in the body; the list reloads after.
 */
function RowCallButton({ action, descriptor, row }: RowActionsProps & { action: CallAction }) {
  const invalidate = useInvalidate();
  const provider = dataProviderName(descriptor.api);
  const id = rowId(row, descriptor.rowKey);
  const url = id === undefined && action.idKey ? undefined : fillApi(action.api, row, { id });
  const reload = () => void invalidate({ resource: descriptor.api.resource, dataProviderName: provider, invalidates: ['list'] });
  return (
    <CallButton
      action={action}
      url={url}
      payload={idPayload(action, id)}
      loadQuery={dialogLoadQuery(action, row, { id })}
      dataProviderName={provider}
      variant="link"
      onDone={reload}
    />
  );
}

/** A `dialog` action of a row: the registered dialog edits the row; the list reloads after a save. */
function RowDialogButton({ action, descriptor, row }: RowActionsProps & { action: DialogAction }) {
  const invalidate = useInvalidate();
  const provider = dataProviderName(descriptor.api);
  const reload = () => void invalidate({ resource: descriptor.api.resource, dataProviderName: provider, invalidates: ['list'] });
  return <DialogButton action={action} record={row} dataProviderName={provider} variant="link" onSaved={reload} />;
}

/** The transitions of a workflow action that the row allows the account. */
function RowTransitions({ action, descriptor, row }: RowActionsProps & { action: WorkflowAction }) {
  return <LazyRecordTransitions action={action} record={row} screen={descriptor} dataProviderName={dataProviderName(descriptor.api)} variant="link" />;
}

function renderAction(action: RowAction, props: RowActionsProps) {
  if (action.action === 'transition' || action.action === 'transitions') return <RowTransitions action={action} {...props} />;
  if (action.action === 'delete') return <DeleteButton action={action} {...props} />;
  if (action.action === 'call') return <RowCallButton action={action} {...props} />;
  if (action.action === 'print') return <PrintButton action={action} records={[props.row]} variant="link" />;
  if (action.action === 'dialog') return <RowDialogButton action={action} {...props} />;
  const to = fillRoute(action.to, props.row, { id: rowId(props.row, props.descriptor.rowKey) });
  if (action.action === 'quickView') return <QuickViewButton action={action} to={to} />;
  return <NavigateButton to={to} label={action.label} />;
}

function actionKey(action: RowAction): string {
  if (action.action === 'transition') return `transition:${action.workflow}:${action.transition}`;
  if (action.action === 'transitions') return `transitions:${action.workflow}`;
  if (action.action === 'call') return `call:${action.api}:${action.label}`;
  if (action.action === 'print') return `print:${action.template}:${action.label}`;
  if (action.action === 'dialog') return `dialog:${action.dialog}:${action.label}`;
  return action.action === 'delete' ? 'delete' : action.action + action.to;
}

/**
 * The buttons of one row: show and edit open their routes, delete asks first, call calls the backend,
 * print prints the row, dialog opens a registered dialog on the row, workflow actions offer the transitions the row allows;
 * an action with `visibleWhen` shows only on rows matching its condition.
 */
export function RowActions(props: RowActionsProps) {
  return (
    <Space size={0} {...{ [ROW_ACTIONS_ATTRIBUTE]: '' }}>
      {(props.descriptor.rowActions ?? []).map((action) => (
        <When key={actionKey(action)} condition={'visibleWhen' in action ? action.visibleWhen : undefined} facts={props.row}>
          {renderAction(action, props)}
        </When>
      ))}
    </Space>
  );
}
