/** Saved images read-only (the `images` formatter of detail screens and list columns): thumbnails that open a preview. */
import { Image, Space } from 'antd';
import { useT } from '../../src/i18n';
import { toImageItems } from '../../src/upload/image-value';
import './messages';
import { useUploadClients } from './upload-clients';
import { useThumbnailUrls } from './useThumbnailUrls';

const THUMBNAIL_PX = 64;

export function ImagesView({ value }: { value: unknown }) {
  const t = useT();
  const items = toImageItems(value);
  const { urlOf } = useThumbnailUrls(items.map((item) => item.fileid), useUploadClients().read);
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {items.map((item, index) => (
          <Image
            key={item.fileid}
            width={THUMBNAIL_PX}
            height={THUMBNAIL_PX}
            style={{ objectFit: 'cover' }}
            src={urlOf(item.fileid)}
            alt={`${t('upload.image')} ${index + 1}`}
            preview={urlOf(item.fileid) ? { mask: t('upload.preview') } : false}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
