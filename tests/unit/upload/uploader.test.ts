// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Options } from 'browser-image-compression';
import { compressImage } from '../../../src/upload/compress';
import { createFingerprintRegistry, fingerprintOf } from '../../../src/upload/fingerprint';
import { imageFieldValue, toImageItems } from '../../../src/upload/image-value';
import { createPasteGate, pastedPngFiles } from '../../../src/upload/paste';
import { fetchImageBlob, fileIdOfReply, isSameOriginUrl } from '../../../src/upload/upload-call';
import { createImageUploader } from '../../../src/upload/uploader';
import type { AxiosInstance } from 'axios';
import { API_TIMEOUT_MS } from '../../../src/config/constants';
import { UPLOAD_TIMEOUT_MS } from '../../../src/config/upload';
import { ApiError } from '../../../src/http/errors';
import { fakeApi } from './fake-api';

const MB = 1024 * 1024;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (bytes = [1, 2, 3], name = 'a.png') => new File([new Uint8Array([...PNG_MAGIC, ...bytes])], name, { type: 'image/png' });
const sized = (size: number, type: string, name: string) => new File([new Uint8Array(size)], name, { type });
/** A compression step that keeps the bytes and records its options. */
function recordingCompress() {
  const calls: Options[] = [];
  const compress = vi.fn(async (file: File, options: Options) => {
    calls.push(options);
    return file;
  });
  return { compress, calls };
}

const POLICY = { code: '0', msg: 'success', data: { url: '/file/image/upload?expires=99&signature=sig', expire_at: 99, max_size: 10_240_000 } };

describe('compression (core spec §5, §9)', () => {
  it('compresses an image to quality 0.6 within 2048 px', async () => {
    const { compress, calls } = recordingCompress();
    await compressImage(sized(1000, 'image/jpeg', 'a.jpg'), compress);
    expect(calls).toEqual([expect.objectContaining({ initialQuality: 0.6, maxWidthOrHeight: 2048 })]);
  });

  it('redraws an image over 5 MB at 0.95 first, then compresses it at 0.6', async () => {
    const { compress, calls } = recordingCompress();
    await compressImage(sized(5 * MB + 1, 'image/png', 'big.png'), compress);
    expect(calls.map((options) => options.initialQuality)).toEqual([0.95, 0.6]);
  });

  it('leaves a GIF as it is', async () => {
    const { compress } = recordingCompress();
    const gif = sized(6 * MB, 'image/gif', 'moving.gif');
    expect(await compressImage(gif, compress)).toBe(gif);
    expect(compress).not.toHaveBeenCalled();
  });
});

describe('fingerprints (widgets spec §5, §8)', () => {
  it('are size, SHA-256 of the bytes and type, and differ for other bytes', async () => {
    const fingerprint = await fingerprintOf(png());
    expect(fingerprint).toMatch(/^11:[0-9a-f]{64}:image\/png$/);
    expect(await fingerprintOf(png())).toBe(fingerprint);
    expect(await fingerprintOf(png([1, 2, 4]))).not.toBe(fingerprint);
  });

  it('are claimed once until released', () => {
    const registry = createFingerprintRegistry(['x']);
    expect(registry.claim('x')).toBe(false);
    registry.release('x');
    expect(registry.claim('x')).toBe(true);
  });
});

describe('paste (widgets spec §4, §5)', () => {
  it('takes only the PNG images of a paste', () => {
    const image = png();
    const items = [
      { kind: 'string', type: 'text/plain', getAsFile: () => null },
      { kind: 'file', type: 'image/jpeg', getAsFile: () => sized(3, 'image/jpeg', 'a.jpg') },
      { kind: 'file', type: 'image/png', getAsFile: () => image },
    ];
    expect(pastedPngFiles(items)).toEqual([image]);
    expect(pastedPngFiles(undefined)).toEqual([]);
  });

  it('runs one paste upload at a time and ignores a paste while one runs', async () => {
    const gate = createPasteGate();
    let finish: () => void = () => undefined;
    const first = gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(gate.busy).toBe(true);
    const second = vi.fn(async () => undefined);
    expect(await gate.run(second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    finish();
    expect(await first).toBe(true);
    expect(await gate.run(second)).toBe(true);
  });
});

describe('upload calls (widgets spec §7)', () => {
  it('success is HTTP 200 or code 0; the id is data.fileid, else data.url', () => {
    expect(fileIdOfReply(200, { code: '0', data: { fileid: 'f1', url: 'u1' } })).toBe('f1');
    expect(fileIdOfReply(200, { data: { url: '/file/image/download?file_id=u1' } })).toBe('/file/image/download?file_id=u1');
    expect(fileIdOfReply(201, { code: '0', data: { url: 'u2' } })).toBe('u2');
    expect(fileIdOfReply(201, { code: '1', data: { fileid: 'f3' } })).toBeUndefined();
    expect(fileIdOfReply(200, { code: '0', data: {} })).toBeUndefined();
  });

  it('only talks to the page\'s own origin', () => {
    expect(isSameOriginUrl('/file/image/upload?expires=1', 'http://app.test')).toBe(true);
    expect(isSameOriginUrl('http://app.test/api/x', 'http://app.test')).toBe(true);
    expect(isSameOriginUrl('https://elsewhere.test/upload', 'http://app.test')).toBe(false);
    expect(isSameOriginUrl('//elsewhere.test/upload', 'http://app.test')).toBe(false);
  });

  it('fetches a thumbnail as a blob through the client with the file id', async () => {
    const api = fakeApi([{
      method: 'GET', url: '/file/image/download', body: new Blob(['x']),
      check: (config) => {
        expect(config.params).toEqual({ file_id: 'abc' });
        expect(config.responseType).toBe('blob');
      },
    }]);
    expect(await fetchImageBlob(api.client, 'abc')).toBeInstanceOf(Blob);
    await expect(fetchImageBlob(api.client, 'https://elsewhere.test/a.png')).rejects.toThrow();
    expect(api.remaining()).toBe(0);
  });
});

describe('the uploader', () => {
  it('gets a signed URL, posts the image as photo to it and keeps the file id with the fingerprint', async () => {
    const api = fakeApi([
      { method: 'GET', url: '/file/image/policy', body: POLICY },
      {
        method: 'POST', url: '/file/image/upload?expires=99&signature=sig', body: { code: '0', data: { fileid: 'F1' } },
        check: (config) => expect((config.data as FormData).get('photo')).toBeInstanceOf(File),
      },
    ]);
    const uploader = createImageUploader({ client: api.client, compress: recordingCompress().compress });
    const outcome = await uploader.upload(png(), 0);
    expect(outcome).toEqual({ status: 'done', item: { fileid: 'F1', hash: await fingerprintOf(png()) } });
    expect(api.remaining()).toBe(0);
  });

  it('refuses the same image twice, and a wrong type or too many, without calling the server', async () => {
    const api = fakeApi([
      { method: 'GET', url: '/file/image/policy', body: POLICY },
      { method: 'POST', url: /^\/file\/image\/upload/, body: { code: '0', data: { fileid: 'F1' } } },
    ]);
    const uploader = createImageUploader({ client: api.client, compress: recordingCompress().compress, limits: { max: 2 } });
    expect((await uploader.upload(png(), 0)).status).toBe('done');
    expect(await uploader.upload(png(), 1)).toEqual({ status: 'refused', problem: { key: 'upload.duplicate' } });
    expect(await uploader.upload(sized(3, 'text/plain', 'a.txt'), 1)).toEqual({ status: 'refused', problem: { key: 'upload.typeNotAllowed', params: { type: 'txt' } } });
    expect(await uploader.upload(png([9]), 2)).toEqual({ status: 'refused', problem: { key: 'upload.tooMany', params: { max: 2 } } });
    expect(api.remaining()).toBe(0);
  });

  it('logs a failed upload and frees its fingerprint so the image can be tried again', async () => {
    const api = fakeApi([
      { method: 'GET', url: '/file/image/policy', body: POLICY },
      { method: 'POST', url: /^\/file\/image\/upload/, status: 500, body: { code: '500', msg: '服务器内部错误' } },
      { method: 'GET', url: '/file/image/policy', body: POLICY },
      { method: 'POST', url: /^\/file\/image\/upload/, body: { data: { url: 'U2' } } },
    ]);
    const log = vi.fn();
    const uploader = createImageUploader({ client: api.client, compress: recordingCompress().compress, log });
    expect(await uploader.upload(png(), 0)).toEqual({ status: 'failed', notified: false });
    expect(log).toHaveBeenCalledTimes(1);
    expect(uploader.registry.has(await fingerprintOf(png()))).toBe(false);
    expect(await uploader.upload(png(), 0)).toMatchObject({ status: 'done', item: { fileid: 'U2' } });
    expect(api.remaining()).toBe(0);
  });

  it('refuses a text file renamed .png by its content, in plain words, without compressing or calling the server', async () => {
    const api = fakeApi([]);
    const { compress } = recordingCompress();
    const uploader = createImageUploader({ client: api.client, compress });
    const renamed = new File(['运单备注：下午送达'], 'scan.png', { type: 'image/png' });
    expect(await uploader.upload(renamed, 0)).toEqual({ status: 'refused', problem: { key: 'upload.notAnImage' } });
    expect(compress).not.toHaveBeenCalled();
    expect(api.seen).toHaveLength(0);
  });

  it('posts the image with its own long timeout (not the API\'s 5 s) and reports the progress', async () => {
    const api = fakeApi([
      { method: 'GET', url: '/file/image/policy', body: POLICY },
      {
        method: 'POST', url: /^\/file\/image\/upload/, body: { code: '0', data: { fileid: 'F1' } },
        check: (config) => {
          expect(config.timeout).toBe(UPLOAD_TIMEOUT_MS);
          expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(API_TIMEOUT_MS);
          config.onUploadProgress?.({ loaded: 25, total: 100, bytes: 25, lengthComputable: true });
          config.onUploadProgress?.({ loaded: 100, total: 100, bytes: 75, lengthComputable: true });
        },
      },
    ]);
    const progress: number[] = [];
    const uploader = createImageUploader({ client: api.client, compress: recordingCompress().compress });
    expect((await uploader.upload(png(), 0, (percent) => progress.push(percent))).status).toBe('done');
    expect(progress).toEqual([25, 100]);
  });

  it('says whether the http client already told the user why an upload failed', async () => {
    const told = new ApiError({ status: 400, msg: '文件内容不是图片：只能上传 JPG、PNG、GIF、BMP 图片', notified: true });
    const client = { get: vi.fn(async () => ({ status: 200, data: POLICY })), post: vi.fn(async () => { throw told; }) };
    const uploader = createImageUploader({ client: client as unknown as AxiosInstance, compress: recordingCompress().compress, log: vi.fn() });
    expect(await uploader.upload(png(), 0)).toEqual({ status: 'failed', notified: true });
  });

  it('logs with console.error by default', async () => {
    const api = fakeApi([{ method: 'GET', url: '/file/image/policy', status: 500, body: {} }]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uploader = createImageUploader({ client: api.client, compress: recordingCompress().compress });
    expect((await uploader.upload(png(), 0)).status).toBe('failed');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('the field value (widgets spec §3)', () => {
  it('is one file id for a one-image field and a list of {fileid, hash} otherwise', () => {
    const items = [{ fileid: 'a', hash: 'h1' }, { fileid: 'b', hash: 'h2' }];
    expect(imageFieldValue(items.slice(0, 1), 1)).toBe('a');
    expect(imageFieldValue(items, 5)).toEqual(items);
    expect(imageFieldValue([], 5)).toBeUndefined();
    expect(toImageItems('a')).toEqual([{ fileid: 'a', hash: '' }]);
    expect(toImageItems(['a', { fileid: 'b', hash: 'h2' }, { nope: 1 }, ''])).toEqual([{ fileid: 'a', hash: '' }, { fileid: 'b', hash: 'h2' }]);
    expect(toImageItems(null)).toEqual([]);
  });
});
