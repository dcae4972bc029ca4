// @vitest-environment node
/**
 * Issue 27: the built app's precompressed files by Accept-Encoding, its cache headers, the security
 * headers only documents get, and the API's JSON compressed above the threshold.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, IMMUTABLE_CACHE_CONTROL } from '../../../server/web/delivery-config.js';
import { login, startTestServer, type TestServer } from './test-server.js';

const INDEX = '<!doctype html><title>后台</title><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET through node:http, which (unlike fetch) leaves the body as sent. */
function get(url: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes a file with its .br and .gz siblings, as the build does. */
function writePrecompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

let ts: TestServer;
let token: string;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-server-delivery-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  mkdirSync(join(staticDir, 'brands'), { recursive: true });
  writePrecompressed(join(staticDir, 'index.html'), INDEX);
  writePrecompressed(join(staticDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(staticDir, 'assets', 'logo-Zz99Yy88.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(staticDir, 'brands', 'default.json'), JSON.stringify({ systemName: '物流后台', appCode: 'OSS' }));
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(staticDir, 'brands', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(staticDir, 'config.json'), JSON.stringify({ apiBaseUrl: '/api' }));
  ts = await startTestServer({ staticDir }, dir);
  token = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

describe('precompressed files by Accept-Encoding', () => {
  it('sends the .br file to a client that accepts brotli, the .gz file to one that accepts gzip only', async () => {
    const br = await get(ts.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(ts.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding, or when the file has no sibling', async () => {
    const plain = await get(ts.url, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
    const png = await get(ts.url, '/assets/logo-Zz99Yy88.png', { 'accept-encoding': 'br, gzip' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body).toHaveLength(4);
  });

  it('precompresses the page at / and the SPA fallback too', async () => {
    for (const path of ['/', '/saas/system/role/index']) {
      const page = await get(ts.url, path, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers['content-type'], path).toContain('text/html');
      expect(brotliDecompressSync(page.body).toString(), path).toBe(INDEX);
    }
  });
});

describe('cache headers', () => {
  it('keeps hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get(ts.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(asset.headers['cache-control'], encoding).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    expect((await get(ts.url, '/assets/logo-Zz99Yy88.png')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html, the SPA fallback, the brand files and the runtime config', async () => {
    for (const path of ['/', '/index.html', '/saas/system/role/index', '/brands/default.json', '/config.json']) {
      const answer = await get(ts.url, path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('keeps the favicon and brand logos fresh for an hour, then uses them while it revalidates', async () => {
    for (const path of ['/favicon.svg', '/brands/logo.svg']) {
      const answer = await get(ts.url, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('public, max-age=3600, stale-while-revalidate=86400');
    }
  });

  it('answers a revalidation of the config file with 304', async () => {
    const first = await get(ts.url, '/config.json');
    expect(JSON.parse(first.body.toString())).toEqual({ apiBaseUrl: '/api' });
    const etag = String(first.headers.etag);
    const again = await get(ts.url, '/config.json', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('document-only security headers', () => {
  it('sends the CSP and framing rules with the page, not with a script, an image, a brand file or a 304', async () => {
    const page = await get(ts.url, '/', { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    for (const path of ['/assets/index-Ab12Cd34.js', '/assets/logo-Zz99Yy88.png', '/brands/default.json']) {
      const asset = await get(ts.url, path, { 'accept-encoding': 'br' });
      expect(asset.status, path).toBe(200);
      expect(asset.headers['content-security-policy'], path).toBeUndefined();
      expect(asset.headers['x-frame-options'], path).toBeUndefined();
      expect(asset.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const etag = String(page.headers.etag);
    const notModified = await get(ts.url, '/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect(notModified.headers['x-frame-options']).toBeUndefined();
  });

  it('keeps them on an SVG, which renders as a document when opened', async () => {
    const svg = await get(ts.url, '/favicon.svg');
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('compressed JSON answers', () => {
  const LIST = '/api/system/roles?page=1&per_page=500';

  it('compresses a list above the threshold for a client that accepts it, and says so in Vary', async () => {
    const plain = await get(ts.url, LIST, { token });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await get(ts.url, LIST, { token, 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await get(ts.url, LIST, { token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The API keeps its security headers, compressed or not.
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves an answer under the threshold as it is', async () => {
    const small = await get(ts.url, '/api/map/help/system_info', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).code).toBe('0');
  });

  it('does not compress a JSON file of the app on the fly (the build precompresses what it should)', async () => {
    const brand = await get(ts.url, '/brands/default.json', { 'accept-encoding': 'br, gzip' });
    expect(brand.headers['content-encoding']).toBeUndefined();
  });
});
