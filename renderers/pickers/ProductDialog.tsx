import { Cascader, Form, Input, InputNumber, Modal } from 'antd';
import { PRODUCT_API } from '../../src/config/picker-api';
import { CREATE_DIALOG_WIDTH, PRODUCT_DEFAULTS } from '../../src/config/pickers';
import { useT } from '../../src/i18n';
import { categoryPath, checkProductInput, productPayload, type ProductInput, type PickerOption } from '../../src/pickers';
import { createdOutcome, useCreateDialog, type SaveOutcome } from './useCreateDialog';
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
  const calls = usePickerCalls();
  const { categories, loading } = useProductCategories(open);

  const save = async (input: ProductInput): Promise<SaveOutcome | undefined> => {
    const body = productPayload(input, categoryPath(categories, input.category ?? []));
    const data = await calls.post(PRODUCT_API.add, body);
    return createdOutcome(data?.id, body, data, 'pickers.product.added');
  };

  const { modalProps } = useCreateDialog({
    form,
    onClose,
    checkedFields: ['category', 'name'],
    check: checkProductInput,
    save,
    onCreated,
    failureLog: { save: 'product add failed' },
  });

  return (
    <Modal
      open={open}
      title={t('pickers.createTitle', { kind: t('pickers.product.kind') })}
      width={CREATE_DIALOG_WIDTH}
      {...modalProps}
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
