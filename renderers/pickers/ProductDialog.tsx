import { useState } from 'react';
import { Cascader, Form, Input, InputNumber, Modal } from 'antd';
import { useNotification } from '@refinedev/core';
import { PRODUCT_API } from '../../src/config/picker-api';
import { CREATE_DIALOG_WIDTH, PRODUCT_DEFAULTS } from '../../src/config/pickers';
import { useT } from '../../src/i18n';
import { categoryPath, checkProductInput, productPayload, type ProductInput, type PickerOption } from '../../src/pickers';
import { showProblems } from './show-problems';
import { usePickerCalls } from './usePickerCalls';
import { useProductCategories } from './useProductCategories';

export interface ProductDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (option: PickerOption) => void;
}

/**
 * 'Create and use' for a product (widgets spec §3 "Product create", §5): product type from the category
 * cascader and a name are required, packages default to 1; success says 'product added'. It closes and
 * resets whether the call succeeded or failed.
 */
export function ProductDialog({ open, onClose, onCreated }: ProductDialogProps) {
  const t = useT();
  const [form] = Form.useForm<ProductInput>();
  const [saving, setSaving] = useState(false);
  const calls = usePickerCalls();
  const { open: notify } = useNotification();
  const { categories, loading } = useProductCategories(open);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const input = form.getFieldsValue();
    const problems = checkProductInput(input);
    showProblems(form, ['category', 'name'] as const, problems, t);
    if (problems.length > 0) return;
    setSaving(true);
    const body = productPayload(input, categoryPath(categories, input.category ?? []));
    try {
      const data = await calls.post(PRODUCT_API.add, body);
      const id = data?.id;
      if (typeof id === 'number' || typeof id === 'string') {
        onCreated({ value: id, label: String(body.name), disabled: false, record: { ...body, ...data } });
        notify?.({ type: 'success', message: t('pickers.successTitle'), description: t('pickers.product.added') });
      }
    } catch (error) {
      console.warn('product add failed', error);
    } finally {
      setSaving(false);
      close();
    }
  };

  return (
    <Modal
      open={open}
      title={t('pickers.createTitle', { kind: t('pickers.product.kind') })}
      width={CREATE_DIALOG_WIDTH}
      okText={t('pickers.ok')}
      cancelText={t('pickers.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="create-product" initialValues={{ package: PRODUCT_DEFAULTS.package }}>
        <Form.Item name="category" label={t('pickers.productType')} required>
          <Cascader options={categories} loading={loading} changeOnSelect={false} showSearch />
        </Form.Item>
        <Form.Item name="name" label={t('pickers.name')} required>
          <Input placeholder={t('pickers.productNameRequired')} />
        </Form.Item>
        <Form.Item name="package" label={t('pickers.package')}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
