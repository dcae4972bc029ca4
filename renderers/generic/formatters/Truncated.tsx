import { Tooltip } from 'antd';
import { ELLIPSIS_MARK } from '../../../src/config/display';

interface TruncatedProps {
  text: string;
  /** Characters shown before the mark; no truncation when undefined. */
  length?: number;
}

/** Text cut after `length` characters with the full text in a tooltip. */
export function Truncated({ text, length }: TruncatedProps) {
  const chars = Array.from(text);
  if (length === undefined || chars.length <= length) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span>{chars.slice(0, length).join('') + ELLIPSIS_MARK}</span>
    </Tooltip>
  );
}
