// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_POLICY_MAX_BYTES, UPLOAD_POLICY_TTL_MS } from '../../../src/config/upload.js';
import { UploadSigner } from '../../../server/uploads/signing.js';
import { call, jwtClaims, login, startTestServer, type TestServer } from './test-server.js';

const SECRET = 'image-upload-test-secret';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ jwtSecret: SECRET });
});
afterAll(async () => {
  await ts.stop();
});

async function policyUrl(token: string): Promise<string> {
  const { status, body } = await call(ts.url, '/api/file/image/policy', { token });
  expect(status).toBe(200);
  return body.data.url as string;
}

async function post(path: string, token: string | undefined, bytes: Buffer, name = 'licence.png', type = 'image/png', field = 'photo') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${ts.url}/api${path}`, { method: 'POST', body: form, headers: token ? { token } : {} });
  return { status: response.status, body: await response.json() };
}

describe('image upload policy', () => {
  it('gives a signed upload URL valid 24 h with the 10,240,000-byte cap', async () => {
    const { token } = await login(ts.url, 'servicer');
    const before = Date.now();
    const { body } = await call(ts.url, '/api/file/image/policy', { token });
    expect(body.code).toBe('0');
    expect(body.data.url).toMatch(/^\/file\/image\/upload\?expires=\d+&signature=[\w-]+$/);
    expect(body.data.max_size).toBe(UPLOAD_POLICY_MAX_BYTES);
    expect(body.data.expire_at - before).toBeGreaterThanOrEqual(UPLOAD_POLICY_TTL_MS - 1000);
    expect(body.data.expire_at - before).toBeLessThanOrEqual(UPLOAD_POLICY_TTL_MS + 5000);
  });

  it('needs a token for the policy, the upload and the download', async () => {
    expect((await call(ts.url, '/api/file/image/policy')).status).toBe(401);
    expect((await post('/file/image/upload?expires=1&signature=x', undefined, PNG)).status).toBe(401);
    expect((await call(ts.url, '/api/file/image/download?file_id=0123456789abcdef0123456789abcdef')).status).toBe(401);
  });
});

describe('image upload', () => {
  it('stores a PNG posted as photo and streams it back to its company with its type and nosniff', async () => {
    const { token } = await login(ts.url, 'servicer');
    const uploaded = await post(await policyUrl(token), token, PNG);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.code).toBe('0');
    const fileid = uploaded.body.data.fileid as string;
    expect(fileid).toMatch(/^[0-9a-f]{32}$/);
    expect(existsSync(join(ts.dir, 'uploads', fileid))).toBe(true);

    // A sub-account of the same company sees it too.
    for (const user of ['servicer', 'cs']) {
      const reader = (await login(ts.url, user)).token;
      const response = await fetch(`${ts.url}/api/file/image/download?file_id=${fileid}`, { headers: { token: reader } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('answers another company as if the image were missing, and shows it to the platform admin', async () => {
    const { token } = await login(ts.url, 'servicer');
    const fileid = (await post(await policyUrl(token), token, PNG)).body.data.fileid as string;
    const other = (await login(ts.url, 'consignor')).token;
    const refused = await call(ts.url, `/api/file/image/download?file_id=${fileid}`, { token: other });
    const missing = await call(ts.url, '/api/file/image/download?file_id=0123456789abcdef0123456789abcdef', { token: other });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);
    const admin = (await login(ts.url, 'admin')).token;
    expect((await call(ts.url, `/api/file/image/download?file_id=${fileid}`, { token: admin })).status).toBe(200);
  });

  it('refuses an expired, forged or someone else\'s signature', async () => {
    const { token } = await login(ts.url, 'servicer');
    const userId = Number(jwtClaims(token).id);
    const signer = new UploadSigner(SECRET);
    // The same signature a moment ahead is accepted: only the expiry differs below.
    const ahead = Date.now() + 60_000;
    expect((await post(`/file/image/upload?expires=${ahead}&signature=${signer.sign(userId, ahead)}`, token, PNG)).status).toBe(200);
    const past = Date.now() - 1000;
    const expired = await post(`/file/image/upload?expires=${past}&signature=${signer.sign(userId, past)}`, token, PNG);
    expect(expired.status).toBe(400);
    expect(expired.body.msg).toBe('上传地址无效或已过期');

    const url = await policyUrl(token);
    const forged = await post(url.replace(/signature=[\w-]+/, 'signature=AAAA'), token, PNG);
    expect(forged.status).toBe(400);
    const other = (await login(ts.url, 'consignor')).token;
    expect((await post(url, other, PNG)).status).toBe(400);
  });

  it('refuses a file over 10,240,000 bytes with 图片不能超过 10 MB', async () => {
    const { token } = await login(ts.url, 'servicer');
    const big = Buffer.alloc(UPLOAD_POLICY_MAX_BYTES + 1);
    PNG.copy(big);
    const { status, body } = await post(await policyUrl(token), token, big);
    expect(status).toBe(400);
    expect(body.msg).toBe('图片不能超过 10 MB');
  });

  it('refuses a file that is not an image by its bytes, whatever its name says', async () => {
    const { token } = await login(ts.url, 'servicer');
    const text = await post(await policyUrl(token), token, Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 txt 文件');
    const disguised = await post(await policyUrl(token), token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png');
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toBe('文件内容不是图片：只能上传 JPG、PNG、GIF、BMP 图片');
    const renamedText = await post(await policyUrl(token), token, Buffer.from('运单备注\n'), 'scan.png', 'image/png');
    expect(renamedText.status).toBe(400);
    expect(renamedText.body.msg).toBe('文件内容不是图片：只能上传 JPG、PNG、GIF、BMP 图片');
  });

  it('asks for the image when the photo field is missing', async () => {
    const { token } = await login(ts.url, 'servicer');
    const { status, body } = await post(await policyUrl(token), token, PNG, 'a.png', 'image/png', 'file');
    expect(status).toBe(400);
    expect(body.msg).toBe('请选择要上传的图片');
  });
});
