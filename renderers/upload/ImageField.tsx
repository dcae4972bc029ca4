/** The descriptor's `image` widget: the uploader with the field's `upload` options. */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { FormField } from '../../src/screen-model/types';

/** The uploader (antd Upload and Image) loads with the first form that has an image field, not with every screen. */
const ImageUploader = lazy(() => import('./ImageUploader').then((module) => ({ default: module.ImageUploader })));

type ControlProps = { value?: unknown; onChange?: (value: unknown) => void; id?: string };

export function ImageField({ field, disabled, ...control }: { field: FormField; disabled?: boolean } & ControlProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <ImageUploader {...control} label={field.label} disabled={disabled} max={field.upload?.max} sizeLimitMb={field.upload?.sizeLimitMb} />
    </Suspense>
  );
}
