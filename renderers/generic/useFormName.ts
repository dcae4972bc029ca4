import { useId } from 'react';

/**
 * A page-unique antd form name. antd derives input ids from the form name and the field name; kept-alive
 * tabs keep several forms mounted at once, and without a unique name their ids (and labels) would clash.
 */
export function useFormName(prefix: string): string {
  return `${prefix}${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
}
