import { useState } from 'react';
import { Alert, Form, Modal, Typography } from 'antd';
import type { FormField } from '../../../src/screen-model/types';
import type { WorkflowTransition } from '../../../src/workflow/types';
import { useT } from '../../../src/i18n';
import { FieldItem } from '../form/FieldItem';
import { useOrderNoLookup } from '../form/useOrderNoLookup';
import { useProductCodeLookup } from '../form/useProductCodeLookup';
import type { FormValues } from '../form/values';
import { hiddenFormKeys } from '../../../src/screen-model/field-writes';
import { useFormName } from '../useFormName';

export interface TransitionDialogProps {
  transition: WorkflowTransition;
  /** Which record or records it runs on, under the confirmation (e.g. 订单号 250101234561, 已选 3 条). */
  subject?: string;
  /** Runs the transition with what was asked; resolves to the refusal's msg, or undefined when it went through. */
  onSubmit: (values: FormValues) => Promise<string | undefined>;
  onClose: () => void;
}

/** The values a transition sends: no transient input, no address code path. */
function sentValues(fields: readonly FormField[], values: FormValues): FormValues {
  const skipped = new Set(fields.filter((field) => field.transient || field.widget === 'address').map((field) => field.key));
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !skipped.has(key) && value !== undefined));
}

function initialValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.key, field.defaultValue]])));
}

/**
 * A transition's dialog: its confirmation at the top, then its fields with their widgets and rules (as a
 * call dialog's). 确定 checks the fields and runs it; a refusal shows the server's msg above the buttons
 * and keeps what was typed.
 */
export function TransitionDialog({ transition, subject, onSubmit, onClose }: TransitionDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const formName = useFormName('transition-dialog');
  const findWaybill = useOrderNoLookup();
  const findProduct = useProductCodeLookup();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const fields = transition.fields ?? [];

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      // The fields show what is missing.
      return;
    }
    setPending(true);
    setRefusal(undefined);
    try {
      const msg = await onSubmit(sentValues(fields, form.getFieldsValue(true) as FormValues));
      if (msg === undefined) onClose();
      else setRefusal(msg);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={transition.label}
      okText={t('generic.confirm')}
      cancelText={t('generic.cancel')}
      okButtonProps={{ danger: transition.danger }}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {transition.confirm && <Typography.Paragraph>{transition.confirm}</Typography.Paragraph>}
      {subject && <Typography.Paragraph type="secondary">{subject}</Typography.Paragraph>}
      <Form<FormValues> form={form} layout="vertical" name={formName} initialValues={initialValues(fields)}>
        {fields.map((field) => (
          <FieldItem key={field.key} field={field} disabled={false} services={{ findWaybill, findProduct }} />
        ))}
        {hiddenFormKeys(fields).map((key) => (
          <Form.Item key={key} name={key} hidden noStyle>
            <input type="hidden" />
          </Form.Item>
        ))}
      </Form>
      {refusal && <Alert type="error" showIcon message={refusal} />}
    </Modal>
  );
}
