/**
 * The print job call to the local print plug-in (core spec §1, §9): POST http://127.0.0.1:{port}/print
 * with the job as JSON, to each port in turn (8000, then 18000) until one accepts it with a 2xx answer.
 * Ports are tried one after the other, never at once, so a job is never printed twice. Nothing of the
 * session goes to the plug-in: no token header, no cookies, no referrer; the body is the job alone.
 */
import { PRINT_JOB_PATH, PRINT_JOB_SCHEMA, PRINT_JOB_TIMEOUT_MS } from '../config/print';
import { PRINT_PLUGIN_HOST } from '../config/watchers';
import { printedData, type PrintDocument, type PrintPage } from './document';
import type { PrintTemplate } from './template';

/** What the plug-in receives (docs/printing.md: the job call). */
export interface PrintJob {
  /** Version of this shape. */
  schema: typeof PRINT_JOB_SCHEMA;
  template: { id: number; name: string; kind: string; paper: { code: string; width: number; height: number; unit: 'mm' }; fields: PrintTemplate['fields'] };
  /** A printer name the plug-in knows; absent: its default printer. */
  printer?: string;
  copies: number;
  /** Per record, the values of the fields the template prints (nothing else of the record). */
  data: Array<Record<string, unknown>>;
  /** The same records already laid out: one page per record, every field's text placed in millimetres. */
  pages: PrintPage[];
}

export function printJobOf(
  template: PrintTemplate, document: PrintDocument, records: ReadonlyArray<Readonly<Record<string, unknown>>>, printer?: string,
): PrintJob {
  return {
    schema: PRINT_JOB_SCHEMA,
    template: { id: template.id, name: template.name, kind: template.kind, paper: { ...template.paper, unit: 'mm' }, fields: template.fields },
    ...(printer ? { printer } : {}),
    copies: document.copies,
    data: printedData(template, records),
    pages: document.pages,
  };
}

export interface SendOptions {
  /** Loopback ports in the order tried (client settings' printPluginPorts). */
  ports: readonly number[];
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * `printed`: a plug-in accepted the job on `port`. `refused`: a plug-in answered but not with a 2xx (its
 * message when it gave one), and no other port accepted. `unreachable`: nothing answered on any port.
 */
export type SendResult =
  | { status: 'printed'; port: number }
  | { status: 'refused'; port: number; message?: string }
  | { status: 'unreachable' };

type PortAnswer = { accepted: true } | { accepted: false; answered: boolean; message?: string };

/** The message of a refusal, when the plug-in gave one as { msg } or { message }. */
async function refusalMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return undefined;
    const { msg, message } = body as { msg?: unknown; message?: unknown };
    const text = typeof msg === 'string' ? msg : typeof message === 'string' ? message : undefined;
    return text?.slice(0, 200);
  } catch {
    return undefined;
  }
}

async function sendToPort(port: number, body: string, timeoutMs: number, fetcher: typeof globalThis.fetch): Promise<PortAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(`http://${PRINT_PLUGIN_HOST}:${port}${PRINT_JOB_PATH}`, {
      method: 'POST',
      // The only header: no token, no user id, no menu id.
      headers: { 'content-type': 'application/json' },
      body,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    if (response.ok) return { accepted: true };
    return { accepted: false, answered: true, message: await refusalMessage(response) };
  } catch {
    // Refused, timed out or blocked: no plug-in on this port.
    return { accepted: false, answered: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Sends the job to the ports in order; the first 2xx answer ends it. */
export async function sendPrintJob(job: PrintJob, options: SendOptions): Promise<SendResult> {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? PRINT_JOB_TIMEOUT_MS;
  const body = JSON.stringify(job);
  let refusal: SendResult | undefined;
  for (const port of options.ports) {
    const answer = await sendToPort(port, body, timeoutMs, fetcher);
    if (answer.accepted) return { status: 'printed', port };
    if (answer.answered && !refusal) refusal = { status: 'refused', port, ...(answer.message ? { message: answer.message } : {}) };
  }
  return refusal ?? { status: 'unreachable' };
}
