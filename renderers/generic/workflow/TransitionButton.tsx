import { useEffect, useRef, useState } from 'react';
import { Button, Popconfirm } from 'antd';
import type { WorkflowDescriptor, WorkflowTransition } from '../../../src/workflow/types';
import { useT } from '../../../src/i18n';
import type { Row } from '../paths';
import { LazyTransitionDialog as TransitionDialog } from './LazyTransitionDialog';
import { useTransitionRun, type ProviderName } from './useTransitionRun';

export interface TransitionTarget {
  workflow: WorkflowDescriptor;
  transition: WorkflowTransition;
  record: Row;
  dataProviderName: ProviderName;
}

/** Does the transition open a dialog (fields to ask)? */
export const asksFields = (transition: WorkflowTransition): boolean => (transition.fields ?? []).length > 0;

/** Which record the dialog is about: 订单号 250101234561. */
function subjectOf({ workflow, record }: TransitionTarget): string | undefined {
  const name = record[workflow.recordKey];
  return typeof name === 'string' || typeof name === 'number' ? `${workflow.subject}：${String(name)}` : undefined;
}

/**
 * One transition of one record as a button: with fields it opens the dialog, with only a confirmation it
 * asks in a popover, otherwise it runs on click.
 */
export function TransitionButton({ variant, ...target }: TransitionTarget & { variant: 'link' | 'button' }) {
  const t = useT();
  const { transition } = target;
  const { run, pending, ready } = useTransitionRun(target.workflow, transition, target.record, target.dataProviderName);
  const [open, setOpen] = useState(false);
  const dialog = asksFields(transition);
  const button = (
    <Button
      type={variant === 'link' ? 'link' : 'default'}
      size={variant === 'link' ? 'small' : undefined}
      danger={transition.danger}
      loading={pending && !dialog}
      disabled={!ready}
      onClick={dialog ? () => setOpen(true) : transition.confirm ? undefined : () => void run({})}
    >
      {transition.label}
    </Button>
  );
  if (dialog) {
    return (
      <>
        {button}
        {open && <TransitionDialog transition={transition} subject={subjectOf(target)} onSubmit={run} onClose={() => setOpen(false)} />}
      </>
    );
  }
  if (!transition.confirm) return button;
  return (
    <Popconfirm
      title={transition.confirm}
      okText={t('generic.confirm')}
      cancelText={t('generic.cancel')}
      okButtonProps={{ danger: transition.danger }}
      onConfirm={() => run({})}
    >
      {button}
    </Popconfirm>
  );
}

/**
 * A transition chosen from a 更多 menu: its dialog (fields or a confirmation, in a modal since the menu
 * item is gone), or the call at once; `onClose` when it is over.
 */
export function ChosenTransition({ onClose, ...target }: TransitionTarget & { onClose: () => void }) {
  const { transition } = target;
  const { run } = useTransitionRun(target.workflow, transition, target.record, target.dataProviderName);
  const dialog = asksFields(transition) || transition.confirm !== undefined;
  const started = useRef(false);
  useEffect(() => {
    if (dialog || started.current) return;
    started.current = true;
    void run({}).finally(onClose);
  }, [dialog, run, onClose]);
  return dialog ? <TransitionDialog transition={transition} subject={subjectOf(target)} onSubmit={run} onClose={onClose} /> : null;
}
