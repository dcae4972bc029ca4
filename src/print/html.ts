/**
 * The print document as markup for the browser's own print: one block per page, each field placed in
 * millimetres. Every text is escaped, and the markup is sanitised (DOMPurify) before anyone renders it.
 */
import { BROWSER_PRINT_ROOT_ID } from '../config/print';
import { sanitizeHtml } from '../http/sanitize-html';
import type { PrintDocument, PrintItem } from './document';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Millimetres and points as CSS lengths (numbers only: the template parser let nothing else through). */
const mm = (value: number): string => `${Number(value.toFixed(2))}mm`;

function itemHtml(item: PrintItem): string {
  const style = [
    'position:absolute',
    `left:${mm(item.x)}`,
    `top:${mm(item.y)}`,
    item.width !== undefined ? `width:${mm(item.width)}` : '',
    `height:${mm(item.height)}`,
    `font-size:${Number(item.fontSize)}pt`,
    `font-weight:${item.bold ? 'bold' : 'normal'}`,
    `text-align:${item.align}`,
    'overflow:hidden',
    'white-space:pre-wrap',
    'line-height:1.25',
  ].filter(Boolean).join(';');
  if (item.type === 'barcode') {
    // The plug-in draws the bars; the browser prints the code framed, large and spaced for reading.
    const boxed = `${style};border:0.3mm solid #000;font-family:monospace;letter-spacing:0.6mm;display:flex;align-items:center;justify-content:center`;
    return `<div data-print-item="barcode" style="${boxed}">${escapeHtml(item.value ?? '')}</div>`;
  }
  return `<div data-print-item="text" style="${style}">${escapeHtml(item.text)}</div>`;
}

/** The pages, each repeated `copies` times, as sanitised markup. */
export function printDocumentHtml(document: PrintDocument): string {
  const { width, height } = document.template.paper;
  const pageStyle = `position:relative;width:${mm(width)};height:${mm(height)};overflow:hidden;break-after:page;page-break-after:always`;
  const pages: string[] = [];
  for (const page of document.pages) {
    const html = `<section data-print-page="" style="${pageStyle}">${page.items.map(itemHtml).join('')}</section>`;
    for (let copy = 0; copy < Math.max(1, document.copies); copy += 1) pages.push(html);
  }
  return sanitizeHtml(pages.join(''));
}

/**
 * The style sheet of the browser's print: the template's paper without margins, and while printing only
 * the print view shows. Built from numbers and fixed names only.
 */
export function printPageCss(document: PrintDocument): string {
  const { width, height } = document.template.paper;
  const root = `#${BROWSER_PRINT_ROOT_ID}`;
  return [
    `@page { size: ${mm(width)} ${mm(height)}; margin: 0; }`,
    `${root} { display: none; }`,
    `@media print { body > *:not(${root}) { display: none !important; } ${root} { display: block !important; } }`,
  ].join('\n');
}
