// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions, isOutdated, probePrintPluginVersion } from '../../../src/print/plugin-version';

describe('plug-in version comparison', () => {
  it('compares dotted versions part by part, numerically', () => {
    expect(compareVersions('3.0.0', '3.0.0')).toBe(0);
    expect(compareVersions('3.0', '3.0.0')).toBe(0);
    expect(compareVersions('2.9.9', '3.0.0')).toBeLessThan(0);
    expect(compareVersions('3.10.0', '3.9.1')).toBeGreaterThan(0);
    expect(compareVersions('6.2.2.6', '6.2.2')).toBeGreaterThan(0);
  });

  it('calls a version below the minimum outdated, the minimum and above not', () => {
    expect(isOutdated('2.1.0', '3.0.0')).toBe(true);
    expect(isOutdated('3.0.0', '3.0.0')).toBe(false);
    expect(isOutdated('3.0.1', '3.0.0')).toBe(false);
  });
});

/** Local HTTP servers standing in for the plug-in: one per behaviour, each on its own free port. */
const servers: http.Server[] = [];
async function plugin(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
const answering = (version: string): http.RequestListener => (request, response) => {
  if (request.url !== '/version') return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify({ version }));
};

let oldPort = 0;
let newPort = 0;
let silentPort = 0;
let htmlPort = 0;
let closedPort = 0;
beforeAll(async () => {
  oldPort = await plugin(answering('2.1.0'));
  newPort = await plugin(answering('3.2.0'));
  silentPort = await plugin(() => undefined); // accepts, never answers
  htmlPort = await plugin((_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>hi</h1>'));
  // A port that was free a moment ago: nothing listens there now.
  const spare = http.createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  closedPort = (spare.address() as AddressInfo).port;
  await new Promise((resolve) => spare.close(resolve));
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('plug-in probe', () => {
  it('reads the version a port answers', async () => {
    await expect(probePrintPluginVersion({ ports: [oldPort] })).resolves.toBe('2.1.0');
  });

  it('takes the first port in list order that answers, skipping ports where nothing listens', async () => {
    await expect(probePrintPluginVersion({ ports: [closedPort, newPort, oldPort] })).resolves.toBe('3.2.0');
  });

  it('gives undefined quickly when nothing listens, a port stays silent, or the answer is not a version', async () => {
    const started = Date.now();
    await expect(probePrintPluginVersion({ ports: [closedPort, silentPort, htmlPort], timeoutMs: 300 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
