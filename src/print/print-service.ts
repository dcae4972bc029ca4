/**
 * Printing records with a template: the job goes to the local plug-in; when no plug-in takes it, the
 * browser prints the same document itself and the user is told why (printOutcomeMessage).
 */
import { PRINT_LIMITS } from '../config/print';
import { printInBrowser } from './browser-print';
import { buildPrintDocument, type PrintDocument } from './document';
import { printJobOf, sendPrintJob, type SendOptions } from './plugin-client';
import type { PrintTemplate } from './template';

export interface PrintRequest extends SendOptions {
  template: PrintTemplate;
  records: ReadonlyArray<Readonly<Record<string, unknown>>>;
  printer?: string;
  /** The browser's own print (printInBrowser unless a test gives another). */
  browserPrint?: (document: PrintDocument) => void;
}

/** How a print went: through the plug-in on a port, or through the browser's own print and why. */
export type PrintOutcome =
  | { via: 'plugin'; port: number; pages: number }
  | { via: 'browser'; reason: 'notFound' | 'refused'; message?: string; pages: number; ports: readonly number[] };

export async function printRecords(request: PrintRequest): Promise<PrintOutcome> {
  const records = request.records.slice(0, PRINT_LIMITS.maxRecords);
  const document = buildPrintDocument(request.template, records);
  const pages = document.pages.length;
  const result = await sendPrintJob(printJobOf(request.template, document, records, request.printer), request);
  if (result.status === 'printed') return { via: 'plugin', port: result.port, pages };
  (request.browserPrint ?? ((doc: PrintDocument) => void printInBrowser(doc)))(document);
  const ports = request.ports;
  return result.status === 'refused'
    ? { via: 'browser', reason: 'refused', pages, ports, ...(result.message ? { message: result.message } : {}) }
    : { via: 'browser', reason: 'notFound', pages, ports };
}

/** The message a user gets after printing: i18n key and parameters (src/i18n/messages/print.ts). */
export function printOutcomeMessage(outcome: PrintOutcome): { level: 'success' | 'warning'; key: string; params: Record<string, string | number> } {
  if (outcome.via === 'plugin') return { level: 'success', key: 'print.sentToPlugin', params: { count: outcome.pages } };
  if (outcome.reason === 'refused') {
    return { level: 'warning', key: 'print.pluginRefusedBrowserUsed', params: { reason: outcome.message ? ` (${outcome.message})` : '' } };
  }
  return { level: 'warning', key: 'print.pluginNotFoundBrowserUsed', params: { ports: outcome.ports.join('/') } };
}
