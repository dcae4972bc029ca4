import { Form, Input, Modal, Select } from 'antd';
import { useT } from '../../src/i18n';
import {
  checkCreateInput, createdId, createPayload, type CreateInput, type CreateSpec, type PickerOption,
} from '../../src/pickers';
import { createdOutcome, useCreateDialog, type FieldFinding, type SaveOutcome } from './useCreateDialog';
import { usePickerCalls } from './usePickerCalls';
import { useSettleTypes } from './useSettleTypes';

export interface PartnerCreateDialogProps {
  spec: CreateSpec;
  kindName: string;
  /** Fields the kind adds to the body (e.g. the carrier's object_sub_type). */
  extra: Record<string, unknown>;
  open: boolean;
  onClose: () => void;
  onCreated: (option: PickerOption) => void;
}

/**
 * 'Create and use' for a partner (widgets spec §3, §5, §8): name, phone and settle type as the kind
 * asks, checked here and then by the server's isNameExist and phone checks; a created record is handed
 * to the picker and a success notice shown. The dialog closes and resets whether the call succeeded or
 * failed; a failed call is only logged.
 */
export function PartnerCreateDialog({ spec, kindName, extra, open, onClose, onCreated }: PartnerCreateDialogProps) {
  const t = useT();
  const [form] = Form.useForm<CreateInput>();
  const calls = usePickerCalls();
  const settleTypes = useSettleTypes(spec.settle?.category, open);

  /** The server's checks: the name is free (isNameExist) and the phone not bound (verify). */
  const serverCheck = async (input: CreateInput) => {
    const problems: FieldFinding<'name' | 'phone'>[] = [];
    if (spec.isNameExist) {
      const data = await calls.get(spec.isNameExist.url, { ...spec.isNameExist.query, ...nameExistQuery(extra), name: input.name?.trim() ?? '' });
      if (data?.is_exist === true) problems.push({ name: 'name', errors: [t('pickers.nameExists')] });
    }
    if (spec.verifyPhone && input.phone) {
      const data = await calls.get(spec.verifyPhone.url, { sub_type: spec.verifyPhone.subType, phone: input.phone.trim() });
      if (data?.is_bind === true) problems.push({ name: 'phone', errors: [t(spec.verifyPhone.messageKey)] });
    }
    return problems;
  };

  const save = async (input: CreateInput): Promise<SaveOutcome | undefined> => {
    const settle = settleTypes.find((item) => item.code === input.settle_type_code);
    const body = createPayload(spec, { ...input, settle_type_name: settle?.name ?? input.settle_type_name }, extra);
    const data = await calls.post(spec.url, body);
    return createdOutcome(createdId(spec, data), body, data, spec.successKey);
  };

  const { modalProps } = useCreateDialog({
    form,
    onClose,
    checkedFields: ['name', 'phone', 'settle_type_code'],
    check: (input) => checkCreateInput(spec, input),
    serverCheck,
    save,
    onCreated,
    // Partner-create failures are silent apart from the validation messages (§8).
    failureLog: { save: `create ${spec.url} failed`, checks: `checks of ${spec.url} failed` },
  });

  return (
    <Modal
      open={open}
      title={t('pickers.createTitle', { kind: kindName })}
      width={spec.width}
      {...modalProps}
      forceRender={false}
    >
      <Form form={form} layout="vertical" name={`create-${spec.url}`} initialValues={spec.settle ? { settle_type_code: spec.defaults.settle_type_code } : {}}>
        <Form.Item name="name" label={t('pickers.name')} required>
          <Input autoFocus placeholder={t(spec.nameRequiredKey)} />
        </Form.Item>
        {spec.phone !== 'none' && (
          <Form.Item name="phone" label={t('pickers.phone')} required={spec.phone === 'required'}>
            <Input inputMode="tel" />
          </Form.Item>
        )}
        {spec.settle && (
          <Form.Item name="settle_type_code" label={t('pickers.settleType')} required={spec.settle.required}>
            <Select allowClear options={settleTypes.map((item) => ({ value: item.code, label: item.name }))} />
          </Form.Item>
        )}
        {!spec.nameOnly && (
          <Form.Item name="memo" label={t('pickers.memo')}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The carrier's name check is within its sub type. */
function nameExistQuery(extra: Record<string, unknown>): Record<string, string> {
  return typeof extra.object_sub_type === 'string' ? { object_sub_type: extra.object_sub_type } : {};
}
