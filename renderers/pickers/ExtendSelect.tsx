import { useMemo, useState } from 'react';
import { Button, Divider, Input, Select, Space, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { QUIET_PROVIDER } from '../../src/data/providers';
import { useT } from '../../src/i18n';
import { extendEntryProblem, extendQuery, pickerAccount, rowsOf, type ExtendProblem } from '../../src/pickers';
import { getUser } from '../../src/session/token-store';
import type { PickerFieldProps } from './picker-field-props';

const EXTEND_STALE_MS = 60_000;

/**
 * The extend-select (widgets spec §5, §7): the names of a configured list, to which the user may add an
 * entry (at most 10 characters, 50 for products) or change the picked one (20, or 120). The field holds
 * the entry's text.
 */
export function ExtendSelect({ field, value, onChange, id, disabled, placeholder }: PickerFieldProps) {
  const t = useT();
  const options = field.picker ?? {};
  const products = options.products === true;
  const labelKey = options.labelKey ?? 'name';
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<ExtendProblem>();
  const { result } = useCustom({
    url: options.url ?? '',
    method: 'get',
    dataProviderName: QUIET_PROVIDER,
    config: { query: extendQuery(pickerAccount(getUser()), { objectSubType: options.subType }) },
    queryOptions: { enabled: opened && options.url !== undefined, staleTime: EXTEND_STALE_MS, retry: false },
    errorNotification: false,
  });
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const names = useMemo(() => {
    const listed = rowsOf(result.data).map((row) => row[labelKey]).filter((name): name is string => typeof name === 'string' && name !== '');
    return [...new Set([...added, ...listed, ...(current ? [current] : [])])];
  }, [result.data, labelKey, added, current]);

  const apply = (mode: 'add' | 'edit') => {
    const found = extendEntryProblem(entry, mode, products);
    setProblem(found);
    if (found) return;
    const text = entry.trim();
    setAdded((list) => [text, ...list.filter((item) => item !== text && (mode === 'add' || item !== current))]);
    onChange?.(text);
    setEntry('');
  };

  if (!options.url) return <Typography.Text type="danger">{t('pickers.remoteUrlMissing')}</Typography.Text>;
  return (
    <Select<string>
      id={id}
      value={current}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      allowClear
      showSearch
      placeholder={placeholder}
      aria-label={field.label}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      options={names.map((name) => ({ value: name, label: name }))}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '4px 0' }} />
          <Space.Compact style={{ width: '100%', padding: '0 8px 4px' }}>
            <Input
              value={entry}
              onChange={(event) => setEntry(event.target.value)}
              onKeyDown={(event) => event.stopPropagation()}
              status={problem ? 'error' : undefined}
              aria-label={t('pickers.extendAdd')}
            />
            <Button onClick={() => apply('add')}>{t('pickers.extendAdd')}</Button>
            {current && <Button onClick={() => apply('edit')}>{t('pickers.extendEdit')}</Button>}
          </Space.Compact>
          {problem && (
            <Typography.Text type="danger" style={{ padding: '0 8px' }}>
              {t(problem.messageKey, problem.params)}
            </Typography.Text>
          )}
        </>
      )}
    />
  );
}
