import type { CSSProperties } from 'react';

/** Labels of the account pages' detail lists stay on one line. */
export const DESCRIPTION_LABEL_STYLE: CSSProperties = { width: 120, whiteSpace: 'nowrap' };
