/** The descriptor's `image` widget: the uploader with the field's `upload` options. */
import type { FormField } from '../../src/screen-model/types';
import { ImageUploader } from './ImageUploader';

type ControlProps = { value?: unknown; onChange?: (value: unknown) => void; id?: string };

export function ImageField({ field, disabled, ...control }: { field: FormField; disabled?: boolean } & ControlProps) {
  return <ImageUploader {...control} label={field.label} disabled={disabled} max={field.upload?.max} sizeLimitMb={field.upload?.sizeLimitMb} />;
}
