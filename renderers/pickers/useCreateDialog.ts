import { useState } from 'react';
import type { FormInstance, ModalProps } from 'antd';
import { useNotification } from '@refinedev/core';
import { useT } from '../../src/i18n';
import type { PickerOption } from '../../src/pickers';
import { showProblems, type Problem } from './show-problems';

/** A server check's finding, shown under its field (a name or phone already taken). */
export interface FieldFinding<F extends string> {
  name: F;
  errors: string[];
}

/** What a save made: the record to hand the picker, and the i18n key of the success notice's text. */
export interface SaveOutcome {
  created?: PickerOption;
  successKey?: string;
}

/**
 * The outcome of a create whose answer names the new record's id (a number or a text): the record
 * handed back is the body posted with the answer over it, labelled by its name. Undefined without an id.
 */
export function createdOutcome(
  id: unknown, body: Record<string, unknown>, answer: Record<string, unknown> | undefined, successKey: string | undefined,
): SaveOutcome | undefined {
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  return { created: { value: id, label: String(body.name), disabled: false, record: { ...body, ...answer } }, successKey };
}

export interface CreateDialogSteps<V, F extends keyof V & string> {
  form: FormInstance<V>;
  onClose: () => void;
  /** The fields the local check speaks of: each shows its own messages, and a field that passed loses its old ones. */
  checkedFields: readonly F[];
  /** The local check of what was typed; any problem stops the submit. */
  check: (input: V) => readonly Problem<F>[];
  /** The server's checks before the save; a finding keeps the dialog open with what was typed. */
  serverCheck?: (input: V) => Promise<readonly FieldFinding<F>[]>;
  /** Posts the record; undefined when the answer names no record (nothing is handed back or announced). */
  save: (input: V) => Promise<SaveOutcome | undefined>;
  /** Takes the created record (the picker uses it at once). */
  onCreated?: (option: PickerOption) => void;
  /** After any successful save. */
  onSaved?: () => void;
  /**
   * A failed save keeps the dialog open with what was typed (a management screen's data provider has
   * shown why); otherwise the dialog closes and the failure is only logged (the picker's quiet calls).
   */
  keepOpenOnFailure?: boolean;
  /** What the console says when the save, or the server's checks, failed. */
  failureLog: { save: string; checks?: string };
}

/**
 * The submit flow the pickers' 'create and use' dialogs share (partner, driver, product): check what was
 * typed and show the problems under their fields; ask the server's checks; post; hand the new record
 * back and show the success notice; close and reset. The dialog keeps its own fields and texts; it
 * spreads `modalProps` on its Modal.
 */
export function useCreateDialog<V, F extends keyof V & string>(steps: CreateDialogSteps<V, F>) {
  const t = useT();
  const { open: notify } = useNotification();
  const [saving, setSaving] = useState(false);
  const { form, onClose, failureLog } = steps;

  const close = () => {
    form.resetFields();
    onClose();
  };

  /** Whether the server's checks let the save go on; a failed check closes the dialog (nothing was created). */
  const passesServerCheck = async (input: V): Promise<boolean> => {
    try {
      const findings = (await steps.serverCheck?.(input)) ?? [];
      // antd types a field's name as a path of the values; each finding names one of them.
      if (findings.length > 0) form.setFields(findings as unknown as Parameters<FormInstance<V>['setFields']>[0]);
      return findings.length === 0;
    } catch (error) {
      console.warn(failureLog.checks, error);
      close();
      return false;
    }
  };

  /** Saves and announces; whether the dialog may close after. */
  const saveAndAnnounce = async (input: V): Promise<boolean> => {
    try {
      const outcome = await steps.save(input);
      if (outcome) {
        if (outcome.created) steps.onCreated?.(outcome.created);
        if (outcome.successKey) notify?.({ type: 'success', message: t('pickers.successTitle'), description: t(outcome.successKey) });
        steps.onSaved?.();
      }
      return true;
    } catch (error) {
      console.warn(failureLog.save, error);
      return steps.keepOpenOnFailure !== true;
    }
  };

  const submit = async () => {
    const input = form.getFieldsValue();
    const problems = steps.check(input);
    showProblems(form, steps.checkedFields, problems, t);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      if (!(await passesServerCheck(input))) return;
      if (await saveAndAnnounce(input)) close();
    } finally {
      setSaving(false);
    }
  };

  const modalProps = {
    okText: t('pickers.ok'),
    cancelText: t('pickers.cancel'),
    confirmLoading: saving,
    onOk: () => void submit(),
    onCancel: close,
    destroyOnHidden: true,
  } satisfies ModalProps;

  return { saving, submit, close, modalProps };
}
