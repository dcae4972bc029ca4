import type { Key } from 'react';
import { DEFAULT_BULK_IDS_KEY } from '../../../src/config/constants';
import type { ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { CallButton } from '../actions/CallButton';
import { dataProviderName, fillApi, type Row } from '../paths';
import { PrintButton } from '../../print/PrintButton';
import { PlainText } from '../../widgets/PlainTypography';
import { LazyBulkTransitionButton } from '../workflow/lazy';

interface BulkActionsProps {
  descriptor: ListScreen;
  params: Record<string, string | undefined>;
  selectedKeys: readonly Key[];
  /** The selected rows of the page shown (what a bulk print prints). */
  selectedRows: readonly Row[];
  /** After a successful call: reload the list and clear the selection. */
  onDone: () => void;
}

/**
 * Actions on the selected rows: calls send the selected row keys under their `idsKey` (default "ids"),
 * prints print the selected rows, transitions run on each selected row (with its version).
 */
export function BulkActions({ descriptor, params, selectedKeys, selectedRows, onDone }: BulkActionsProps) {
  const t = useT();
  const actions = descriptor.bulkActions ?? [];
  if (actions.length === 0) return null;
  const provider = dataProviderName(descriptor.api);
  return (
    <>
      {actions.map((action) => action.action === 'print' ? (
        <PrintButton key={`bulk-print:${action.template}:${action.label}`} action={action} records={selectedRows} variant="button" />
      ) : action.action === 'transition' ? (
        <LazyBulkTransitionButton
          key={`bulk-transition:${action.workflow}:${action.transition}`}
          action={action}
          records={selectedRows}
          screen={descriptor}
          dataProviderName={provider}
          onDone={onDone}
        />
      ) : (
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
      {selectedKeys.length > 0 && <PlainText type="secondary">{t('generic.selected', { count: selectedKeys.length })}</PlainText>}
    </>
  );
}
