/**
 * A real HTTP server for the client tests, scripted per test. It answers CORS the way an API
 * behind another origin would, so the jsdom XMLHttpRequest (with its preflights) can call it.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Objects are sent as JSON; strings and buffers as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Drop the connection without an answer (a network failure for the client). */
  destroy?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  route(method: string, path: string, handler: Handler | Reply): void;
  /** Requests received (preflights excluded), in arrival order. */
  requests: RecordedRequest[];
  count(method: string, path: string): number;
  close(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': headers.origin ?? '*',
    'Access-Control-Allow-Methods': headers['access-control-request-method'] ?? 'GET, POST, PUT, DELETE',
    'Access-Control-Allow-Headers': headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'Content-Length, Content-Type',
  };
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const cors = corsHeaders(req.headers);
        if (req.method === 'OPTIONS') {
          res.writeHead(204, cors).end();
          return;
        }
        const url = new URL(req.url ?? '/', 'http://test.invalid');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${recorded.path}`);
        const reply: Reply = handler ? await handler(recorded) : { status: 404, body: { code: '404', msg: 'no route' } };
        if (reply.delayMs) await sleep(reply.delayMs);
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        const isRaw = typeof reply.body === 'string' || Buffer.isBuffer(reply.body);
        const payload = reply.body === undefined ? '' : isRaw ? (reply.body as string | Buffer) : JSON.stringify(reply.body);
        const contentType = isRaw ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
        res.writeHead(reply.status ?? 200, { 'Content-Type': contentType, ...cors, ...reply.headers });
        res.end(payload);
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    route(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    requests,
    count(method, path) {
      return requests.filter((r) => r.method === method && r.path === path).length;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
