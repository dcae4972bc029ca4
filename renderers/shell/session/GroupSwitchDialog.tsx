import { useEffect, useMemo, useState } from 'react';
import { App, Form, Modal, TreeSelect } from 'antd';
import { useInvalidateAuthStore } from '@refinedev/core';
import { useBrandStore } from '../../../src/app/brand-store';
import { MSG } from '../../../src/config/messages';
import { SESSION_DIALOG_WIDTH, TREE_SELECT_POPUP_WIDTH } from '../../../src/config/watchers';
import { useT } from '../../../src/i18n';
import { GroupSwitchError, type GroupChoices, type GroupOption } from '../../../src/session/group-switch';
import { sessionServices } from '../../../src/session/session-services';
import './messages';

interface TreeNode {
  value: number | string;
  title: string;
  selectable: boolean;
  children: TreeNode[];
}

const toTreeData = (options: readonly GroupOption[]): TreeNode[] =>
  options.map((option) => ({ value: option.id, title: option.name, selectable: option.selectable, children: toTreeData(option.children) }));

function findOption(options: readonly GroupOption[], id: number | string): GroupOption | undefined {
  for (const option of options) {
    if (String(option.id) === String(id)) return option;
    const found = findOption(option.children, id);
    if (found) return found;
  }
  return undefined;
}

interface FormValues {
  group?: number | string;
}

/** The 事业部 chooser: the user's groups in the group tree, the current one preselected. */
export function GroupSwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const appCode = useBrandStore((s) => s.brand.appCode);
  const invalidateIdentity = useInvalidateAuthStore();
  const [choices, setChoices] = useState<GroupChoices | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setChoices(undefined);
    form.resetFields();
    sessionServices.loadGroupChoices().then(
      (loaded) => {
        if (!live) return;
        setChoices(loaded);
        form.setFieldsValue({ group: loaded.currentId });
      },
      // The HTTP layer has told the user; the chooser stays empty.
      () => live && setChoices({ options: [], currentId: undefined, homeGroupId: undefined }),
    );
    return () => {
      live = false;
    };
  }, [open, form]);

  const treeData = useMemo(() => toTreeData(choices?.options ?? []), [choices]);

  const submit = async ({ group }: FormValues) => {
    const option = group === undefined || !choices ? undefined : findOption(choices.options, group);
    if (!option || !option.selectable) {
      form.setFields([{ name: 'group', errors: [MSG.groupRequired] }]);
      return;
    }
    setSaving(true);
    try {
      await sessionServices.switchGroup({ id: option.id, name: option.name }, choices?.homeGroupId, appCode);
      message.success(MSG.groupSwitched);
      await invalidateIdentity();
      onClose();
    } catch (error) {
      // Server errors were already shown by the HTTP layer.
      if (error instanceof GroupSwitchError) message.warning(MSG.serverBusy);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('session.groupDialogTitle')}
      width={SESSION_DIALOG_WIDTH}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      // Rendered while closed too, so the form instance is always connected.
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="group-switch-form">
        <Form.Item name="group" label={t('session.groupLabel')} rules={[{ required: true, message: MSG.groupRequired }]}>
          <TreeSelect
            treeData={treeData}
            loading={!choices}
            showSearch
            treeNodeFilterProp="title"
            allowClear
            treeDefaultExpandAll
            popupMatchSelectWidth={TREE_SELECT_POPUP_WIDTH}
            placeholder={t('session.groupPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
