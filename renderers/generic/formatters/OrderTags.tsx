import { Space, Tag } from 'antd';
import {
  ORDER_TAG_DANGER_CODES,
  ORDER_TAG_DANGER_COLOR,
  ORDER_TAG_LABELS,
  ORDER_TAG_WARNING_COLOR,
} from '../../../src/config/order-tags';
import { orderTagIcon } from './order-tag-icons';

/** Tag codes out of a list of codes or `{ code }` objects (or a comma-separated text). */
export function tagCodes(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .map((item) => {
      if (typeof item === 'string') return item.trim();
      if (item && typeof item === 'object' && 'code' in item) return String((item as { code: unknown }).code ?? '');
      return '';
    })
    .filter((code) => code !== '');
}

/** Order tags as coloured antd tags with an icon each: danger for TICKET and ABNORMAL, warning otherwise. */
export function OrderTags({ value }: { value: unknown }) {
  const codes = tagCodes(value);
  return (
    <Space size={[0, 4]} wrap>
      {codes.map((code) => (
        <Tag key={code} icon={orderTagIcon(code)} data-code={code} color={ORDER_TAG_DANGER_CODES.includes(code) ? ORDER_TAG_DANGER_COLOR : ORDER_TAG_WARNING_COLOR}>
          {ORDER_TAG_LABELS[code] ?? code}
        </Tag>
      ))}
    </Space>
  );
}
