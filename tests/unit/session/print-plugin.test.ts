// @vitest-environment node
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions, isOutdated, probePrintPluginVersion } from '../../../src/print/plugin-version';
import { closedLocalPort, closeLocalServers, listenLocal } from '../support/local-http';

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
const plugin = listenLocal;
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
  closedPort = await closedLocalPort();
});
afterAll(closeLocalServers);

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
