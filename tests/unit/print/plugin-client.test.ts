// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_JOB_PATH } from '../../../src/config/print';
import { PRINT_PLUGIN_PORTS } from '../../../src/config/watchers';
import { buildPrintDocument } from '../../../src/print/document';
import { printJobOf, sendPrintJob, type PrintJob } from '../../../src/print/plugin-client';
import { printOutcomeMessage, printRecords } from '../../../src/print/print-service';
import type { PrintDocument } from '../../../src/print/document';
import { parsePrintTemplate, type PrintTemplate } from '../../../src/print/template';
import { WAYBILL_TEMPLATE_RECORD, WAYBILLS } from './fixtures';
import { closedLocalPort, closeLocalServers, listenLocal } from '../support/local-http';

const template = parsePrintTemplate(WAYBILL_TEMPLATE_RECORD) as PrintTemplate;
const job: PrintJob = printJobOf(template, buildPrintDocument(template, WAYBILLS), WAYBILLS);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Real local HTTP servers standing in for the plug-in, each on its own free port. */
async function plugin(answer: (received: Received, response: http.ServerResponse) => void): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const port = await listenLocal((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      answer(entry, response);
    });
  });
  return { port, received };
}
const accepting = (_received: Received, response: http.ServerResponse) =>
  void response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"0"}');

let closedPort = 0;
beforeAll(async () => {
  closedPort = await closedLocalPort();
});
afterAll(closeLocalServers);

describe('print job to the local plug-in', () => {
  it('tries the spec’s ports 8000, then 18000, by default', () => {
    expect(PRINT_PLUGIN_PORTS).toEqual([8000, 18000]);
    expect(PRINT_JOB_PATH).toBe('/print');
  });

  it('sends the job to the first port when it answers, and to no other', async () => {
    const first = await plugin(accepting);
    const second = await plugin(accepting);
    expect(await sendPrintJob(job, { ports: [first.port, second.port] })).toEqual({ status: 'printed', port: first.port });
    expect(first.received).toHaveLength(1);
    expect(second.received).toHaveLength(0);
    const [request] = first.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/print');
    const sent = JSON.parse(request?.body ?? '{}') as PrintJob;
    expect(sent.template).toMatchObject({ id: 7, kind: 'WAYBILL', paper: { code: 'A4', width: 210, height: 297, unit: 'mm' } });
    expect(sent.copies).toBe(2);
    expect(sent.data.map((record) => record.order_no)).toEqual(['260101100011', '260102100022']);
    expect(sent.pages).toHaveLength(2);
  });

  it('goes on to the second port when nothing listens on the first', async () => {
    const second = await plugin(accepting);
    expect(await sendPrintJob(job, { ports: [closedPort, second.port] })).toEqual({ status: 'printed', port: second.port });
    expect(second.received).toHaveLength(1);
  });

  it('gives up on a port that does not answer within the timeout and tries the next', async () => {
    const silent = await plugin(() => undefined);
    const second = await plugin(accepting);
    const started = Date.now();
    expect(await sendPrintJob(job, { ports: [silent.port, second.port], timeoutMs: 300 })).toEqual({ status: 'printed', port: second.port });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.received).toHaveLength(1);
  });

  it('tells a refusal (a plug-in answering with an error) from no plug-in', async () => {
    const refusing = await plugin((_received, response) =>
      void response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ msg: '打印机未连接' })));
    expect(await sendPrintJob(job, { ports: [refusing.port, closedPort] })).toEqual({ status: 'refused', port: refusing.port, message: '打印机未连接' });
    expect(await sendPrintJob(job, { ports: [closedPort] })).toEqual({ status: 'unreachable' });
  });

  it('never sends the session to the plug-in: no token, user id, menu id, cookie or authorization', async () => {
    const token = 'eyJ.session-token.secret';
    const storage = new Map<string, string>([['token', token], ['userid', '42']]);
    const previous = (globalThis as { localStorage?: unknown }).localStorage;
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key),
    };
    try {
      const { setTokens, getToken } = await import('../../../src/session/token-store');
      setTokens({ accessToken: token, refreshToken: 'refresh-secret' });
      expect(getToken()).toBe(token);
      const target = await plugin(accepting);
      await printRecords({ template, records: WAYBILLS, ports: [target.port] });
      const [request] = target.received;
      const names = Object.keys(request?.headers ?? {});
      for (const name of ['token', 'x-token', 'userid', 'menu-id', 'web', 'cookie', 'authorization']) expect(names).not.toContain(name);
      expect(JSON.stringify(request?.headers)).not.toContain(token);
      expect(request?.body).not.toContain(token);
      expect(request?.body).not.toContain('refresh-secret');
    } finally {
      (globalThis as { localStorage?: unknown }).localStorage = previous;
    }
  });
});

describe('printing records: plug-in first, else the browser', () => {
  it('prints through the plug-in when one takes the job, without the browser', async () => {
    const target = await plugin(accepting);
    const browserPrints: PrintDocument[] = [];
    const outcome = await printRecords({ template, records: WAYBILLS, ports: [closedPort, target.port], browserPrint: (doc) => browserPrints.push(doc) });
    expect(outcome).toEqual({ via: 'plugin', port: target.port, pages: 2 });
    expect(browserPrints).toHaveLength(0);
    expect(printOutcomeMessage(outcome)).toEqual({ level: 'success', key: 'print.sentToPlugin', params: { count: 2 } });
  });

  it('falls back to the browser’s own print of the same document when no plug-in answers, and says so', async () => {
    const browserPrints: PrintDocument[] = [];
    const outcome = await printRecords({ template, records: WAYBILLS, ports: [closedPort], browserPrint: (doc) => browserPrints.push(doc) });
    expect(outcome).toEqual({ via: 'browser', reason: 'notFound', pages: 2, ports: [closedPort] });
    expect(browserPrints).toHaveLength(1);
    expect(browserPrints[0]?.pages.map((page) => page.items[2]?.text)).toEqual(['订单号：260101100011', '订单号：260102100022']);
    expect(printOutcomeMessage(outcome)).toEqual({ level: 'warning', key: 'print.pluginNotFoundBrowserUsed', params: { ports: String(closedPort) } });
    expect(printOutcomeMessage({ via: 'browser', reason: 'notFound', pages: 1, ports: [8000, 18000] }).params).toEqual({ ports: '8000/18000' });
  });

  it('falls back to the browser as well when the plug-in refuses, naming its reason', async () => {
    const refusing = await plugin((_received, response) => void response.writeHead(503).end(JSON.stringify({ message: '缺纸' })));
    const browserPrints: PrintDocument[] = [];
    const outcome = await printRecords({ template, records: WAYBILLS, ports: [refusing.port], browserPrint: (doc) => browserPrints.push(doc) });
    expect(outcome).toEqual({ via: 'browser', reason: 'refused', message: '缺纸', pages: 2, ports: [refusing.port] });
    expect(browserPrints).toHaveLength(1);
    expect(printOutcomeMessage(outcome)).toEqual({ level: 'warning', key: 'print.pluginRefusedBrowserUsed', params: { reason: ' (缺纸)' } });
  });
});
