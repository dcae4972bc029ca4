import { useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useDataProvider } from '@refinedev/core';
import { PRINT_MESSAGE_SECONDS } from '../../src/config/print';
import type { PrintAction } from '../../src/screen-model/types';
import { useT } from '../../src/i18n';
import './messages';
import { useFeedback } from '../../src/app/feedback/useFeedback';

type Row = Readonly<Record<string, unknown>>;

export interface PrintButtonProps {
  action: PrintAction;
  /** The records printed: the row, the detail's record or the selected rows; none keeps the button disabled. */
  records: readonly Row[];
  /** Row buttons are small links; toolbar and detail buttons regular buttons. */
  variant: 'link' | 'button';
}

/**
 * A `print` action: prints its records with the default template of its kind, through the local
 * plug-in or else the browser's own print (src/print/). The printing code loads with the first click.
 */
export function PrintButton({ action, records, variant }: PrintButtonProps) {
  const t = useT();
  const { message, notification } = useFeedback();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      const { runPrint, printOutcomeMessage, checkPrintPlugin } = await import('./run-print');
      // Printing is when the plug-in matters: its version is checked then, once per session, beside the job.
      void checkPrintPlugin().then(async (outdated) => {
        if (!outdated) return;
        const { openPrintPluginNotice } = await import('./print-plugin-notice');
        openPrintPluginNotice(notification, t, outdated.current, outdated.minimum);
      });
      const outcome = await runPrint({ kind: action.template, records, dataProvider: dataProvider() });
      if (!outcome) {
        void message.warning(t('print.noTemplate'));
        return;
      }
      const told = printOutcomeMessage(outcome);
      void message.open({ type: told.level, content: t(told.key, told.params), duration: PRINT_MESSAGE_SECONDS[told.level] });
    } catch (error) {
      // Failed template reads are already shown by the HTTP layer.
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type={variant === 'link' ? 'link' : 'default'}
      size={variant === 'link' ? 'small' : undefined}
      icon={variant === 'button' ? <PrinterOutlined /> : undefined}
      loading={busy}
      disabled={records.length === 0}
      onClick={() => void print()}
    >
      {action.label}
    </Button>
  );
}
