import { useMemo, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { QUIET_PROVIDER, REMOTE_SELECT_PROVIDER } from '../../src/data/providers';
import {
  filtersLocally, lookupQuery, mergeOptions, rowsOf, rulesOf, searchBlocked, searchQuery, toOptions,
  type PickerOption, type SearchContext,
} from '../../src/pickers';
import { useDebouncedValue } from '../generic/list/filter-inputs/useDebouncedValue';

/** Picker lists change while the app runs (a partner created elsewhere); a search is fresh for 30 s. */
const PICKER_STALE_MS = 30_000;

export interface PickerOptionsState {
  options: PickerOption[];
  searching: boolean;
  /** The searched options only (auto-select looks at these). */
  found: PickerOption[];
  /** Whether a search has answered since the picker was shown. */
  answered: boolean;
  /** Whether the answer is for typed text (auto-select looks only at the list as it opens). */
  typed: boolean;
  setTyped: (text: string) => void;
  open: () => void;
}

/** A failed suggestion fetch gives an empty list (widgets spec §8); the failure is only logged. */
function logFailure(url: string, error: unknown): void {
  if (error) console.warn(`picker list ${url} failed`, error);
}

const matches = (option: PickerOption, text: string): boolean => text === '' || option.label.toLowerCase().includes(text.toLowerCase());

/**
 * The options of a picker: page 1 of the kind's search for the typed text (debounced per kind), asked
 * for once the picker opens or `eager` is set; the saved values looked up by id when their names are
 * not known; and `extra` options (saved names, created records) kept in the list.
 */
export function usePickerOptions(
  context: SearchContext,
  savedIds: readonly (string | number)[],
  extra: readonly PickerOption[],
  eager: boolean,
): PickerOptionsState {
  const { spec, options: pickerOptions } = context;
  // The generic remote select's url may answer { success, data } (widgets spec §7); the kinds answer code '0'.
  const dataProviderName = context.kind === 'remoteSelect' ? REMOTE_SELECT_PROVIDER : QUIET_PROVIDER;
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const text = useDebouncedValue(typed.trim(), spec.debounceMs);
  const local = filtersLocally(spec);
  const blocked = searchBlocked(context);
  const query = searchQuery(context, local ? '' : text);
  const search = useCustom({
    url: spec.list.url,
    method: 'get',
    dataProviderName,
    config: { query },
    queryOptions: { enabled: (opened || eager || text !== '') && !blocked, staleTime: PICKER_STALE_MS, retry: false },
    errorNotification: false,
  });
  logFailure(spec.list.url, search.query.error);

  // Saved ids whose names the form does not hold are looked up once (an edit form shows names, not ids).
  const known = new Set(extra.map((option) => String(option.value)));
  const unknownIds = savedIds.filter((id) => !known.has(String(id)));
  const lookup = lookupQuery(context, unknownIds);
  const byIds = useCustom({
    url: spec.list.url,
    method: 'get',
    dataProviderName,
    config: { query: lookup ?? {} },
    queryOptions: { enabled: lookup !== undefined && !blocked, staleTime: PICKER_STALE_MS, retry: false },
    errorNotification: false,
  });
  logFailure(spec.list.url, byIds.query.error);

  const rules = rulesOf(spec, pickerOptions.disableForbidden);
  const found = useMemo(() => {
    const all = blocked || search.query.error ? [] : toOptions(rowsOf(search.result.data), rules);
    return local ? all.filter((option) => matches(option, text)) : all;
  }, [blocked, search.query.error, search.result.data, local, text, rules.valueField, rules.labelField, rules.disableForbidden]);
  const looked = useMemo(
    () => (lookup === undefined || byIds.query.error ? [] : toOptions(rowsOf(byIds.result.data), rules)),
    [lookup === undefined, byIds.query.error, byIds.result.data, rules.valueField, rules.labelField, rules.disableForbidden],
  );
  const options = useMemo(() => mergeOptions(mergeOptions(found, looked), extra), [found, looked, extra]);
  return {
    options,
    found,
    answered: search.query.isSuccess || search.query.isError,
    typed: typed.trim() !== '' || text !== '',
    searching: search.query.isFetching || typed.trim() !== text,
    setTyped,
    open: () => setOpened(true),
  };
}
