import { Button, Popconfirm } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import type { CallAction } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { callMethod } from './call';

export interface CallButtonProps {
  action: CallAction;
  /** The API path with its placeholders filled; undefined keeps the button disabled. */
  url: string | undefined;
  /** Body fields added to the action's own (e.g. the selected ids of a bulk action). */
  payload?: Record<string, unknown>;
  dataProviderName: 'default' | 'table';
  disabled?: boolean;
  /** Row buttons are small links; toolbar and detail buttons regular buttons. */
  variant: 'link' | 'button';
  /** Runs after a successful call (refetch, clear a selection). */
  onDone: () => void;
}

/** A `call` action: asks its confirmation, calls the API through Refine, then tells success and reloads. */
export function CallButton({ action, url, payload, dataProviderName, disabled, variant, onDone }: CallButtonProps) {
  const t = useT();
  const { mutate, mutation } = useCustomMutation();
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
  const button = (
    <Button
      type={variant === 'link' ? 'link' : 'default'}
      size={variant === 'link' ? 'small' : undefined}
      danger={action.danger}
      loading={mutation.isPending}
      disabled={disabled || url === undefined}
      onClick={action.confirm ? undefined : call}
    >
      {action.label}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm title={action.confirm} okText={t('generic.confirm')} cancelText={t('generic.cancel')} onConfirm={call} disabled={disabled || url === undefined}>
      {button}
    </Popconfirm>
  );
}
