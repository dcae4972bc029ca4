import { useEffect, useMemo, useState } from 'react';
import { Button, Divider, Form, Select, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useBrandStore } from '../../src/app/brand-store';
import { useT } from '../../src/i18n';
import {
  autoSelection, asValueList, kindNameKey, mergeOptions, PICKER_KINDS, pickedValues, pickerAccount, pickerKindOf, pickLimit,
  remoteSelectSpec, savedOptions, type PickerOption, type SearchContext,
} from '../../src/pickers';
import type { FormField, PickerWidget } from '../../src/screen-model/types';
import { getUser } from '../../src/session/token-store';
import { CreateDialogFor, hasCreateDialog } from './CreateDialogFor';
import { useCreateAllowed } from './useCreateAllowed';
import { usePickerOptions } from './usePickerOptions';

export interface PickerSelectProps {
  field: FormField & { widget: PickerWidget };
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  placeholder: string;
}

type Value = string | number;

/**
 * A partner or resource picker (widgets spec §1, §4, §7): searches the kind's list as the user types,
 * shows saved values by name, writes the name and `fill` fields next to the id, auto-selects and locks
 * a single merchant when asked, and offers the kind's 'create and use' dialog.
 */
export function PickerSelect({ field, value, onChange, id, disabled, placeholder }: PickerSelectProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const edition = useBrandStore((s) => s.brand.edition);
  const pickerOptions = useMemo(() => field.picker ?? {}, [field.picker]);
  const kind = pickerKindOf(field.widget, edition) ?? 'merchant';
  const spec = (field.widget === 'remoteSelect' ? remoteSelectSpec(pickerOptions) : undefined) ?? PICKER_KINDS[kind];
  const byName = pickerOptions.value === 'name';
  const multiple = pickerOptions.multiple === true;
  const limit = pickLimit(pickerOptions.limit, spec.defaultLimit);
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  // useWatch answers only after its first effect: until then the form's own value holds the saved name,
  // so a record that has it asks for no lookup.
  const names = pickerOptions.nameKey
    ? (values?.[pickerOptions.nameKey] ?? (form.getFieldValue(pickerOptions.nameKey) as unknown))
    : undefined;
  const [created, setCreated] = useState<PickerOption[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [locked, setLocked] = useState(false);

  const context: SearchContext = useMemo(
    () => ({
      kind: field.widget === 'remoteSelect' ? ('remoteSelect' as const) : kind,
      spec,
      options: pickerOptions,
      account: pickerAccount(getUser()),
      values: values ?? {},
    }),
    [field.widget, kind, spec, pickerOptions, values],
  );
  const saved = useMemo(() => mergeOptions(created, savedOptions(value, names, byName)), [created, value, names, byName]);
  const state = usePickerOptions(context, byName ? [] : asValueList(value), saved, pickerOptions.autoSelect === true);
  const createAllowed = useCreateAllowed(kind, field.widget !== 'remoteSelect' && pickerOptions.create !== false && hasCreateDialog(kind));

  const shown = useMemo(
    () => (byName ? state.options.map((option) => ({ ...option, value: option.label })) : state.options),
    [byName, state.options],
  );

  const pick = (next: unknown) => {
    const chosen = asValueList(next);
    const picked = chosen
      .map((item) => shown.find((option) => String(option.value) === String(item)))
      .filter((option): option is PickerOption => option !== undefined);
    onChange?.(multiple ? chosen : (chosen[0] ?? undefined));
    const extra = pickedValues(pickerOptions, picked, multiple);
    if (Object.keys(extra).length > 0) form.setFieldsValue(extra);
  };

  // Auto-select (§4): one selectable merchant is picked and the picker locked.
  // A search the user typed narrows the list; it does not pick for them.
  const only = state.answered && !state.typed ? autoSelection(state.found, pickerOptions.autoSelect) : undefined;
  useEffect(() => {
    if (!only) return;
    setLocked(true);
    if (asValueList(value).length === 0) pick(multiple ? [only.value] : only.value);
    // Runs when the single option appears; pick reads the current options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only?.value]);

  const onCreated = (option: PickerOption) => {
    setCreated((list) => [option, ...list.filter((item) => String(item.value) !== String(option.value))]);
    const current = asValueList(value);
    const nextValue = byName ? option.label : option.value;
    onChange?.(multiple ? [...current, nextValue] : nextValue);
    // A multiple picker keeps the names of its earlier picks beside the new one.
    const earlier = multiple
      ? current.map((item) => shown.find((known) => String(known.value) === String(item))).filter((known): known is PickerOption => known !== undefined)
      : [];
    form.setFieldsValue(pickedValues(pickerOptions, [...earlier, option], multiple));
  };

  // A station picker's dialog names its type (新增中转站): the station it creates is of that type.
  const kindName = t(kindNameKey(context.kind, spec, pickerOptions));
  return (
    <>
      <Select<Value | Value[]>
        id={id}
        value={(multiple ? asValueList(value) : (asValueList(value)[0] ?? undefined)) as Value | Value[] | undefined}
        onChange={pick}
        mode={multiple ? 'multiple' : undefined}
        maxCount={multiple && limit > 0 ? limit : undefined}
        disabled={disabled || locked}
        allowClear={!locked}
        showSearch
        filterOption={false}
        placeholder={placeholder}
        onSearch={state.setTyped}
        onOpenChange={(open) => {
          if (open) state.open();
        }}
        loading={state.searching}
        notFoundContent={state.searching ? <Spin size="small" /> : undefined}
        options={shown.map((option) => ({ value: option.value, label: option.label, disabled: option.disabled }))}
        aria-label={field.label}
        popupRender={(menu) =>
          createAllowed ? (
            <>
              {menu}
              <Divider style={{ margin: '4px 0' }} />
              <Button type="link" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)} block>
                {kind === 'delivery' ? t('pickers.delivery.createNew') : t('pickers.createAndUse')}
              </Button>
            </>
          ) : (
            menu
          )
        }
      />
      {createAllowed && (
        <CreateDialogFor
          kind={kind}
          kindName={kindName}
          options={pickerOptions}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          onCreated={onCreated}
        />
      )}
    </>
  );
}
