import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../src/i18n';
import { fingerprintOf } from '../../../src/upload/fingerprint';
import { ImageUploader } from '../../../renderers/upload/ImageUploader';
import { UploadClientsContext } from '../../../renderers/upload/upload-clients';
import { fakeApi, type ExpectedCall } from './fake-api';

const POLICY: ExpectedCall = {
  method: 'GET', url: '/file/image/policy',
  body: { code: '0', data: { url: '/file/image/upload?expires=99&signature=sig', expire_at: 99, max_size: 10_240_000 } },
};
const uploaded = (fileid: string): ExpectedCall => ({ method: 'POST', url: '/file/image/upload?expires=99&signature=sig', body: { code: '0', data: { fileid } } });
const png = (marker: number, name = 'licence.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, marker])], name, { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function renderUploader(
  expected: ExpectedCall[], props: { max?: number; sizeLimitMb?: number; initial?: unknown } = {}, reads: ExpectedCall[] = [],
) {
  const upload = fakeApi(expected);
  const read = fakeApi(reads);
  const changes: unknown[] = [];
  function Harness() {
    const [value, setValue] = useState<unknown>(props.initial);
    return (
      <ImageUploader
        id="licence"
        label="营业执照"
        value={value}
        max={props.max}
        sizeLimitMb={props.sizeLimitMb}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <App>
      <UploadClientsContext.Provider value={{ upload: upload.client, read: read.client, compress: async (file) => file }}>
        <Harness />
      </UploadClientsContext.Provider>
    </App>,
  );
  return { upload, read, changes };
}

function pick(...files: File[]): void {
  const input = document.querySelector<HTMLInputElement>('input#licence')!;
  fireEvent.change(input, { target: { files } });
}

describe('image uploader', () => {
  it('uploads a picked image through the signed URL, shows its card and holds {fileid, hash}', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const { upload, changes } = renderUploader([POLICY, uploaded('F1')]);
    expect(screen.getByRole('group', { name: '营业执照：点击、拖入或粘贴图片' })).toBeInTheDocument();
    pick(png(1));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual([{ fileid: 'F1', hash: expect.stringMatching(/^9:[0-9a-f]{64}:image\/png$/) }]);
    expect(await screen.findByRole('img', { name: '图片 1' })).toHaveAttribute('src', 'blob:thumbnail');
    expect(upload.remaining()).toBe(0);
    expect(upload.seen).toHaveLength(2);
  });

  it('says 该图片已经上传过了 for the same image twice, and the type and size messages, without calling the server again', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const { upload } = renderUploader([POLICY, uploaded('F1')]);
    pick(png(1));
    await waitFor(() => expect(upload.remaining()).toBe(0));
    pick(png(1));
    expect(await screen.findByText('该图片已经上传过了，请勿重复上传')).toBeInTheDocument();
    pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('只能上传 JPG、PNG、GIF、BMP 图片，不能上传 txt 文件')).toBeInTheDocument();
    pick(new File(['运单备注'], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByText('文件内容不是图片：只能上传 JPG、PNG、GIF、BMP 图片')).toBeInTheDocument();
    pick(new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('图片不能超过 10 MB')).toBeInTheDocument();
    expect(upload.seen).toHaveLength(2);
  });

  it('speaks English with the widgets spec\'s wording and refuses images past max', async () => {
    useLanguageStore.setState({ language: 'en' });
    const { upload } = renderUploader([POLICY, uploaded('F1'), POLICY, uploaded('F2')], { max: 2 });
    pick(new File(['x'], 'a.webp', { type: 'image/webp' }));
    expect(await screen.findByText('only JPG, PNG, GIF and BMP images can be uploaded, not webp files')).toBeInTheDocument();
    pick(png(1), png(2), png(3));
    expect(await screen.findByText('at most 2 images can be uploaded')).toBeInTheDocument();
    await waitFor(() => expect(upload.remaining()).toBe(0));
    // Full: the card that adds images is gone.
    await waitFor(() => expect(screen.queryByText('Upload image')).toBeNull());
    useLanguageStore.setState({ language: 'zh' });
  });

  it('stores a single file id when max is 1, shows a saved image fetched with the token-carrying client, and deletes it', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const { changes, read } = renderUploader([POLICY, uploaded('F9')], { max: 1, initial: 'abc' }, [
      { method: 'GET', url: '/file/image/download', body: new Blob(['png']), check: (config) => expect(config.params).toEqual({ file_id: 'abc' }) },
    ]);
    await waitFor(() => expect(read.remaining()).toBe(0));
    expect(screen.queryByText('上传图片')).toBeNull();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '删除图片' })));
    await waitFor(() => expect(changes).toEqual([undefined]));
    expect(await screen.findByText('上传图片')).toBeInTheDocument();
    pick(png(1));
    await waitFor(() => expect(changes).toEqual([undefined, 'F9']));
  });

  it('counts the images a saved record holds as uploaded: the same image again is refused', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const saved = [{ fileid: 'abc', hash: await fingerprintOf(png(1)) }];
    const { upload, read } = renderUploader([], { initial: saved }, [{ method: 'GET', url: '/file/image/download', body: new Blob(['png']) }]);
    await waitFor(() => expect(read.remaining()).toBe(0));
    pick(png(1));
    expect(await screen.findByText('该图片已经上传过了，请勿重复上传')).toBeInTheDocument();
    expect(upload.seen).toHaveLength(0);
  });

  it('uploads a pasted PNG and ignores a pasted JPEG', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const { upload, changes } = renderUploader([POLICY, uploaded('P1')]);
    const group = screen.getByRole('group', { name: '营业执照：点击、拖入或粘贴图片' });
    const item = (file: File) => ({ kind: 'file', type: file.type, getAsFile: () => file });
    fireEvent.paste(group, { clipboardData: { items: [item(new File(['j'], 'a.jpg', { type: 'image/jpeg' }))] } });
    fireEvent.paste(group, { clipboardData: { items: [item(png(7, 'image.png'))] } });
    await waitFor(() => expect(changes).toEqual([[{ fileid: 'P1', hash: expect.any(String) }]]));
    expect(upload.remaining()).toBe(0);
  });

  it('shows how far an image got while it uploads', async () => {
    useLanguageStore.setState({ language: 'zh' });
    let finish: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (finish = resolve));
    const { upload, changes } = renderUploader([
      POLICY,
      {
        ...uploaded('F1'),
        check: (config) => config.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true }),
      },
    ]);
    // The post is answered only once the test has seen the progress.
    const adapter = upload.client.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<unknown>;
    upload.client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const answer = await adapter(config);
      if (config.method === 'post') await sent;
      return answer as AxiosResponse;
    };
    pick(png(1));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    finish();
    await waitFor(() => expect(changes).toHaveLength(1));
  });

  it('says the upload failed when nothing else told the user why', async () => {
    useLanguageStore.setState({ language: 'zh' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderUploader([POLICY, { method: 'POST', url: /^\/file\/image\/upload/, status: 500, body: {} }]);
    pick(png(1));
    expect(await screen.findByText('图片上传失败，请重试')).toBeInTheDocument();
    error.mockRestore();
  });
});
