import { Alert, Descriptions, Form, Modal, Skeleton, Typography } from 'antd';
import { useCustom, useCustomMutation } from '@refinedev/core';
import type { CallAction, CallDialog as CallDialogSpec } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { FieldItem } from '../form/FieldItem';
import { useOrderNoLookup } from '../form/useOrderNoLookup';
import { useProductCodeLookup } from '../form/useProductCodeLookup';
import type { FormValues } from '../form/values';
import { renderValue } from '../formatters';
import { getPath, type Row } from '../paths';
import { useFormName } from '../useFormName';
import { callMethod } from './call';
import { DialogDataContext } from './dialog-data';

export interface CallDialogProps {
  action: CallAction;
  dialog: CallDialogSpec;
  /** The call's API path with its placeholders filled. */
  url: string;
  /** Body fields besides the action's own and the dialog's inputs (the row's key under `idKey`). */
  payload?: Record<string, unknown>;
  /** `loadParams` with their placeholders filled; undefined while a placeholder has no value. */
  loadQuery: Record<string, string | number | boolean> | undefined;
  dataProviderName: 'default' | 'table';
  onClose: () => void;
  /** Runs after a successful call (the dialog closes first). */
  onDone: () => void;
}

/**
 * A call action's dialog: GETs `load` when it opens and shows the `show` fields of its data, asks the
 * `fields` (selects may offer the loaded data's lists), and on 确定 calls the API with the fixed body,
 * the payload and the inputs. A failed call keeps the dialog and its input; the HTTP layer tells why.
 */
export function CallDialog({ action, dialog, url, payload, loadQuery, dataProviderName, onClose, onDone }: CallDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const formName = useFormName('call-dialog');
  const findWaybill = useOrderNoLookup();
  const findProduct = useProductCodeLookup();
  const loads = dialog.load !== undefined;
  // Without parameters of its own the load needs nothing from the row (a bulk action's dialog).
  const query = loadQuery ?? (dialog.loadParams ? undefined : {});
  const { query: loaded, result } = useCustom({
    url: dialog.load ?? '',
    method: 'get',
    config: query ? { query } : undefined,
    dataProviderName,
    // Each opening shows what the server says now (a renewal changes the next one's offer).
    queryOptions: { enabled: loads && query !== undefined, staleTime: 0, gcTime: 0 },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const data: unknown = result.data;
  const loading = loads && (query === undefined || loaded.isLoading);
  const failed = loads && loaded.isError;
  const { mutate, mutation } = useCustomMutation();

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      // The fields show what is missing.
      return;
    }
    mutate(
      {
        url,
        method: callMethod(action.method),
        values: { ...action.body, ...payload, ...values },
        dataProviderName,
        successNotification: () => ({ type: 'success', message: action.success ?? t('generic.callSuccess') }),
        // Server errors are already shown by the HTTP layer.
        errorNotification: false,
      },
      {
        onSuccess: () => {
          onClose();
          onDone();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={dialog.title ?? action.label}
      okText={t('generic.confirm')}
      cancelText={t('generic.cancel')}
      okButtonProps={{ disabled: loading || failed, danger: action.danger }}
      confirmLoading={mutation.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {action.confirm && <Typography.Paragraph>{action.confirm}</Typography.Paragraph>}
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : failed ? (
        <Alert type="error" showIcon message={t('generic.loadFailed')} />
      ) : (
        <DialogDataContext.Provider value={data}>
          {dialog.show && dialog.show.length > 0 && data !== undefined && (
            <Descriptions
              bordered
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              items={dialog.show.map((field) => ({
                key: field.key,
                label: field.label,
                children: renderValue(getPath(data, field.key), field.format, { record: data as Row }),
              }))}
            />
          )}
          <Form<FormValues> form={form} layout="vertical" name={formName}>
            {dialog.fields.map((field) => (
              <FieldItem key={field.key} field={field} disabled={false} services={{ findWaybill, findProduct }} />
            ))}
          </Form>
        </DialogDataContext.Provider>
      )}
    </Modal>
  );
}
