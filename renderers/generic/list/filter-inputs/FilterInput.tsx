import { lazy, Suspense } from 'react';
import { Input, InputNumber, Select } from 'antd';
import type { FilterField } from '../../../../src/screen-model/types';
import { useT } from '../../../../src/i18n';
import { labelledText } from '../../../../src/i18n/labelled';
import { SourcedSelect } from '../../../widgets/SourcedSelect';
import { DateFilter, DateRangeFilter } from './DateFilters';
import { RemoteSelect } from './RemoteSelect';
import type { ControlProps } from './types';

// Cascader (rc-cascader, rc-select's tree parts) loads only on lists with an address filter.
const AddressCascader = lazy(() => import('./AddressCascader').then((m) => ({ default: m.AddressCascader })));

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

/** The input of one filter, by its widget. */
export function FilterInput({ field, ...control }: { field: FilterField } & ControlProps) {
  // Re-renders the hints when the language changes.
  useT();
  const typeHint = field.placeholder ?? labelledText('generic.inputPlaceholder', 'generic.inputPlaceholderBare', field.label);
  const chooseHint = field.placeholder ?? labelledText('generic.selectPlaceholder', 'generic.selectPlaceholderBare', field.label);
  switch (field.widget) {
    case 'text':
      return <Input {...control} allowClear placeholder={typeHint} />;
    case 'number':
      return <InputNumber {...control} placeholder={typeHint} style={{ width: '100%' }} />;
    case 'select':
      return <SelectFilter {...control} field={field} placeholder={chooseHint} />;
    case 'date':
      return <DateFilter {...control} field={field} />;
    case 'dateRange':
      return <DateRangeFilter {...control} field={field} />;
    case 'address':
      return (
        <Suspense fallback={<Select disabled loading placeholder={chooseHint} style={{ minWidth: 160 }} />}>
          <AddressCascader {...control} placeholder={chooseHint} />
        </Suspense>
      );
  }
}
