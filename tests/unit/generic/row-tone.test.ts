import { describe, expect, it } from 'vitest';
import { rowToneStyle } from '../../../renderers/generic/list/row-tone';
import { ROW_TONE_BACKGROUND } from '../../../src/config/display';

const TONE = { field: 'limitation_status', tones: { C_DANGER: 'danger', B_WARNING: 'warning', A_NORMAL: 'normal' } } as const;

describe('rowTone', () => {
  it('colours ticket rows by limitation_status: red, orange, green', () => {
    expect(rowToneStyle(TONE, { limitation_status: 'C_DANGER' })).toEqual({ background: ROW_TONE_BACKGROUND.danger });
    expect(rowToneStyle(TONE, { limitation_status: 'B_WARNING' })).toEqual({ background: ROW_TONE_BACKGROUND.warning });
    expect(rowToneStyle(TONE, { limitation_status: 'A_NORMAL' })).toEqual({ background: ROW_TONE_BACKGROUND.normal });
  });
  it('leaves other rows and descriptors without rowTone plain', () => {
    expect(rowToneStyle(TONE, { limitation_status: 'OTHER' })).toBeUndefined();
    expect(rowToneStyle(TONE, {})).toBeUndefined();
    expect(rowToneStyle(undefined, { limitation_status: 'C_DANGER' })).toBeUndefined();
  });
});
