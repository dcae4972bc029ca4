/** A list row's background from the descriptor's rowTone (e.g. tickets by limitation_status). */
import type { CSSProperties } from 'react';
import { ROW_TONE_BACKGROUND } from '../../../src/config/display';
import type { RowTone } from '../../../src/screen-model/types';
import { getPath, type Row } from '../paths';

export function rowToneStyle(rowTone: RowTone | undefined, row: Row): CSSProperties | undefined {
  if (!rowTone) return undefined;
  const value = getPath(row, rowTone.field);
  const tone = typeof value === 'string' || typeof value === 'number' ? rowTone.tones[String(value)] : undefined;
  return tone ? { background: ROW_TONE_BACKGROUND[tone] } : undefined;
}
