// @vitest-environment node
/** A list column's value as an exported cell (issue 26): the list's words, never codes, hashes or JSON. */
import { describe, expect, it } from 'vitest';
import { exportCell, exportCellKind, summaryText, valueAt } from '../../../src/format/export-cells';

const STATUS = { name: 'enum' as const, options: [{ value: 'SIGNED', label: '已签收' }, { value: 1, label: '启用' }] };

describe('exportCell', () => {
  it('writes codes as their labels, the code itself when no option has it', () => {
    expect(exportCell('SIGNED', STATUS)).toBe('已签收');
    expect(exportCell('1', STATUS)).toBe('启用');
    expect(exportCell(['SIGNED', 1], STATUS)).toBe('已签收、启用');
    expect(exportCell('LOST', STATUS)).toBe('LOST');
    expect(exportCell('SUBMITTED', { name: 'optionSet', set: 'ticketStatus' })).not.toBe('SUBMITTED');
  });

  it('keeps amounts numbers (two decimals is the file format), masked amounts text', () => {
    expect(exportCell(1234.5, { name: 'money' })).toBe(1234.5);
    expect(exportCell('1,234.50', { name: 'money' })).toBe(1234.5);
    expect(exportCell('***', { name: 'feeAmount' })).toBe('***');
    expect(exportCellKind({ name: 'money' })).toBe('money');
    expect(exportCellKind({ name: 'date' })).toBe('text');
    expect(exportCell(100, { name: 'chineseAmount' })).toBe('壹佰元整');
  });

  it('formats dates and times as the list does', () => {
    expect(exportCell('2024-03-05T08:09:10', { name: 'date' })).toBe('2024-03-05');
    expect(exportCell('2024-03-05T08:09:10', { name: 'datetime' })).toBe('2024-03-05 08:09:10');
  });

  it('counts images and never writes file ids or hashes', () => {
    expect(exportCell([{ fileid: 'f1', hash: 'abc' }, { fileid: 'f2', hash: 'def' }], { name: 'images' })).toBe('2张图片');
    expect(exportCell('f1', { name: 'images' })).toBe('1张图片');
    expect(exportCell([], { name: 'images' })).toBeNull();
  });

  it('summarises nested lines readably, without ids', () => {
    const lines = [{ id: 3, fee_id: 9, fee_name: '运费', amount: 12.5 }, { id: 4, fee_name: '安装费', amount: 30 }];
    expect(exportCell(lines, undefined)).toBe('运费 12.5；安装费 30');
    expect(summaryText({ name: '张三', id: 1 })).toBe('张三');
    expect(exportCell([{ code: 'TICKET' }, 'URGENT'], { name: 'tag' })).toBe('TICKET、URGENT');
    expect(exportCell('', undefined)).toBeNull();
    expect(exportCell(5, undefined)).toBe(5);
  });

  it('reaches nested fields as list columns do', () => {
    expect(valueAt({ carrier: { name: '顺丰' } }, 'carrier.name')).toBe('顺丰');
    expect(valueAt({ 'a.b': 1 }, 'a.b')).toBe(1);
  });
});
