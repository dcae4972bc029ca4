import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { bulkSummary, bulkTransitionBody, bulkTransitionUrl, readBulkResult, successMessage, transitionBody, transitionUrl, type BulkResult } from '../../../src/workflow/calls';
import type { WorkflowDescriptor, WorkflowTransition } from '../../../src/workflow/types';
import { errorText, type FormValues } from '../form/values';
import { rowId, type Row } from '../paths';

/** Which data provider the workflow's resource answers through. */
export type ProviderName = 'default' | 'table';

/**
 * After a transition every screen showing the workflow's records reloads them (lists and details, in
 * every tab): the record moved, so it may leave one list and join another.
 */
function useReloadRecords(workflow: WorkflowDescriptor, dataProviderName: ProviderName): () => Promise<void> {
  const invalidate = useInvalidate();
  return () => invalidate({ resource: workflow.resource, dataProviderName, invalidates: ['all'] });
}

/**
 * Runs a transition on one record: POSTs its version and the dialog's values, tells success and reloads.
 * `run` resolves to the refusal's msg (the HTTP layer has shown it too), or undefined when it went through.
 */
export function useTransitionRun(workflow: WorkflowDescriptor, transition: WorkflowTransition, record: Row, dataProviderName: ProviderName) {
  const { mutateAsync, mutation } = useCustomMutation();
  const reload = useReloadRecords(workflow, dataProviderName);
  const id = rowId(record);
  const run = async (values: FormValues): Promise<string | undefined> => {
    if (id === undefined) return undefined;
    try {
      await mutateAsync({
        url: transitionUrl(workflow, id, transition.key),
        method: 'post',
        values: transitionBody(record, values),
        dataProviderName,
        successNotification: () => ({ type: 'success', message: successMessage(transition) }),
        // Server errors are already shown by the HTTP layer; the dialog shows them as well.
        errorNotification: false,
      });
    } catch (error) {
      return errorText(error) ?? transition.label;
    }
    void reload();
    return undefined;
  };
  return { run, pending: mutation.isPending, ready: id !== undefined };
}

/**
 * Runs a transition on several records at once; resolves to the summary of what was done and refused,
 * or to the msg of a call refused as a whole.
 */
export function useBulkTransitionRun(workflow: WorkflowDescriptor, transition: WorkflowTransition, dataProviderName: ProviderName) {
  const { mutateAsync, mutation } = useCustomMutation();
  const reload = useReloadRecords(workflow, dataProviderName);
  const run = async (records: readonly Row[], values: FormValues): Promise<{ result: BulkResult; summary: string } | { refusal: string }> => {
    let data: unknown;
    try {
      ({ data } = await mutateAsync({
        url: bulkTransitionUrl(workflow, transition.key),
        method: 'post',
        values: bulkTransitionBody(records, values),
        dataProviderName,
        successNotification: false,
        errorNotification: false,
      }));
    } catch (error) {
      return { refusal: errorText(error) ?? transition.label };
    }
    void reload();
    const result = readBulkResult(workflow, data);
    return { result, summary: bulkSummary(transition, result) };
  };
  return { run, pending: mutation.isPending };
}
