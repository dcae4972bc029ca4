import { InputNumber } from 'antd';
import type { FilterWidgetProps } from './types';

/** A number filter (InputNumber, its own chunk: most lists filter no number). */
export function NumberFilter({ field: _field, placeholder, ...control }: FilterWidgetProps) {
  return <InputNumber {...control} placeholder={placeholder} style={{ width: '100%' }} />;
}
