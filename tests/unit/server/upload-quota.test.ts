// @vitest-environment node
/**
 * Uploads are limited per company (its main account and sub-accounts together) per time window, by bytes
 * and by files; beyond either the upload is refused with 429 and a Chinese msg naming the limit, and other
 * companies upload as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';

/** A 1x1 PNG (70 bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

async function upload(ts: TestServer, token: string, bytes: Buffer = PNG) {
  const policy = (await call(ts.url, '/api/file/image/policy', { token })).body.data.url as string;
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${ts.url}/api${policy}`, { method: 'POST', body: form, headers: { token } });
  return { status: response.status, body: await response.json() };
}

describe('upload quota per company', () => {
  it('refuses a company\'s files beyond the window\'s count, counting its sub-accounts too, and lets other companies upload', async () => {
    const ts = await startTestServer({ uploadQuota: { maxFiles: 3, maxBytes: 1024 * 1024, windowSeconds: 3600 } });
    servers.push(ts);
    const servicer = (await login(ts.url, 'servicer')).token;
    const cs = (await login(ts.url, 'cs')).token;
    expect((await upload(ts, servicer)).status).toBe(200);
    expect((await upload(ts, cs)).status).toBe(200);
    expect((await upload(ts, servicer)).status).toBe(200);

    for (const token of [servicer, cs]) {
      const refused = await upload(ts, token);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: '429', msg: '上传过于频繁：本企业每小时最多上传 3 张图片' });
    }
    expect((await upload(ts, (await login(ts.url, 'consignor')).token)).status).toBe(200);
  });

  it('refuses an upload that would take the company past the window\'s bytes', async () => {
    const limit = 2 * 1024 * 1024;
    const ts = await startTestServer({ uploadQuota: { maxFiles: 100, maxBytes: limit, windowSeconds: 60 } });
    servers.push(ts);
    const { token } = await login(ts.url, 'consignor');
    const big = Buffer.alloc(900 * 1024);
    PNG.copy(big);
    expect((await upload(ts, token, big)).status).toBe(200);
    expect((await upload(ts, token, big)).status).toBe(200);
    const refused = await upload(ts, token, big);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('上传过于频繁：本企业每分钟最多上传 2 MB');
    // A smaller file that still fits is taken.
    expect((await upload(ts, token)).status).toBe(200);
  });
});
