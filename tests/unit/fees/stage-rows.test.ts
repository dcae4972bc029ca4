import { describe, expect, it } from 'vitest';
import {
  addFeeRow, allowedDirections, canAddRow, canDeleteRow, removeFeeRow, directionOptions, emptyFeeLine, feeStage, initialFeeRows,
  isDirectionLocked, stageRules, type StageRules,
} from '../../../src/fees';
import { CONFIGS, DELIVERY_FEE, TRANSFER_FEE_CONFIG, deliveryLine } from './fixtures';

const OPEN: StageRules = { allow_directions: ['OUTLAY', 'INCOME'], can_add: true, can_edit: true };
const OUTLAY_ONLY: StageRules = { allow_directions: ['OUTLAY'], can_add: true, can_edit: true };

describe('fee stage', () => {
  it('is CREATE by default and for statuses other than COMPLETED and FINISHED', () => {
    expect(feeStage()).toBe('CREATE');
    expect(feeStage(undefined, null)).toBe('CREATE');
    expect(feeStage('CREATE')).toBe('CREATE');
    expect(feeStage('IN_PROGRESS', 'SUBMITTED')).toBe('CREATE');
    expect(feeStage('CLOSED')).toBe('CREATE');
  });

  it('is FINISHED when the order or the ticket is COMPLETED or FINISHED', () => {
    expect(feeStage('COMPLETED')).toBe('FINISHED');
    expect(feeStage('FINISHED')).toBe('FINISHED');
    expect(feeStage('IN_PROGRESS', 'COMPLETED')).toBe('FINISHED');
    expect(feeStage(undefined, 'FINISHED')).toBe('FINISHED');
  });

  it('uses the schema rules of the stage, else editable CREATE and read-only FINISHED', () => {
    const finished: StageRules = { allow_directions: ['INCOME'], can_add: true, can_edit: false };
    expect(stageRules('FINISHED', { CREATE: OPEN, FINISHED: finished })).toBe(finished);
    expect(stageRules('CREATE', { FINISHED: finished })).toEqual(OPEN);
    expect(stageRules('FINISHED')).toEqual({ allow_directions: ['OUTLAY', 'INCOME'], can_add: false, can_edit: false });
  });
});

describe('allowed directions', () => {
  it('are the stage rules’ directions that some fee config offers', () => {
    expect(allowedDirections(OPEN, CONFIGS)).toEqual(['OUTLAY', 'INCOME']);
    expect(allowedDirections(OPEN, [TRANSFER_FEE_CONFIG])).toEqual(['OUTLAY']);
    expect(allowedDirections({ ...OPEN, allow_directions: ['INCOME'] }, [TRANSFER_FEE_CONFIG])).toEqual([]);
    expect(allowedDirections({ ...OPEN, allow_directions: ['INCOME', 'OUTLAY'] }, [DELIVERY_FEE])).toEqual(['OUTLAY', 'INCOME']);
  });

  it('are labelled 支 and 收 and the selector is locked when only one is allowed', () => {
    expect(directionOptions(['OUTLAY', 'INCOME'])).toEqual([{ value: 'OUTLAY', label: '支' }, { value: 'INCOME', label: '收' }]);
    expect(isDirectionLocked(['OUTLAY'])).toBe(true);
    expect(isDirectionLocked(['OUTLAY', 'INCOME'])).toBe(false);
  });
});

describe('initial rows', () => {
  it('adds one blank row in the CREATE stage when there are none', () => {
    expect(initialFeeRows([], 'CREATE', OPEN, ['OUTLAY', 'INCOME'])).toEqual([emptyFeeLine()]);
    expect(initialFeeRows(undefined, 'CREATE', OPEN, ['OUTLAY', 'INCOME'])[0]?.direction).toBe('');
  });

  it('presets the direction of that row when only one direction is allowed', () => {
    const [row] = initialFeeRows(null, 'CREATE', OUTLAY_ONLY, ['OUTLAY']);
    expect(row).toMatchObject({ direction: 'OUTLAY', code: '', amount: '' });
  });

  it('keeps existing rows and adds none in the FINISHED stage or when adding is not allowed', () => {
    const lines = [deliveryLine()];
    expect(initialFeeRows(lines, 'CREATE', OPEN, ['OUTLAY'])).toEqual(lines);
    expect(initialFeeRows([], 'FINISHED', OPEN, ['OUTLAY'])).toEqual([]);
    expect(initialFeeRows([], 'CREATE', { ...OPEN, can_add: false }, ['OUTLAY'])).toEqual([]);
  });
});

describe('adding and deleting rows', () => {
  it('follows can_add', () => {
    expect(canAddRow(OPEN)).toBe(true);
    expect(canAddRow({ ...OPEN, can_add: false })).toBe(false);
  });

  it('never deletes below the schema’s minimum count, nor when editing is not allowed', () => {
    expect(canDeleteRow(1, OPEN)).toBe(true);
    expect(canDeleteRow(0, OPEN)).toBe(false);
    expect(canDeleteRow(1, OPEN, 1)).toBe(false);
    expect(canDeleteRow(2, OPEN, 1)).toBe(true);
    expect(canDeleteRow(3, { ...OPEN, can_edit: false }, 1)).toBe(false);
  });
});

describe('row list edits', () => {
  const rows = [{ ...deliveryLine(), key: 'a' }, { ...deliveryLine({ amount: '5' }), key: 'b' }];

  it('appends a blank row with its key, direction preset when only one is allowed', () => {
    const next = addFeeRow(rows, OUTLAY_ONLY, ['OUTLAY'], { key: 'c' });
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual({ ...emptyFeeLine(), direction: 'OUTLAY', key: 'c' });
    expect(addFeeRow(rows, { ...OPEN, can_add: false }, ['OUTLAY'], { key: 'c' })).toBe(rows);
  });

  it('removes a row unless that would go below the minimum', () => {
    expect(removeFeeRow(rows, 0, OPEN).map((row) => row.key)).toEqual(['b']);
    expect(removeFeeRow(rows, 0, OPEN, 2)).toBe(rows);
    expect(removeFeeRow(rows, 5, OPEN)).toBe(rows);
    expect(removeFeeRow(rows, 1, { ...OPEN, can_edit: false })).toBe(rows);
  });
});
