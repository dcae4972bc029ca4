import { NavigationType, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createGuardedHistory } from '../../../src/app/guarded-history';
import { createLeaveGuard, type LeaveGuard } from '../../../src/app/leave-guard';

/** A question the test answers later, counting how often it was asked. */
function answerable() {
  const asked: Array<(leave: boolean) => void> = [];
  return { asked, prompt: () => new Promise<boolean>((resolve) => asked.push(resolve)) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('leave guard', () => {
  it('lets go at once when nothing is unsaved, asks once for several unsaved tabs', async () => {
    const { asked, prompt } = answerable();
    const guard = createLeaveGuard(prompt);
    await expect(guard.confirm(['/a', '/b'])).resolves.toBe(true);
    guard.setDirty('/a', true);
    guard.setDirty('/b', true);
    const answer = guard.confirm(['/a', '/b', '/c']);
    expect(asked).toHaveLength(1);
    asked[0]?.(false);
    await expect(answer).resolves.toBe(false);
    expect(guard.isDirty('/a')).toBe(true);
  });

  it('refuses a second question while one is open', async () => {
    const { asked, prompt } = answerable();
    const guard = createLeaveGuard(prompt);
    guard.setDirty('/a', true);
    const first = guard.confirm(['/a']);
    await expect(guard.confirm(['/a'])).resolves.toBe(false);
    asked[0]?.(true);
    await expect(first).resolves.toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('asks through the installed dialog until it is uninstalled', async () => {
    const fallback = vi.fn(() => Promise.resolve(true));
    const guard = createLeaveGuard(fallback);
    guard.setDirty('/a', true);
    const installed = vi.fn(() => Promise.resolve(false));
    const uninstall = guard.setPrompt(installed);
    await expect(guard.confirm(['/a'])).resolves.toBe(false);
    uninstall();
    await expect(guard.confirm(['/a'])).resolves.toBe(true);
    expect(installed).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('forgets released tabs and tabs no longer mounted; saved input clears the flag', () => {
    const guard = createLeaveGuard();
    ['/a', '/b', '/c'].forEach((key) => guard.setDirty(key, true));
    guard.release(['/a']);
    guard.retain(new Set(['/b']));
    expect([guard.isDirty('/a'), guard.isDirty('/b'), guard.isDirty('/c')]).toEqual([false, true, false]);
    guard.setDirty('/b', false);
    expect(guard.anyDirty()).toBe(false);
  });
});

describe('guarded history', () => {
  let guard: LeaveGuard;
  let questions: ReturnType<typeof answerable>;

  function setUp(initial: string[], index = initial.length - 1) {
    questions = answerable();
    guard = createLeaveGuard(questions.prompt);
    const inner = createMemoryHistory({ initialEntries: initial, initialIndex: index, v5Compat: true });
    const history = createGuardedHistory(inner, {
      needsConfirm: (from, to) => from !== to && guard.isDirty(from),
      confirm: (from) => guard.confirm([from]),
    });
    const heard: string[] = [];
    history.listen(({ location, action }) => heard.push(`${action} ${location.pathname}${location.search}`));
    const at = () => `${history.location.pathname}${history.location.search}`;
    return { history, heard, at };
  }

  it('navigates without asking while the tab has no unsaved input', () => {
    const { history, heard, at } = setUp(['/saas/order-entry/entry']);
    history.push('/saas/order/all/index');
    history.replace({ pathname: '/saas/order/all/index', search: '?page=2' });
    expect(at()).toBe('/saas/order/all/index?page=2');
    expect(heard).toEqual(['PUSH /saas/order/all/index', 'REPLACE /saas/order/all/index?page=2']);
    expect(questions.asked).toHaveLength(0);
  });

  it('asks before a push or replace leaves unsaved input: cancel stays, confirm goes', async () => {
    const { history, heard, at } = setUp(['/saas/order-entry/entry']);
    guard.setDirty('/saas/order-entry/entry', true);
    history.push('/saas/order/all/index');
    expect(at()).toBe('/saas/order-entry/entry');
    questions.asked[0]?.(false);
    await flush();
    expect(at()).toBe('/saas/order-entry/entry');
    expect(heard).toEqual([]);

    history.replace('/saas/order/all/index');
    questions.asked[1]?.(true);
    await flush();
    expect(at()).toBe('/saas/order/all/index');
    expect(heard).toEqual(['REPLACE /saas/order/all/index']);
  });

  it('does not ask for a navigation to the same tab (same path and query)', () => {
    const { history, at } = setUp(['/saas/order-entry/entry']);
    guard.setDirty('/saas/order-entry/entry', true);
    history.push('/saas/order-entry/entry');
    expect(at()).toBe('/saas/order-entry/entry');
    expect(questions.asked).toHaveLength(0);
    history.push('/saas/order-entry/entry?copy=1');
    expect(questions.asked).toHaveLength(1);
  });

  it('steps back and forward again around a confirmed back-button step, telling the router only once', async () => {
    const { history, heard, at } = setUp(['/saas/order/all/index', '/saas/order-entry/entry']);
    guard.setDirty('/saas/order-entry/entry', true);
    history.go(-1);
    // The step was undone while the question is open; the router heard nothing.
    expect(at()).toBe('/saas/order-entry/entry');
    expect(heard).toEqual([]);
    questions.asked[0]?.(false);
    await flush();
    expect(at()).toBe('/saas/order-entry/entry');

    history.go(-1);
    questions.asked[1]?.(true);
    await flush();
    expect(at()).toBe('/saas/order/all/index');
    expect(heard).toEqual([`${NavigationType.Pop} /saas/order/all/index`]);
  });
});
