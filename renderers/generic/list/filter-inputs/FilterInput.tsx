import { Suspense } from 'react';
import { Select } from 'antd';
import type { FilterField } from '../../../../src/screen-model/types';
import { useT } from '../../../../src/i18n';
import { labelledText } from '../../../../src/i18n/labelled';
import { PlainInput as Input } from '../../../widgets/PlainInput';
import { SourcedSelect } from '../../../widgets/SourcedSelect';
import { isLazyFilterWidget, lazyFilterWidget } from './lazy-widgets';
import { RemoteSelect } from './RemoteSelect';
import type { ControlProps } from './types';

function SelectFilter({ field, placeholder, ...control }: { field: FilterField; placeholder: string } & ControlProps) {
  const source = field.optionsFrom;
  if (source && 'resource' in source) return <RemoteSelect {...control} source={source} placeholder={placeholder} />;
  // Config items, the user config, the service packages or a named option set.
  if (source) return <SourcedSelect {...control} source={source} placeholder={placeholder} style={{ minWidth: 160 }} />;
  return (
    <Select
      {...control}
      allowClear
      placeholder={placeholder}
      options={(field.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
      style={{ minWidth: 160 }}
    />
  );
}

/**
 * Stands in for a filter widget while its chunk loads: a disabled input of about the widget's width
 * (no jump when it arrives), marked busy for assistive technology.
 */
function WidgetLoading({ id, placeholder, wide }: { id: unknown; placeholder: string; wide: boolean }) {
  // The form item's id, so its label names the stand-in as it will name the widget.
  return <Input id={typeof id === 'string' ? id : undefined} disabled aria-busy="true" placeholder={placeholder} style={{ width: wide ? 256 : 160 }} />;
}

/** The input of one filter, by its widget; date, number and address widgets load with the first list that names them. */
export function FilterInput({ field, ...control }: { field: FilterField } & ControlProps) {
  // Re-renders the hints when the language changes.
  useT();
  const typeHint = field.placeholder ?? labelledText('generic.inputPlaceholder', 'generic.inputPlaceholderBare', field.label);
  const chooseHint = field.placeholder ?? labelledText('generic.selectPlaceholder', 'generic.selectPlaceholderBare', field.label);
  if (field.widget === 'text') return <Input {...control} allowClear placeholder={typeHint} />;
  if (field.widget === 'select') return <SelectFilter {...control} field={field} placeholder={chooseHint} />;
  if (!isLazyFilterWidget(field.widget)) return null;
  const Widget = lazyFilterWidget(field.widget);
  const placeholder = field.widget === 'number' ? typeHint : chooseHint;
  return (
    <Suspense fallback={<WidgetLoading id={control.id} placeholder={placeholder} wide={field.widget === 'dateRange'} />}>
      <Widget {...control} field={field} placeholder={placeholder} />
    </Suspense>
  );
}
