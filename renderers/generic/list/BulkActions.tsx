import type { Key } from 'react';
import { Typography } from 'antd';
import { DEFAULT_BULK_IDS_KEY } from '../../../src/config/constants';
import type { ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { CallButton } from '../actions/CallButton';
import { dataProviderName, fillApi } from '../paths';

interface BulkActionsProps {
  descriptor: ListScreen;
  params: Record<string, string | undefined>;
  selectedKeys: readonly Key[];
  /** After a successful call: reload the list and clear the selection. */
  onDone: () => void;
}

/** Calls on the selected rows, each sending the selected row keys under its `idsKey` (default "ids"). */
export function BulkActions({ descriptor, params, selectedKeys, onDone }: BulkActionsProps) {
  const t = useT();
  const actions = descriptor.bulkActions ?? [];
  if (actions.length === 0) return null;
  const provider = dataProviderName(descriptor.api);
  return (
    <>
      {actions.map((action) => (
        <CallButton
          key={`bulk:${action.api}:${action.label}`}
          action={action}
          url={fillApi(action.api, params)}
          payload={{ [action.idsKey ?? DEFAULT_BULK_IDS_KEY]: [...selectedKeys] }}
          dataProviderName={provider}
          disabled={selectedKeys.length === 0}
          variant="button"
          onDone={onDone}
        />
      ))}
      {selectedKeys.length > 0 && <Typography.Text type="secondary">{t('generic.selected', { count: selectedKeys.length })}</Typography.Text>}
    </>
  );
}
