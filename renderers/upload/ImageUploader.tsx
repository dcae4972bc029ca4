/**
 * The image uploader (widgets spec §1, §4, §5; core spec §5): a picture-card list with preview and delete;
 * images are picked, dropped on the card or pasted (PNG only, one paste upload at a time) and go through
 * the kernel's checks, duplicate fingerprints, compression and signed upload. Every refusal is told with
 * message.error in the user's language.
 */
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { App, Image, Upload, type UploadFile } from 'antd';
import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useT } from '../../src/i18n';
import { maxImagesOf, type UploadLimits } from '../../src/upload/checks';
import { imageFieldValue, toImageItems, type ImageItem } from '../../src/upload/image-value';
import { createPasteGate, pastedPngFiles } from '../../src/upload/paste';
import { createImageUploader } from '../../src/upload/uploader';
import './messages';
import { useUploadClients } from './upload-clients';
import { useThumbnailUrls } from './useThumbnailUrls';

export interface ImageUploaderProps extends UploadLimits {
  /** A file id (one-image fields) or a list of image items / file ids. */
  value?: unknown;
  onChange?: (value: string | ImageItem[] | undefined) => void;
  /** Id of the file input, so the field's label names it. */
  id?: string;
  /** Name of the field for screen readers (its label). */
  label?: string;
  disabled?: boolean;
}

/** An image being uploaded: shown as an uploading card with its progress until it is done or fails. */
interface Pending {
  uid: string;
  name: string;
  /** How much of it was sent, in percent. */
  percent: number;
}

export function ImageUploader({ value, onChange, id, label, disabled, max, sizeLimitMb }: ImageUploaderProps) {
  const t = useT();
  const { message } = App.useApp();
  const clients = useUploadClients();
  const limit = maxImagesOf({ max });
  const items = useMemo(() => toImageItems(value), [value]);
  // The newest items, also between a change and the next render (several uploads may end together).
  const latest = useRef(items);
  latest.current = items;
  const [pending, setPending] = useState<Pending[]>([]);
  const pendingCount = useRef(0);
  const uploader = useMemo(
    () => createImageUploader({
      client: clients.upload,
      compress: clients.compress,
      limits: { max: limit, sizeLimitMb },
    }),
    [clients, limit, sizeLimitMb],
  );
  // Images the field holds count as uploaded, also those of a record that loads after the form is drawn.
  useEffect(() => {
    for (const item of items) if (item.hash !== '') uploader.registry.claim(item.hash);
  }, [items, uploader]);
  const pasteGate = useMemo(() => createPasteGate(), []);
  const thumbnails = useThumbnailUrls(items.map((item) => item.fileid), clients.read);
  const [preview, setPreview] = useState<string | undefined>();

  const commit = (next: ImageItem[]): void => {
    latest.current = next;
    onChange?.(imageFieldValue(next, limit));
  };

  const uploadOne = async (file: File): Promise<void> => {
    const uid = `uploading-${Math.random().toString(36).slice(2)}`;
    const held = latest.current.length + pendingCount.current;
    pendingCount.current += 1;
    setPending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    const onProgress = (percent: number): void =>
      setPending((list) => list.map((entry) => (entry.uid === uid ? { ...entry, percent } : entry)));
    try {
      const outcome = await uploader.upload(file, held, onProgress);
      if (outcome.status === 'refused') void message.error(t(outcome.problem.key, outcome.problem.params));
      // A failure the http client did not explain (it shows the server's refusals and timeouts itself).
      if (outcome.status === 'failed' && !outcome.notified) void message.error(t('upload.failed'));
      if (outcome.status === 'done') {
        thumbnails.remember(outcome.item.fileid, file);
        commit([...latest.current, outcome.item]);
      }
    } finally {
      pendingCount.current -= 1;
      setPending((list) => list.filter((entry) => entry.uid !== uid));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>): void => {
    if (disabled) return;
    const files = pastedPngFiles(event.clipboardData?.items);
    if (files.length === 0) return;
    event.preventDefault();
    void pasteGate.run(() => Promise.all(files.map(uploadOne)));
  };

  const fileList: UploadFile[] = [
    ...items.map((item, index) => ({
      uid: item.fileid,
      name: `${t('upload.image')} ${index + 1}`,
      status: 'done' as const,
      url: thumbnails.urlOf(item.fileid),
      thumbUrl: thumbnails.urlOf(item.fileid),
    })),
    ...pending.map((entry) => ({ uid: entry.uid, name: entry.name, status: 'uploading' as const, percent: entry.percent })),
  ];

  return (
    // The focusable area pastes go to; named apart from the file input, which the field's label names.
    <div role="group" aria-label={`${label ?? t('upload.image')}：${t('upload.hint')}`} tabIndex={disabled ? undefined : 0} onPaste={onPaste}>
      <Upload
        id={id}
        listType="picture-card"
        multiple={limit > 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          void uploadOne(file);
          return Upload.LIST_IGNORE;
        }}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl)}
        onRemove={(file) => {
          const removed = latest.current.find((item) => item.fileid === file.uid);
          if (removed) uploader.forget(removed);
          commit(latest.current.filter((item) => item.fileid !== file.uid));
          return false;
        }}
        showUploadList={{
          showRemoveIcon: !disabled,
          showPreviewIcon: true,
          // Named in the user's language (antd's icons are named in English).
          removeIcon: <DeleteOutlined aria-label={t('upload.remove')} />,
          previewIcon: <EyeOutlined aria-label={t('upload.preview')} />,
        }}
        locale={{ previewFile: t('upload.preview'), removeFile: t('upload.remove') }}
      >
        {disabled || items.length + pending.length >= limit ? null : (
          // Not a <button>: antd's upload card is the button already.
          <div>
            <PlusOutlined aria-hidden />
            <div style={{ marginTop: 8 }}>{t('upload.add')}</div>
          </div>
        )}
      </Upload>
      {disabled ? null : <div className="ant-form-item-extra">{t('upload.hint')}</div>}
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt={t('upload.preview')}
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => (visible ? undefined : setPreview(undefined)) }}
        />
      ) : null}
    </div>
  );
}
