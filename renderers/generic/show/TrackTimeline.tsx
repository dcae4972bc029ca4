import { Empty, Timeline, Typography } from 'antd';
import type { TrackEvent } from '../../../src/workflow/types';
import { useT } from '../../../src/i18n';
import { isRecord } from '../../../src/util/is-record';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The track events of a record field, newest first; what is not an event is left out. */
export function trackEvents(value: unknown): TrackEvent[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((event) => ({
    at: text(event.at),
    action: text(event.action),
    label: text(event.label),
    from: text(event.from) || undefined,
    to: text(event.to),
    to_label: text(event.to_label),
    user_name: text(event.user_name),
    party: event.party as TrackEvent['party'],
    company_name: text(event.company_name),
    note: text(event.note) || undefined,
  })).reverse();
}

/**
 * A record's track (物流轨迹) as a timeline, newest event first: when, what was done and the state it
 * reached, who did it for which company, and what was asked. 暂无轨迹 when there is none.
 */
export function TrackTimeline({ value }: { value: unknown }) {
  const t = useT();
  const events = trackEvents(value);
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.noTracks')} />;
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={events.map((event, index) => ({
        key: `${event.at}:${event.action}:${index}`,
        color: index === 0 ? 'blue' : 'gray',
        children: (
          <>
            <Typography.Text strong>{event.to_label && event.to_label !== event.label ? `${event.label} · ${event.to_label}` : event.label}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              <time dateTime={event.at.replace(' ', 'T')}>{event.at}</time>
              {(event.company_name || event.user_name) && ` ${t('workflow.trackBy', { company: event.company_name, user: event.user_name }).trim()}`}
            </Typography.Text>
            {event.note && <Typography.Paragraph style={{ marginBottom: 0 }}>{event.note}</Typography.Paragraph>}
          </>
        ),
      }))}
    />
  );
}
