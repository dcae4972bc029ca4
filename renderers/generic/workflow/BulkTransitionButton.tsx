import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useNotification } from '@refinedev/core';
import type { TransitionAction } from '../../../src/screen-model/types';
import type { ScreenRoutes } from '../../../src/access/operations';
import type { BulkResult } from '../../../src/workflow/calls';
import { mayFireInBulk, transitionOfAction } from '../../../src/workflow/screen-actions';
import { useT } from '../../../src/i18n';
import type { FormValues } from '../form/values';
import type { Row } from '../paths';
import { BulkResultModal } from './BulkResultModal';
import { LazyTransitionDialog as TransitionDialog } from './LazyTransitionDialog';
import { asksFields } from './TransitionButton';
import { useBulkTransitionRun, type ProviderName } from './useTransitionRun';
import { useWorkflowActor } from './useWorkflowActor';

export interface BulkTransitionButtonProps {
  action: TransitionAction;
  /** The selected rows (each sends its id and version). */
  records: readonly Row[];
  /** The list it is on: its menu entry's operation codes count. */
  screen: ScreenRoutes;
  dataProviderName: ProviderName;
  /** After the run: clear the selection (the rows are reloaded). */
  onDone: () => void;
}

/**
 * A transition on the selected rows: its dialog asks once for all of them, then the server runs it on
 * each; the summary (接单成功 3 条，失败 1 条) is told, and the refused records are listed with why.
 */
export function BulkTransitionButton({ action, records, screen, dataProviderName, onDone }: BulkTransitionButtonProps) {
  const actor = useWorkflowActor(screen);
  const found = transitionOfAction(action);
  if (!found || !mayFireInBulk(action, actor)) return null;
  return <BulkTransition {...found} records={records} dataProviderName={dataProviderName} onDone={onDone} />;
}

function BulkTransition({ workflow, transition, records, dataProviderName, onDone }: Omit<BulkTransitionButtonProps, 'action' | 'screen'> & NonNullable<ReturnType<typeof transitionOfAction>>) {
  const t = useT();
  const { open } = useNotification();
  const { run, pending } = useBulkTransitionRun(workflow, transition, dataProviderName);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [result, setResult] = useState<BulkResult | undefined>(undefined);
  const dialog = asksFields(transition);

  const submit = async (values: FormValues): Promise<string | undefined> => {
    const answer = await run(records, values);
    if ('refusal' in answer) return answer.refusal;
    open?.({ type: answer.result.failed > 0 ? 'error' : 'success', message: answer.summary });
    if (answer.result.failed > 0) setResult(answer.result);
    onDone();
    return undefined;
  };

  const button = (
    <Button danger={transition.danger} loading={pending && !dialog} disabled={records.length === 0} onClick={dialog ? () => setDialogOpen(true) : transition.confirm ? undefined : () => void submit({})}>
      {transition.label}
    </Button>
  );
  const selected = t('generic.selected', { count: records.length });
  return (
    <>
      {!dialog && transition.confirm ? (
        <Popconfirm title={transition.confirm} description={selected} okText={t('generic.confirm')} cancelText={t('generic.cancel')} okButtonProps={{ danger: transition.danger }} onConfirm={() => submit({})} disabled={records.length === 0}>
          {button}
        </Popconfirm>
      ) : (
        button
      )}
      {dialogOpen && <TransitionDialog transition={transition} subject={selected} onSubmit={submit} onClose={() => setDialogOpen(false)} />}
      {result && <BulkResultModal workflow={workflow} transition={transition} result={result} onClose={() => setResult(undefined)} />}
    </>
  );
}
