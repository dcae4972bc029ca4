/**
 * The address tree kept in local storage by version (widgets spec §4): a stale or invalid copy is
 * dropped and fetched again; when the version cannot be fetched, the local copy is used.
 */
import { ADDRESS_CACHE_KEY } from '../config/address';
import { isAddressTree, type AddressNode } from './tree';

/** The part of Storage the cache needs (localStorage in the app). */
export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the cache stores: the tree and the version it belongs to. */
export interface CachedTree {
  version: string;
  tree: AddressNode;
}

/** The two calls the cache relies on (GET /map/help/areas_version and /map/area/three_level_address). */
export interface AddressCalls {
  /** data.version of the version call. */
  fetchVersion: () => Promise<unknown>;
  /** The tree (data of the tree call). */
  fetchTree: () => Promise<unknown>;
}

/** The stored copy, or undefined; an unreadable or malformed copy is removed. */
export function readCachedTree(storage: CacheStorage, key = ADDRESS_CACHE_KEY): CachedTree | undefined {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<CachedTree> | null;
    if (parsed && typeof parsed.version === 'string' && parsed.version !== '' && isAddressTree(parsed.tree)) {
      return { version: parsed.version, tree: parsed.tree };
    }
  } catch {
    // Not JSON: dropped below like any other invalid copy.
  }
  storage.removeItem(key);
  return undefined;
}

function writeCachedTree(storage: CacheStorage, cached: CachedTree, key: string): void {
  try {
    storage.setItem(key, JSON.stringify(cached));
  } catch (error) {
    // A full storage only costs the next start a download.
    console.warn('address tree not cached', error);
  }
}

/** The tree's shape is checked before it is used or kept. */
class InvalidTreeError extends Error {
  constructor() {
    super('invalid address tree');
  }
}

async function fetchTree(calls: AddressCalls): Promise<AddressNode> {
  const tree = await calls.fetchTree();
  if (!isAddressTree(tree)) throw new InvalidTreeError();
  return tree;
}

/**
 * The address tree: the local copy while its version is the server's, else a fresh download (kept with
 * the new version). When the version call fails the local copy is used; without one the tree is still
 * asked for, and its failure is the caller's to show.
 */
export async function loadAddressTree(calls: AddressCalls, storage: CacheStorage, key = ADDRESS_CACHE_KEY): Promise<AddressNode> {
  const cached = readCachedTree(storage, key);
  let version: string;
  try {
    const answer = await calls.fetchVersion();
    if (typeof answer !== 'string' && typeof answer !== 'number') throw new Error('no address version');
    version = String(answer);
  } catch (error) {
    if (cached) return cached.tree;
    console.warn('address version unavailable', error);
    return fetchTree(calls);
  }
  if (cached?.version === version) return cached.tree;
  if (cached) storage.removeItem(key);
  const tree = await fetchTree(calls);
  writeCachedTree(storage, { version, tree }, key);
  return tree;
}
