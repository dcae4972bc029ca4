/**
 * Stands in for side-channel in the build (`npm ls side-channel`: qs, which @refinedev/core and
 * @refinedev/react-router use on every page past the login, and internal-slot under exceljs). The
 * package keeps a value per key with a WeakMap for objects and a Map for primitives, as below (its list
 * fallback is for engines without Map), but it reaches them through
 * get-intrinsic, call-bound and object-inspect (the latter only to word the error of `assert`), about
 * 70 KiB before minification on every page past the login. Same API and semantics; the error of
 * `assert` names no primitive key.
 */
interface Channel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}

const isObject = (key: unknown): key is object => (typeof key === 'object' && key !== null) || typeof key === 'function';

export default function getSideChannel(): Channel {
  const objects = new WeakMap<object, unknown>();
  const primitives = new Map<unknown, unknown>();
  const channel: Channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => (isObject(key) ? objects.delete(key) : primitives.delete(key)),
    get: (key) => (isObject(key) ? objects.get(key) : primitives.get(key)),
    has: (key) => (isObject(key) ? objects.has(key) : primitives.has(key)),
    set(key, value) {
      if (isObject(key)) objects.set(key, value);
      else primitives.set(key, value);
    },
  };
  return channel;
}
