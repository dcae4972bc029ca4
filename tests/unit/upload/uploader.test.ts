// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Options } from 'browser-image-compression';
import { compressImage } from '../../../src/upload/compress';
import { createFingerprintRegistry, fingerprintOf } from '../../../src/upload/fingerprint';
import { imageFieldValue, toImageItems } from '../../../src/upload/image-value';
import { createPasteGate, pastedPngFiles } from '../../../src/upload/paste';
import { fetchImageBlob, fileIdOfReply, isSameOriginUrl } from '../../../src/upload/upload-call';
import { createImageUploader } from '../../../src/upload/uploader';
import { fakeApi } from './fake-api';

const MB = 1024 * 1024;
const png = (bytes = [1, 2, 3], name = 'a.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...bytes])], name, { type: 'image/png' });
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
    expect(fingerprint).toMatch(/^7:[0-9a-f]{64}:image\/png$/);
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
    expect(await uploader.upload(png(), 0)).toEqual({ status: 'failed' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(uploader.registry.has(await fingerprintOf(png()))).toBe(false);
    expect(await uploader.upload(png(), 0)).toMatchObject({ status: 'done', item: { fileid: 'U2' } });
    expect(api.remaining()).toBe(0);
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
