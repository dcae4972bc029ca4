/**
 * The browser's own print of a print document, when no plug-in takes the job: the pages go into a
 * print-only view at the end of the page (hidden on screen; while printing it is all that shows, on the
 * template's paper) and the browser's print dialog opens. The view stays until the browser says printing
 * is over (afterprint), or until the next print replaces it.
 */
import { BROWSER_PRINT_ROOT_ID } from '../config/print';
import type { PrintDocument } from './document';
import { printDocumentHtml, printPageCss } from './html';

/** The browser's print with the document in place; the view it printed from (for tests and clean-up). */
export function printInBrowser(document: PrintDocument, win: Window = window): HTMLElement {
  const page = win.document;
  page.getElementById(BROWSER_PRINT_ROOT_ID)?.remove();
  const root = page.createElement('div');
  root.id = BROWSER_PRINT_ROOT_ID;
  // Never read out or reached on screen: it exists for the printer.
  root.setAttribute('aria-hidden', 'true');
  const style = page.createElement('style');
  style.textContent = printPageCss(document);
  const pages = page.createElement('div');
  // Escaped and sanitised markup (html.ts).
  pages.innerHTML = printDocumentHtml(document);
  root.append(style, pages);
  page.body.append(root);
  win.addEventListener('afterprint', () => root.remove(), { once: true });
  win.print();
  return root;
}
