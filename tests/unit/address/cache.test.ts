import { describe, expect, it, vi } from 'vitest';
import { loadAddressTree, readCachedTree, type AddressNode } from '../../../src/address';
import { ADDRESS_CACHE_KEY } from '../../../src/config/address';
import { memoryStorage, TREE } from './fixtures';

const OLD_TREE: AddressNode = { value: '100000', label: '中国', children: [{ value: '110000', label: '北京市' }] };
const cacheOf = (version: string, tree: unknown = OLD_TREE) => ({ [ADDRESS_CACHE_KEY]: JSON.stringify({ version, tree }) });

function calls(version: () => Promise<unknown>, tree: () => Promise<unknown> = async () => TREE) {
  return { fetchVersion: vi.fn(version), fetchTree: vi.fn(tree) };
}

describe('the versioned address cache', () => {
  it('downloads the tree when nothing is cached and keeps it with the version', async () => {
    const storage = memoryStorage();
    const api = calls(async () => 'v2');
    expect(await loadAddressTree(api, storage)).toEqual(TREE);
    expect(JSON.parse(storage.items.get(ADDRESS_CACHE_KEY) ?? '')).toEqual({ version: 'v2', tree: TREE });
  });

  it('uses the local copy while its version is the server\'s, without downloading', async () => {
    const storage = memoryStorage(cacheOf('v2', TREE));
    const api = calls(async () => 'v2');
    expect(await loadAddressTree(api, storage)).toEqual(TREE);
    expect(api.fetchTree).not.toHaveBeenCalled();
  });

  it('drops a stale copy and fetches the tree again', async () => {
    const storage = memoryStorage(cacheOf('v1'));
    const api = calls(async () => 'v2');
    expect(await loadAddressTree(api, storage)).toEqual(TREE);
    expect(api.fetchTree).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(ADDRESS_CACHE_KEY) ?? '').version).toBe('v2');
  });

  it('drops invalid JSON and a copy of the wrong shape', () => {
    const broken = memoryStorage({ [ADDRESS_CACHE_KEY]: '{not json' });
    expect(readCachedTree(broken)).toBeUndefined();
    expect(broken.items.has(ADDRESS_CACHE_KEY)).toBe(false);
    const wrong = memoryStorage(cacheOf('v1', { value: 100000, children: 'x' }));
    expect(readCachedTree(wrong)).toBeUndefined();
    expect(wrong.items.has(ADDRESS_CACHE_KEY)).toBe(false);
    const noVersion = memoryStorage({ [ADDRESS_CACHE_KEY]: JSON.stringify({ tree: TREE }) });
    expect(readCachedTree(noVersion)).toBeUndefined();
  });

  it('refetches after dropping an invalid copy', async () => {
    const storage = memoryStorage({ [ADDRESS_CACHE_KEY]: '[]' });
    const api = calls(async () => 'v2');
    expect(await loadAddressTree(api, storage)).toEqual(TREE);
    expect(api.fetchTree).toHaveBeenCalledTimes(1);
  });

  it('uses the local copy when the version cannot be fetched', async () => {
    const storage = memoryStorage(cacheOf('v1'));
    const api = calls(async () => Promise.reject(new Error('offline')));
    expect(await loadAddressTree(api, storage)).toEqual(OLD_TREE);
    expect(api.fetchTree).not.toHaveBeenCalled();
    expect(storage.items.has(ADDRESS_CACHE_KEY)).toBe(true);
  });

  it('fails when there is no copy and the tree cannot be fetched either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const failure = Object.assign(new Error('boom'), { status: 500 });
    const api = calls(async () => Promise.reject(new Error('offline')), async () => Promise.reject(failure));
    await expect(loadAddressTree(api, storage)).rejects.toBe(failure);
    vi.restoreAllMocks();
  });

  it('refuses a downloaded tree of the wrong shape and keeps nothing', async () => {
    const storage = memoryStorage();
    await expect(loadAddressTree(calls(async () => 'v2', async () => ({ list: [] })), storage)).rejects.toThrow('invalid address tree');
    expect(storage.items.size).toBe(0);
  });
});
