import { useMemo } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { CONFIG_ITEM_LIST_API } from '../../src/config/constants';
import { SETTLE_CATEGORY, TRANSPORTER_API, TRANSPORTER_SUB_TYPE } from '../../src/config/picker-api';
import { CONFIG_CATEGORY, CREATE_DIALOG_WIDTH } from '../../src/config/pickers';
import { versionOf, withVersion } from '../../src/data/record-version';
import { registerMessages, useT } from '../../src/i18n';
import { generic } from '../../src/i18n/messages/generic';
import { pickers } from '../../src/i18n/messages/pickers';
import {
  checkDriverInput, driverIdOf, driverInputOf, driverPayload, driverServiceTypesOf, driverSettleTypeOf, withSavedItems,
  type DriverInput, type PickerOption,
} from '../../src/pickers';
import { ServiceAreaField } from './ServiceAreaField';
import { createdOutcome, useCreateDialog, type FieldFinding, type SaveOutcome } from './useCreateDialog';
import { usePickerCalls } from './usePickerCalls';
import { useSettleTypes } from './useSettleTypes';

registerMessages(pickers);
registerMessages(generic);

const NO_DISTRICTS = { list: [] };

export interface DriverDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a driver was added, with it as a picker option (the picker uses it at once). */
  onCreated?: (option: PickerOption) => void;
  /** The saved driver to edit (its id, version and driver model); none to add a driver. */
  record?: Readonly<Record<string, unknown>>;
  /**
   * The data provider of the save: a management screen's own, which shows a refused save and keeps the
   * dialog open to correct it. Without one the save is the picker's quiet call: a failure is only logged.
   */
  saveProvider?: string;
  /** After a save, the driver added or changed. */
  onSaved?: () => void;
}

/**
 * The driver dialog (widgets spec §3 "Driver", §5 "Driver dialog", §8): name, phone, dispatchable
 * services, settle type (the SETTLE_T_ZX user config), service area and memo. Adding (新增司机), a new
 * driver's phone must not be taken (相同手机号的司机已存在) and the notice is 新增司机信息成功. Editing
 * (编辑司机), it shows the saved driver and posts the same model with the driver's id and the version it
 * was based on, without the phone check. The picker's dialog closes and resets whether the call
 * succeeded or failed.
 */
export function DriverDialog({ open, onClose, onCreated, record, saveProvider, onSaved }: DriverDialogProps) {
  const t = useT();
  const [form] = Form.useForm<DriverInput>();
  const quiet = usePickerCalls();
  const saveCalls = usePickerCalls(saveProvider);
  const editedId = driverIdOf(record);
  const loadedServiceTypes = useSettleTypes(CONFIG_CATEGORY.driverServiceType, open, CONFIG_ITEM_LIST_API);
  const loadedSettleTypes = useSettleTypes(SETTLE_CATEGORY.carrier, open);
  // A saved driver's services and settle type keep their names even where the lists no longer offer them.
  const serviceTypes = useMemo(() => withSavedItems(loadedServiceTypes, driverServiceTypesOf(record)), [loadedServiceTypes, record]);
  const settleTypes = useMemo(() => {
    const saved = driverSettleTypeOf(record);
    return withSavedItems(loadedSettleTypes, saved ? [saved] : []);
  }, [loadedSettleTypes, record]);
  const initialValues = useMemo(() => (record && editedId !== undefined ? driverInputOf(record) : undefined), [record, editedId]);

  /** Only a new driver's phone is checked: an edited driver keeps its own. */
  const serverCheck = async (input: DriverInput): Promise<FieldFinding<'phone'>[]> => {
    if (editedId !== undefined) return [];
    const taken = await quiet.get(TRANSPORTER_API.verify, { sub_type: TRANSPORTER_SUB_TYPE.driver, phone: input.phone?.trim() ?? '' });
    return taken?.is_bind === true ? [{ name: 'phone', errors: [t('pickers.driver.phoneExists')] }] : [];
  };

  const save = async (input: DriverInput): Promise<SaveOutcome | undefined> => {
    const model = driverPayload(input, serviceTypes, settleTypes, input.districts ?? NO_DISTRICTS);
    const body = editedId === undefined ? model : withVersion({ ...model, id: editedId }, versionOf(record));
    const data = await saveCalls.post(TRANSPORTER_API.add, body);
    if (editedId !== undefined) return { successKey: 'generic.saveSuccess' };
    return createdOutcome(data?.resource_id, model, data, 'pickers.driver.added');
  };

  const { modalProps } = useCreateDialog({
    form,
    onClose,
    checkedFields: ['name', 'phone', 'service_type_codes', 'memo'],
    check: checkDriverInput,
    serverCheck,
    save,
    onCreated,
    onSaved,
    // A management screen's provider has shown why; the dialog stays to correct it.
    keepOpenOnFailure: saveProvider !== undefined,
    failureLog: { save: editedId === undefined ? 'driver add failed' : 'driver edit failed', checks: 'driver phone check failed' },
  });

  return (
    <Modal
      open={open}
      title={t(editedId === undefined ? 'pickers.driver.title' : 'pickers.driver.editTitle')}
      width={CREATE_DIALOG_WIDTH}
      {...modalProps}
    >
      <Form form={form} layout="vertical" name={editedId === undefined ? 'create-driver' : 'edit-driver'} initialValues={initialValues}>
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
