/**
 * The ticket form's `"ui:widget": "image"` (rjsf): evidence photos as a list of image items, with the
 * limits of the field's ui:options (`max`, `sizeLimitMb`) or else the schema's maxItems.
 */
import type { WidgetProps } from '@rjsf/utils';
import { ImageUploader } from './ImageUploader';

function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}

export function TicketImageWidget({ id, value, onChange, disabled, readonly, options, schema, label }: WidgetProps) {
  return (
    <ImageUploader
      id={id}
      label={label}
      value={value}
      onChange={(next) => onChange(next ?? [])}
      disabled={disabled || readonly}
      max={numberOption(options.max) ?? numberOption(schema.maxItems)}
      sizeLimitMb={numberOption(options.sizeLimitMb)}
    />
  );
}
