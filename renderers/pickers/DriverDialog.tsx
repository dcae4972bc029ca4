import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useNotification } from '@refinedev/core';
import { CONFIG_ITEM_LIST_API } from '../../src/config/constants';
import { SETTLE_CATEGORY, TRANSPORTER_API, TRANSPORTER_SUB_TYPE } from '../../src/config/picker-api';
import { CONFIG_CATEGORY, CREATE_DIALOG_WIDTH } from '../../src/config/pickers';
import { useT } from '../../src/i18n';
import { checkDriverInput, driverPayload, type DriverInput, type PickerOption } from '../../src/pickers';
import { ServiceAreaField } from './ServiceAreaField';
import { showProblems } from './show-problems';
import { usePickerCalls } from './usePickerCalls';
import { useSettleTypes } from './useSettleTypes';

const NO_DISTRICTS = { list: [] };

export interface DriverDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (option: PickerOption) => void;
}

/**
 * The add-driver dialog (widgets spec §3 "Driver", §5 "Driver dialog", §8): name, phone, dispatchable
 * services, settle type, service area and memo; a new driver's phone must not be taken (相同手机号的司机已存在),
 * and the success notice is 新增司机信息成功. It closes and resets whether the call succeeded or failed.
 */
export function DriverDialog({ open, onClose, onCreated }: DriverDialogProps) {
  const t = useT();
  const [form] = Form.useForm<DriverInput>();
  const [saving, setSaving] = useState(false);
  const calls = usePickerCalls();
  const { open: notify } = useNotification();
  const serviceTypes = useSettleTypes(CONFIG_CATEGORY.driverServiceType, open, CONFIG_ITEM_LIST_API);
  const settleTypes = useSettleTypes(SETTLE_CATEGORY.carrier, open);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const input = form.getFieldsValue();
    const problems = checkDriverInput(input);
    showProblems(form, ['name', 'phone', 'service_type_codes', 'memo'] as const, problems, t);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const taken = await calls.get(TRANSPORTER_API.verify, { sub_type: TRANSPORTER_SUB_TYPE.driver, phone: input.phone?.trim() ?? '' });
      if (taken?.is_bind === true) {
        form.setFields([{ name: 'phone', errors: [t('pickers.driver.phoneExists')] }]);
        return;
      }
      const body = driverPayload(input, serviceTypes, settleTypes, input.districts ?? NO_DISTRICTS);
      try {
        const data = await calls.post(TRANSPORTER_API.add, body);
        const id = data?.resource_id;
        if (typeof id === 'number' || typeof id === 'string') {
          onCreated({ value: id, label: String(body.name), disabled: false, record: { ...body, ...data } });
          notify?.({ type: 'success', message: t('pickers.successTitle'), description: t('pickers.driver.added') });
        }
      } catch (error) {
        console.warn('driver add failed', error);
      }
      close();
    } catch (error) {
      console.warn('driver phone check failed', error);
      close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('pickers.driver.title')}
      width={CREATE_DIALOG_WIDTH}
      okText={t('pickers.ok')}
      cancelText={t('pickers.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="create-driver">
        <Form.Item name="name" label={t('pickers.driver.name')} required>
          <Input autoFocus placeholder={t('pickers.driver.nameRequired')} />
        </Form.Item>
        <Form.Item name="phone" label={t('pickers.driver.phone')} required>
          <Input inputMode="tel" placeholder={t('pickers.driver.phoneRequired')} />
        </Form.Item>
        <Form.Item name="service_type_codes" label={t('pickers.driver.serviceType')} required>
          <Select mode="multiple" allowClear options={serviceTypes.map((item) => ({ value: item.code, label: item.name }))} />
        </Form.Item>
        <Form.Item name="settle_type_code" label={t('pickers.settleType')}>
          <Select allowClear options={settleTypes.map((item) => ({ value: item.code, label: item.name }))} />
        </Form.Item>
        {/* The modal draws its body once opened: the address tree loads with the dialog, from the cache. */}
        <Form.Item name="districts" label={t('pickers.driver.districts')}>
          <ServiceAreaField />
        </Form.Item>
        <Form.Item name="memo" label={t('pickers.memo')}>
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
