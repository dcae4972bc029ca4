import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { EXPORT_TIMEOUT_MS } from '../../../src/config/constants';
import { ApiError } from '../../../src/http/errors';
import { createExportDownload, exportFileName, saveBlobWithAnchor } from '../../../src/http/export';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const AT = new Date(2024, 0, 2, 3, 4, 5);

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

function setup() {
  const made = makeClient(server);
  const configs: InternalAxiosRequestConfig[] = [];
  made.client.interceptors.request.use((config) => {
    configs.push(config);
    return config;
  });
  const saved: Array<{ blob: Blob; fileName: string }> = [];
  const exportDownload = createExportDownload(made.client, { saveBlob: (blob, fileName) => saved.push({ blob, fileName }), now: () => AT });
  return { ...made, configs, saved, exportDownload };
}

describe('exportDownload', () => {
  it("without a session token says 'token未获得' and asks the server nothing", async () => {
    const { client } = makeClient(server);
    const warnings: string[] = [];
    const saved: string[] = [];
    const exportDownload = createExportDownload(client, {
      saveBlob: (_blob, fileName) => saved.push(fileName), getToken: () => undefined, tell: { warning: (text) => warnings.push(text) },
    });
    await expect(exportDownload({ url: '/order/export', filePrefix: '运单列表' })).rejects.toMatchObject({ msg: 'token未获得', notified: true });
    expect(warnings).toEqual(['token未获得']);
    expect(server.requests).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('names the file prefix + timestamp + extension and saves the downloaded bytes', async () => {
    server.route('GET', '/api/order/export', { body: 'xlsx-bytes', headers: { 'Content-Type': XLSX } });
    const { exportDownload, saved, configs, notifier } = setup();

    const fileName = await exportDownload({ url: '/order/export', params: { status: ' 1 ', empty: '' }, filePrefix: '运单列表' });

    expect(fileName).toBe('运单列表20240102030405.xlsx');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe(fileName);
    expect(await saved[0]!.blob.text()).toBe('xlsx-bytes');
    expect(configs[0]!.timeout).toBe(EXPORT_TIMEOUT_MS);
    expect(EXPORT_TIMEOUT_MS).toBe(6 * 60 * 1000);
    expect(configs[0]!.responseType).toBe('blob');
    const request = server.requests[0]!;
    expect(request.headers.token).toBe('old-token');
    expect([...request.query.entries()]).toEqual([['status', '1']]);
    expect(notifier.calls).toEqual([]);
  });

  it('uses the given extension', async () => {
    server.route('GET', '/api/x', { body: 'a,b', headers: { 'Content-Type': 'text/csv' } });
    const { exportDownload } = setup();
    expect(await exportDownload({ url: '/x', filePrefix: 'bill_', extension: '.csv' })).toBe('bill_20240102030405.csv');
  });

  it('reports download progress in percent', async () => {
    const bytes = 'x'.repeat(64 * 1024);
    server.route('GET', '/api/x', { body: bytes, headers: { 'Content-Type': XLSX, 'Content-Length': String(bytes.length) } });
    const { exportDownload } = setup();
    const progress: Array<number | undefined> = [];
    await exportDownload({ url: '/x', filePrefix: 'p', onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toBe(100);
  });

  it('reports the bytes received when a streamed export sends no length', async () => {
    const bytes = 'x'.repeat(64 * 1024);
    server.route('GET', '/api/x', { body: bytes, headers: { 'Content-Type': XLSX } });
    const { exportDownload } = setup();
    const progress: Array<[number | undefined, number]> = [];
    await exportDownload({ url: '/x', filePrefix: 'p', onProgress: (percent, loaded) => progress.push([percent, loaded]) });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every(([percent]) => percent === undefined)).toBe(true);
    expect(progress[progress.length - 1]?.[1]).toBe(bytes.length);
  });

  it('rejects with an ApiError and saves nothing when the server answers an error envelope', async () => {
    server.route('GET', '/api/x', { body: { code: '3', msg: '导出数量超过限制' } });
    const { exportDownload, saved, notifier } = setup();
    const error = await exportDownload({ url: '/x', filePrefix: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe('导出数量超过限制');
    expect(saved).toEqual([]);
    expect(notifier.calls).toEqual([{ kind: 'warning', text: '导出数量超过限制' }]);
  });

  it('builds the file name from the format', () => {
    expect(exportFileName('a', '.xlsx', new Date(2023, 11, 31, 23, 59, 58))).toBe('a20231231235958.xlsx');
  });
});

describe('saveBlobWithAnchor', () => {
  it('clicks a temporary anchor on an object URL, then removes it and revokes the URL', async () => {
    vi.useFakeTimers();
    const { createObjectURL, revokeObjectURL } = URL;
    try {
      const created = vi.fn<(blob: Blob) => string>(() => 'blob:test/1');
      const revoked = vi.fn<(url: string) => void>();
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
      const clicked: Array<{ href: string; download: string; attached: boolean }> = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
      });
      const blob = new Blob(['x']);

      saveBlobWithAnchor(blob, '报表.xlsx');

      expect(created).toHaveBeenCalledWith(blob);
      expect(clicked).toEqual([{ href: 'blob:test/1', download: '报表.xlsx', attached: true }]);
      expect(document.querySelectorAll('a')).toHaveLength(0);
      vi.runAllTimers();
      expect(revoked).toHaveBeenCalledWith('blob:test/1');
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.useRealTimers();
    }
  });
});
