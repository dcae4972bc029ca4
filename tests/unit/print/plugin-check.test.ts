// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PRINT_PLUGIN_CHECKED_SESSION_KEY } from '../../../src/config/watchers';
import { checkPrintPluginOnce } from '../../../src/print/plugin-check';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the print plug-in check (core spec §5, §9)', () => {
  it('probes the plug-in ports once per browser session and names an outdated version', async () => {
    const storage = memoryStorage();
    const probe = vi.fn(async () => '2.1.0');
    expect(await checkPrintPluginOnce({ ports: [8000, 18000], minimum: '3.0.0', storage, probe })).toBe('2.1.0');
    expect(probe).toHaveBeenCalledWith([8000, 18000]);
    expect(storage.values.get(PRINT_PLUGIN_CHECKED_SESSION_KEY)).toBe('1');
    // Later prints (and page loads) of the same session do not knock on the ports again.
    expect(await checkPrintPluginOnce({ ports: [8000, 18000], minimum: '3.0.0', storage, probe })).toBeUndefined();
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a current or absent plug-in, and probes nothing without ports', async () => {
    expect(await checkPrintPluginOnce({ ports: [8000], minimum: '3.0.0', storage: memoryStorage(), probe: async () => '3.2.0' })).toBeUndefined();
    expect(await checkPrintPluginOnce({ ports: [8000], minimum: '3.0.0', storage: memoryStorage(), probe: async () => undefined })).toBeUndefined();
    const probe = vi.fn(async () => '1.0.0');
    expect(await checkPrintPluginOnce({ ports: [], minimum: '3.0.0', storage: memoryStorage(), probe })).toBeUndefined();
    expect(probe).not.toHaveBeenCalled();
  });

  it('still checks when the browser blocks storage', async () => {
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(await checkPrintPluginOnce({ ports: [8000], minimum: '3.0.0', storage: blocked, probe: async () => '2.0.0' })).toBe('2.0.0');
  });
});
