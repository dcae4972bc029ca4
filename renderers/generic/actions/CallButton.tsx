import { lazy, Suspense, useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import type { CallAction } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { callMethod } from './call';

// The dialog draws form fields (pickers, uploads, addresses…): it loads when a dialog is first opened, so
// lists and details without one do not carry the form widgets.
const CallDialog = lazy(() => import('./CallDialog').then((module) => ({ default: module.CallDialog })));

export interface CallButtonProps {
  action: CallAction;
  /** The API path with its placeholders filled; undefined keeps the button disabled. */
  url: string | undefined;
  /** Body fields added to the action's own (e.g. the selected ids of a bulk action, the row key under `idKey`). */
  payload?: Record<string, unknown>;
  /** The dialog's `loadParams` with their placeholders filled (actions with a `dialog`). */
  loadQuery?: Record<string, string | number | boolean>;
  dataProviderName: 'default' | 'table';
  disabled?: boolean;
  /** Row buttons are small links; toolbar and detail buttons regular buttons. */
  variant: 'link' | 'button';
  /** Runs after a successful call (refetch, clear a selection). */
  onDone: () => void;
}

/**
 * A `call` action: asks its confirmation (or opens its dialog), calls the API through Refine, then tells
 * success and reloads.
 */
export function CallButton({ action, url, payload, loadQuery, dataProviderName, disabled, variant, onDone }: CallButtonProps) {
  const t = useT();
  const { mutate, mutation } = useCustomMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const call = () => {
    if (url === undefined) return;
    mutate(
      {
        url,
        method: callMethod(action.method),
        values: { ...action.body, ...payload },
        dataProviderName,
        successNotification: () => ({ type: 'success', message: action.success ?? t('generic.callSuccess') }),
        // Server errors are already shown by the HTTP layer.
        errorNotification: false,
      },
      { onSuccess: onDone },
    );
  };
  const off = disabled || url === undefined;
  const button = (
    <Button
      type={variant === 'link' ? 'link' : 'default'}
      size={variant === 'link' ? 'small' : undefined}
      danger={action.danger}
      loading={mutation.isPending}
      disabled={off}
      onClick={action.dialog ? () => setDialogOpen(true) : action.confirm ? undefined : call}
    >
      {action.label}
    </Button>
  );
  if (action.dialog) {
    return (
      <>
        {button}
        {dialogOpen && url !== undefined && (
          <Suspense fallback={null}>
            <CallDialog
              action={action}
              dialog={action.dialog}
              url={url}
              payload={payload}
              loadQuery={loadQuery}
              dataProviderName={dataProviderName}
              onClose={() => setDialogOpen(false)}
              onDone={onDone}
            />
          </Suspense>
        )}
      </>
    );
  }
  if (!action.confirm) return button;
  return (
    <Popconfirm title={action.confirm} okText={t('generic.confirm')} cancelText={t('generic.cancel')} onConfirm={call} disabled={off}>
      {button}
    </Popconfirm>
  );
}
