import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_PRINT_ROOT_ID } from '../../../src/config/print';
import { printInBrowser } from '../../../src/print/browser-print';
import { buildPrintDocument } from '../../../src/print/document';
import { parsePrintTemplate, type PrintTemplate } from '../../../src/print/template';
import { WAYBILL_TEMPLATE_RECORD, WAYBILLS } from './fixtures';

const template = parsePrintTemplate(WAYBILL_TEMPLATE_RECORD) as PrintTemplate;

afterEach(() => {
  document.getElementById(BROWSER_PRINT_ROOT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('the browser’s own print', () => {
  it('puts the pages in a print-only view and opens the print dialog with them in place', () => {
    let pagesWhenPrinting = 0;
    vi.spyOn(window, 'print').mockImplementation(() => {
      pagesWhenPrinting = document.querySelectorAll(`#${BROWSER_PRINT_ROOT_ID} [data-print-page]`).length;
    });
    const root = printInBrowser(buildPrintDocument(template, WAYBILLS, 1));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(pagesWhenPrinting).toBe(2);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('style')?.textContent).toContain('@media print');
    expect(root.textContent).toContain('订单号：260102100022');
  });

  it('removes the view when printing is over, and a new print replaces an old view', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    printInBrowser(buildPrintDocument(template, WAYBILLS.slice(0, 1), 1));
    printInBrowser(buildPrintDocument(template, WAYBILLS.slice(1), 1));
    expect(document.querySelectorAll(`#${BROWSER_PRINT_ROOT_ID}`)).toHaveLength(1);
    expect(document.getElementById(BROWSER_PRINT_ROOT_ID)?.textContent).toContain('李四');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById(BROWSER_PRINT_ROOT_ID)).toBeNull();
  });
});
