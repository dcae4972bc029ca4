import { describe, expect, it } from 'vitest';
import { buildPrintDocument, printedData } from '../../../src/print/document';
import { printDocumentHtml, printPageCss } from '../../../src/print/html';
import { formatPrintValue } from '../../../src/print/formats';
import { parsePrintTemplate, type PrintTemplate } from '../../../src/print/template';
import { WAYBILL_TEMPLATE_RECORD, WAYBILLS } from './fixtures';

const template = parsePrintTemplate(WAYBILL_TEMPLATE_RECORD) as PrintTemplate;

describe('print document from a template', () => {
  it('fills one page per record with each placed field: label and value, formatted', () => {
    const document = buildPrintDocument(template, WAYBILLS);
    expect(document.copies).toBe(2);
    expect(document.template).toEqual({ id: 7, name: '标准运单模板', kind: 'WAYBILL', paper: { code: 'A4', width: 210, height: 297 } });
    expect(document.pages).toHaveLength(2);
    const [first, second] = document.pages.map((page) => page.items.map((item) => item.text));
    expect(first).toEqual([
      '物流运单', '260101100011', '订单号：260101100011', '收货人：张三', '运费：1,234.50', '运费（大写）：壹仟贰佰叁拾肆元伍角',
      '下单时间：2026-01-01', '订单标签：重要客户',
    ]);
    expect(second?.[5]).toBe('运费（大写）：壹佰元整');
    expect(second?.[7]).toBe('订单标签：');
    expect(document.pages[0]?.items[1]).toMatchObject({ type: 'barcode', value: '260101100011', height: 14, x: 10, y: 25 });
    expect(document.pages[0]?.items[0]).toMatchObject({ fontSize: 18, bold: true, align: 'center', height: 6 });
  });

  it('prints amounts in Chinese capital numerals, and a hidden amount as it is', () => {
    expect(formatPrintValue(0, 'capitalAmount')).toBe('零元整');
    expect(formatPrintValue('1.05', 'capitalAmount')).toBe('壹元零伍分');
    expect(formatPrintValue('10,000.00', 'capitalAmount')).toBe('壹万元整');
    expect(formatPrintValue('***', 'capitalAmount')).toBe('***');
    expect(formatPrintValue('***', 'money')).toBe('***');
    expect(formatPrintValue(null, 'capitalAmount')).toBe('');
  });

  it('sends the plug-in only the fields the template prints', () => {
    expect(printedData(template, WAYBILLS)[0]).toEqual({
      order_no: '260101100011', end_contact: '张三', amount: 1234.5, created_at: '2026-01-01 09:30:00', tags: [{ code: 'VIP', name: '重要客户' }],
    });
    expect(printedData(template, WAYBILLS)[0]).not.toHaveProperty('end_tel');
  });
});

describe('print document as markup for the browser', () => {
  it('escapes and sanitises what records and labels hold: no element, handler or script gets through', () => {
    const evil = parsePrintTemplate({
      ...WAYBILL_TEMPLATE_RECORD,
      fields: [{ label: '<img src=x onerror=alert(1)>', key: 'end_contact', x: 1, y: 1 }],
    }) as PrintTemplate;
    const html = printDocumentHtml(buildPrintDocument(evil, [{ end_contact: '</div><script>alert(2)</script><b onclick="x()">王</b>' }], 1));
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(host.querySelectorAll('[onerror], [onclick]')).toHaveLength(0);
    expect(host.textContent).toBe('<img src=x onerror=alert(1)>：</div><script>alert(2)</script><b onclick="x()">王</b>');
  });

  it('places each field in millimetres on pages of the paper size, each page repeated per copy', () => {
    const host = document.createElement('div');
    host.innerHTML = printDocumentHtml(buildPrintDocument(template, WAYBILLS));
    const pages = host.querySelectorAll<HTMLElement>('[data-print-page]');
    expect(pages).toHaveLength(4);
    expect(pages[0]?.style.width).toBe('210mm');
    expect(pages[0]?.style.height).toBe('297mm');
    const title = pages[0]?.querySelector<HTMLElement>('[data-print-item="text"]');
    expect(title?.style.left).toBe('80mm');
    expect(title?.style.fontSize).toBe('18pt');
    expect(pages[0]?.querySelector('[data-print-item="barcode"]')?.textContent).toBe('260101100011');
    expect(printPageCss(buildPrintDocument(template, WAYBILLS))).toContain('@page { size: 210mm 297mm; margin: 0; }');
  });
});
