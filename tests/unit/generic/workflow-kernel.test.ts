// The kernel side of workflow actions: the registry the composition root fills, the calls' paths and
// bodies, the bulk answer, and what a descriptor's workflow actions need.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkSummary, bulkTransitionBody, bulkTransitionUrl, readBulkResult, successMessage, transitionBody, transitionUrl } from '../../../src/workflow/calls';
import { loadedWorkflow, loadWorkflow, registerWorkflows, resetWorkflows, workflowNames } from '../../../src/workflow/registry';
import { fireableBulkActions, workflowActionLabels, workflowsOfActions } from '../../../src/workflow/screen-actions';
import type { WorkflowDescriptor } from '../../../src/workflow/types';
import orderJson from '../../../workflows/order.json';
import { workflowLoaders } from '../../../renderers/workflows';

const order = orderJson as unknown as WorkflowDescriptor;
const receive = order.transitions.find((transition) => transition.key === 'receive')!;

afterEach(() => resetWorkflows());

describe('the workflow registry', () => {
  it('loads a registered workflow once, lazily', async () => {
    const load = vi.fn(() => Promise.resolve(order));
    registerWorkflows({ order: load });
    expect(workflowNames()).toEqual(['order']);
    expect(loadedWorkflow('order')).toBeUndefined();
    const [first, second] = await Promise.all([loadWorkflow('order'), loadWorkflow('order')]);
    expect(first).toBe(order);
    expect(second).toBe(order);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedWorkflow('order')).toBe(order);
    expect(await loadWorkflow('bill')).toBeUndefined();
  });

  it('gets every file of workflows/ from the app, named by its file', async () => {
    const loaders = workflowLoaders();
    expect(Object.keys(loaders)).toContain('order');
    registerWorkflows(loaders);
    expect((await loadWorkflow('order'))?.name).toBe('order');
  });
});

describe('the transition calls', () => {
  it('post one record\'s version and fields to its action, several records\' ids and versions to the collection\'s', () => {
    expect(transitionUrl(order, 12, 'receive')).toBe('/order/waybills/12/actions/receive');
    expect(bulkTransitionUrl(order, 'receive')).toBe('/order/waybills/actions/receive');
    expect(transitionBody({ id: 12, version: 4 }, { cancel_reason: '缺货' })).toEqual({ cancel_reason: '缺货', version: 4 });
    expect(bulkTransitionBody([{ id: 12, version: 4 }, { id: 13, version: 1 }, { version: 2 }], {})).toEqual({ items: [{ id: 12, version: 4 }, { id: 13, version: 1 }] });
  });

  it('read the bulk answer and tell its summary', () => {
    const result = readBulkResult(order, {
      results: [{ id: 12, order_no: '250101120001', ok: true, msg: '' }, { id: 13, order_no: '250101130001', ok: false, msg: '订单已拦截，不能接单' }],
      done: 1,
      failed: 1,
    });
    expect(result.outcomes[1]).toEqual({ id: 13, name: '250101130001', ok: false, msg: '订单已拦截，不能接单' });
    expect(bulkSummary(receive, result)).toBe('接单成功 1 条，失败 1 条');
    expect(readBulkResult(order, { results: [{ id: 1, ok: true }] })).toMatchObject({ done: 1, failed: 0 });
    expect(successMessage(receive)).toBe('操作成功');
  });
});

describe('a descriptor\'s workflow actions', () => {
  it('name their workflows, size their buttons and keep only the bulk transitions the actor may fire', () => {
    registerWorkflows({ order });
    const actions = [{ action: 'transition', workflow: 'order', transition: 'receive' }, { action: 'transitions', workflow: 'order' }] as const;
    expect(workflowsOfActions(actions, undefined, [{ action: 'print', operation: 'print', label: '打印', template: 'WAYBILL' }])).toEqual(['order']);
    expect(workflowActionLabels(actions[0], '更多')).toEqual(['接单']);
    // The two longest labels, then 更多 (a row shows two transitions and the others under it).
    expect(workflowActionLabels(actions[1], '更多')).toEqual(['解除拦截', '提交', '更多']);
    const bulk = [actions[0], { action: 'transition', workflow: 'order', transition: 'reject' }] as const;
    const servicer = { party: 'servicer' as const, holdsCode: () => true };
    expect(fireableBulkActions([...bulk], servicer)).toEqual([actions[0]]);
    expect(fireableBulkActions([...bulk], { ...servicer, party: 'merchant' })).toEqual([]);
    expect(fireableBulkActions([...bulk], { ...servicer, holdsCode: (code) => code !== 'receive' })).toEqual([]);
  });
});
