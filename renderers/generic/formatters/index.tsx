import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Tag } from 'antd';
import { ELLIPSIS_DEFAULT_LENGTH, EMPTY_DISPLAY } from '../../../src/config/display';
import type { Format } from '../../../src/screen-model/types';
import { chineseCapitalAmount } from '../../../src/format/chinese-amount';
import { optionSetOption } from '../../../src/screen-model/option-sets';
import { fillRoute } from '../paths';
import { FeeAmount } from './FeeAmount';
import { OrderTags, tagCodes } from './OrderTags';
import { Truncated } from './Truncated';
import { LazyImagesView } from '../../upload/LazyImagesView';
import { formatDate, formatDateTime, formatMoney, isEmptyValue, toText } from './values';

export { formatDate, formatDateTime, formatMoney, isEmptyValue, toText } from './values';

/** What a formatter is given besides the value. */
export interface FormatContext {
  /** The row or record the value belongs to (link targets are filled from it). */
  record: unknown;
  /** Truncate after this many characters with a tooltip. */
  ellipsis?: number;
}

type Formatter<F extends Format> = (value: unknown, format: F, context: FormatContext) => ReactNode;
type FormatterRegistry = { [N in Format['name']]: Formatter<Extract<Format, { name: N }>> };

type EnumFormat = Extract<Format, { name: 'enum' }>;
type EnumOption = EnumFormat['options'][number];
/** Options of an enum format by value, built once per format (descriptors never change). */
const enumIndexes = new WeakMap<EnumFormat, Map<string, EnumOption>>();
function enumOptions(format: EnumFormat): Map<string, EnumOption> {
  let index = enumIndexes.get(format);
  if (!index) {
    // The first option of a value wins, as a search from the start would find it.
    index = new Map([...format.options].reverse().map((option) => [String(option.value), option]));
    enumIndexes.set(format, index);
  }
  return index;
}

/** The formatter registry: descriptors name a formatter, never code. */
export const FORMATTERS: FormatterRegistry = {
  text: (value, _format, { ellipsis }) => <Truncated text={toText(value)} length={ellipsis} />,
  money: (value) => formatMoney(value),
  date: (value) => formatDate(value),
  datetime: (value) => formatDateTime(value),
  enum: (value, format) => {
    const option = enumOptions(format).get(String(value));
    return option ? <Tag color={option.color}>{option.label}</Tag> : toText(value);
  },
  tag: (value) => (tagCodes(value).length === 0 ? EMPTY_DISPLAY : <OrderTags value={value} />),
  link: (value, format, { record, ellipsis }) => (
    <Link to={fillRoute(format.to, record)}>
      <Truncated text={toText(value)} length={ellipsis} />
    </Link>
  ),
  feeAmount: (value) => <FeeAmount value={value} />,
  chineseAmount: (value) => (typeof value === 'number' || typeof value === 'string' ? chineseCapitalAmount(value) : ''),
  images: (value) => <LazyImagesView value={value} />,
  optionSet: (value, format) => {
    const option = optionSetOption(format.set, value);
    return option ? <Tag color={option.color}>{option.label}</Tag> : toText(value);
  },
};

/** Characters after which a column truncates: true means the default 20. */
export function ellipsisLength(ellipsis: boolean | number | undefined): number | undefined {
  if (ellipsis === true) return ELLIPSIS_DEFAULT_LENGTH;
  return typeof ellipsis === 'number' && ellipsis > 0 ? ellipsis : undefined;
}

const TEXT_FORMAT: Format = { name: 'text' };

/**
 * The renderer of one format (text when none), looked up once: a list column keeps it for all its
 * cells. Empty values show '-'.
 */
export function formatterOf(format: Format | undefined): (value: unknown, context: FormatContext) => ReactNode {
  const chosen = format ?? TEXT_FORMAT;
  const formatter = FORMATTERS[chosen.name] as Formatter<Format>;
  return (value, context) => {
    if (isEmptyValue(value)) return EMPTY_DISPLAY;
    const node = formatter(value, chosen, context);
    return node === '' ? EMPTY_DISPLAY : node;
  };
}

/** Renders a value with its format (text when none); empty values show '-'. */
export function renderValue(value: unknown, format: Format | undefined, context: FormatContext): ReactNode {
  return formatterOf(format)(value, context);
}
