import { describe, expect, it } from 'vitest';
import { chooseTemplate, parsePrintField, parsePrintTemplate } from '../../../src/print/template';
import { WAYBILL_TEMPLATE_RECORD } from './fixtures';

describe('print templates as data', () => {
  it('reads a stored template: kind, paper in millimetres, copies, default flag and placed fields', () => {
    const template = parsePrintTemplate(WAYBILL_TEMPLATE_RECORD);
    expect(template).toMatchObject({
      id: 7, name: '标准运单模板', kind: 'WAYBILL', copies: 2, isDefault: true,
      paper: { code: 'A4', width: 210, height: 297 },
    });
    expect(template?.fields).toHaveLength(8);
    expect(template?.fields[0]).toEqual({ type: 'text', label: '物流运单', x: 80, y: 10, width: 50, fontSize: 18, bold: true, align: 'center' });
  });

  it('keeps only plain data within bounds: no unknown type, key, format, position or size passes', () => {
    expect(parsePrintField({ type: 'script', label: 'x', x: 1, y: 1 })).toBeUndefined();
    expect(parsePrintField({ label: 'x', x: -1, y: 1 })).toBeUndefined();
    expect(parsePrintField({ label: 'x', x: 1, y: 9999 })).toBeUndefined();
    expect(parsePrintField({ x: 1, y: 1 })).toBeUndefined();
    // A key that is an expression is dropped; a label alone still prints.
    expect(parsePrintField({ label: '备注', key: 'constructor["x"]()', x: 1, y: 1 })).toEqual({ type: 'text', label: '备注', x: 1, y: 1 });
    expect(parsePrintField({ key: 'a.b', format: 'eval', fontSize: 500, align: 'justify', bold: 'yes', x: 1, y: 1 })).toEqual({ type: 'text', key: 'a.b', x: 1, y: 1 });
  });

  it('refuses templates that cannot print: unknown kind or paper, no field', () => {
    expect(parsePrintTemplate({ ...WAYBILL_TEMPLATE_RECORD, template_type: 'OTHER' })).toBeUndefined();
    expect(parsePrintTemplate({ ...WAYBILL_TEMPLATE_RECORD, paper_size: 'B5' })).toBeUndefined();
    expect(parsePrintTemplate({ ...WAYBILL_TEMPLATE_RECORD, fields: [] })).toBeUndefined();
    expect(parsePrintTemplate({ ...WAYBILL_TEMPLATE_RECORD, fields: '<div>' })).toBeUndefined();
  });

  it('chooses the enabled default of the kind, else the first enabled one of the kind', () => {
    const label = { ...WAYBILL_TEMPLATE_RECORD, id: 1, template_type: 'LABEL', paper_size: '100X150' };
    const disabledDefault = { ...WAYBILL_TEMPLATE_RECORD, id: 2, status: 0 };
    const plain = { ...WAYBILL_TEMPLATE_RECORD, id: 3, is_default: 0 };
    const chosenDefault = { ...WAYBILL_TEMPLATE_RECORD, id: 4 };
    expect(chooseTemplate([label, disabledDefault, plain, chosenDefault], 'WAYBILL')?.id).toBe(4);
    expect(chooseTemplate([label, disabledDefault, plain], 'WAYBILL')?.id).toBe(3);
    expect(chooseTemplate([label, disabledDefault], 'WAYBILL')).toBeUndefined();
    expect(chooseTemplate([label], 'LABEL')?.paper).toEqual({ code: '100X150', width: 100, height: 150 });
  });
});
