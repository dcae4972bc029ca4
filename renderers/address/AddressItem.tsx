import { useEffect, useMemo, useRef } from 'react';
import { App, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useDataProvider } from '@refinedev/core';
import {
  addressDepth, addressOutputKeys, addressValues, bannedAreaBody, bannedAreaKey, checkBannedArea, savedCodePath, type AddressNode,
} from '../../src/address';
import { BANNED_AREA_CHECK_API } from '../../src/config/address';
import { QUIET_PROVIDER } from '../../src/data/providers';
import { registerMessages, useT } from '../../src/i18n';
import { address as addressTexts } from '../../src/i18n/messages/address';
import type { AddressFieldOptions, FormField } from '../../src/screen-model/types';
import { ruleDependencies, toAntdRules, validateTriggers, type RuleServices } from '../generic/rules';
import { AddressCascader } from './AddressCascader';
import { useAddressTree } from './useAddressTree';

registerMessages(addressTexts);

export interface AddressItemProps {
  field: FormField;
  disabled: boolean;
  services: RuleServices;
}

/** Banned-area answers by place and merchant, so a save does not ask again for the same choice. */
function useBannedCheck(options: AddressFieldOptions | undefined) {
  const dataProvider = useDataProvider();
  const answers = useRef(new Map<string, Promise<boolean>>());
  return (codes: readonly string[], values: Record<string, unknown>): Promise<boolean> => {
    if (!options?.bannedCheck || codes.length === 0) return Promise.resolve(false);
    const body = bannedAreaBody(options, codes, values);
    const key = bannedAreaKey(body);
    const known = answers.current.get(key);
    if (known) return known;
    const ask = async (payload: typeof body) => {
      const custom = dataProvider(QUIET_PROVIDER).custom;
      if (!custom) throw new Error('the quiet data provider has no custom call');
      return (await custom({ url: BANNED_AREA_CHECK_API, method: 'post', payload })).data;
    };
    const answer = checkBannedArea(ask, body);
    answers.current.set(key, answer);
    return answer;
  };
}

/**
 * The `address` form field (widgets spec §3–§5, §8): a cascader over the cached address tree that writes
 * the chosen names and codes into the keys of `field.address`, shows a saved address from its codes or
 * names, and with `bannedCheck` refuses a banned area with 该地区暂不收货 on the field and in a toast.
 */
export function AddressItem({ field, disabled, services }: AddressItemProps) {
  const t = useT();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const state = useAddressTree();
  const options = field.address;
  const outputs = useMemo(() => (options ? addressOutputKeys(options) : []), [options]);
  const isBanned = useBannedCheck(options);
  // Changes when the record's saved address arrives (an edit form loads after the first render).
  const saved = Form.useWatch((values: Record<string, unknown>) => outputs.map((key) => String(values[key] ?? '')).join('|'), form);

  useEffect(() => {
    if (!state.tree || !options) return;
    const current: unknown = form.getFieldValue(field.key);
    if (Array.isArray(current) && current.length > 0) return;
    const path = savedCodePath(state.tree, options, form.getFieldsValue(true) as Record<string, unknown>);
    if (path.length > 0) form.setFieldValue(field.key, path);
  }, [state.tree, options, saved, form, field.key]);

  const bannedRule: Rule = {
    validator: async (_rule, value: unknown) => {
      const codes = Array.isArray(value) ? value.map(String) : [];
      if (!(await isBanned(codes, form.getFieldsValue(true) as Record<string, unknown>))) return;
      void message.error(t('address.banned'));
      throw new Error(t('address.banned'));
    },
  };

  const choose = (onChange: ((codes: string[]) => void) | undefined) => (codes: string[], nodes: AddressNode[]) => {
    // Names and codes first, so the change the form reports already carries them.
    if (options) form.setFieldsValue(addressValues(options, nodes));
    onChange?.(codes);
  };

  return (
    <>
      <Form.Item
        name={field.key}
        label={field.label}
        rules={[...toAntdRules(field.rules, services), bannedRule]}
        dependencies={ruleDependencies(field.rules)}
        validateTrigger={validateTriggers(field.rules)}
      >
        <ControlledCascader
          state={state}
          disabled={disabled || undefined}
          placeholder={field.placeholder}
          anyLevel={options?.anyLevel}
          depth={options ? addressDepth(options) : undefined}
          choose={choose}
        />
      </Form.Item>
      {outputs.map((key) => (
        <Form.Item key={key} name={key} hidden noStyle>
          <input type="hidden" />
        </Form.Item>
      ))}
    </>
  );
}

interface ControlledProps {
  state: ReturnType<typeof useAddressTree>;
  choose: (onChange: ((codes: string[]) => void) | undefined) => (codes: string[], nodes: AddressNode[]) => void;
  disabled?: boolean;
  placeholder?: string;
  anyLevel?: boolean;
  depth?: number;
  /** Given by Form.Item. */
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
}

/** The cascader as Form.Item's child: value and onChange come from the item. */
function ControlledCascader({ state, choose, onChange, ...rest }: ControlledProps) {
  const { status } = Form.Item.useStatus();
  return <AddressCascader {...rest} state={state} onChange={choose(onChange)} status={status === 'error' ? 'error' : undefined} />;
}
