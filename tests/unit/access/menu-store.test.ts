import type { AxiosInstance } from 'axios';
import { loadMenuPermission, useMenuStore } from '../../../src/access/menu-store';

/** A client that answers only the menu permission call, failing `failures` times first. */
function fakeClient(failures: number) {
  const calls: unknown[] = [];
  const client = {
    get: (url: string, config: { params: unknown }) => {
      if (url !== '/user/group/getMenuPermissionByToken') throw new Error(`unexpected call ${url}`);
      calls.push(config.params);
      if (calls.length <= failures) return Promise.reject(new Error('network'));
      return Promise.resolve({ data: { code: '0', data: [{ id: 9, pid: 0, path: '/my/wtoms', name: '欢迎', is_hidden: 0 }] } });
    },
  };
  return { client: client as unknown as AxiosInstance, calls };
}

describe('menu permission loading', () => {
  beforeEach(() => useMenuStore.getState().reset());

  it('retries at 1 s intervals and succeeds within five attempts', async () => {
    const { client, calls } = fakeClient(2);
    const waits: number[] = [];
    await loadMenuPermission(client, 'BANG', async (ms) => void waits.push(ms));
    expect(calls).toEqual([{ app_code: 'BANG' }, { app_code: 'BANG' }, { app_code: 'BANG' }]);
    expect(waits).toEqual([1000, 1000]);
    expect(useMenuStore.getState().status).toBe('ready');
    expect(useMenuStore.getState().paths?.has('/my/wtoms')).toBe(true);
    expect(useMenuStore.getState().idByPath.get('/my/wtoms')).toBe(9);
  });

  it("gives up after five attempts with 'initial menu user timeout'", async () => {
    const { client, calls } = fakeClient(99);
    await expect(loadMenuPermission(client, 'OSS', async () => undefined)).rejects.toThrow('initial menu user timeout');
    expect(calls).toHaveLength(5);
    expect(useMenuStore.getState().status).toBe('timeout');
  });
});
