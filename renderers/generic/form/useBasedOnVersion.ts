import { useRef } from 'react';
import { versionOf } from '../../../src/data/record-version';

/**
 * The version of the record the user's edit is based on. It follows the loaded record until the user
 * types; from then on it stays, so a refetch after someone else's save (e.g. another tab of the app)
 * cannot make a stale edit look current — the server answers it with 409 instead of overwriting.
 */
export function useBasedOnVersion(record: Readonly<Record<string, unknown>> | undefined, editing: boolean): number | undefined {
  const basedOn = useRef<number | undefined>(undefined);
  if (!editing || basedOn.current === undefined) basedOn.current = versionOf(record);
  return basedOn.current;
}
