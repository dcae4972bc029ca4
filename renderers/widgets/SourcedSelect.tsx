import { useMemo, type CSSProperties } from 'react';
import { useCustom } from '@refinedev/core';
import { QUIET_PROVIDER } from '../../src/data/providers';
import type { FormOptionsSource, OptionsSource } from '../../src/screen-model/types';
import { optionSetOptions } from '../../src/screen-model/option-sets';
import {
  dialogDataOptions, optionsRequest, responseItems, savedItemRequest, toSelectOptions, unlistedValues, type SelectOption,
} from '../../src/widgets/select-options';
import { FormSelect } from '../generic/form/FormSelect';
import { useDialogData } from '../generic/actions/dialog-data';
import { useOptionLabel } from '../generic/form/useOptionLabel';

/** Reference data does not change while the app runs; one load per source and visit. */
const REFERENCE_STALE_MS = Number.POSITIVE_INFINITY;

export interface SourcedSelectProps extends Record<string, unknown> {
  /** Where the options come from (a remote search is RemoteSelect's). */
  source: Exclude<OptionsSource | FormOptionsSource, { resource: string }>;
  placeholder: string;
  multiple?: boolean;
  style?: CSSProperties;
  /** Form field receiving the picked option's label (a field's `optionLabelKey`). */
  labelKey?: string;
}

/** One item {code, name} of a get_info answer as an option. */
function itemOption(data: unknown): SelectOption | undefined {
  const [option] = toSelectOptions(data && typeof data === 'object' ? [data as Record<string, unknown>] : [], 'code', 'name');
  return option;
}

/**
 * A select whose options come from a source named by the descriptor: config items, the user config of a
 * category, the service packages, a named option set or a call dialog's loaded data. A saved user config
 * code the list does not offer is shown by its name (GET /user/user_config/get_info).
 */
export function SourcedSelect({ source, placeholder, multiple, style, labelKey, ...control }: SourcedSelectProps) {
  const request = optionsRequest(source);
  const dialogData = useDialogData();
  const { query, result } = useCustom({
    url: request?.url ?? '',
    method: 'get',
    config: request?.query ? { query: request.query } : undefined,
    queryOptions: { enabled: request !== undefined, staleTime: REFERENCE_STALE_MS },
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const data: unknown = result.data;
  const listed = useMemo((): SelectOption[] => {
    if (request) return toSelectOptions(responseItems(data), request.valueKey, request.labelKey);
    if ('optionSet' in source) return optionSetOptions(source.optionSet).map(({ value, label }) => ({ value: value as string | number, label }));
    if ('dataKey' in source) return dialogDataOptions(dialogData, source);
    return [];
  }, [request, data, source, dialogData]);

  // Only once the list has loaded is a value known to be missing from it.
  const [unlisted] = request && query.isSuccess ? unlistedValues(control.value, listed) : [];
  const saved = unlisted === undefined ? undefined : savedItemRequest(source, unlisted);
  const { result: savedResult } = useCustom({
    url: saved?.url ?? '',
    method: 'get',
    config: saved ? { query: saved.query } : undefined,
    // A code that is no longer known stays shown as it is; the failure is not the user's concern.
    dataProviderName: QUIET_PROVIDER,
    queryOptions: { enabled: saved !== undefined, staleTime: REFERENCE_STALE_MS },
    errorNotification: false,
  });
  const named = saved ? itemOption(savedResult.data) : undefined;
  const options = named && String(named.value) === String(unlisted) ? [...listed, named] : listed;
  useOptionLabel(labelKey, control.value, options);

  return (
    <FormSelect
      {...control}
      allowClear
      showSearch
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder}
      loading={request !== undefined && query.isLoading}
      options={options}
      style={style}
    />
  );
}
