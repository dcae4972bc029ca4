/** How long ago something happened (core spec §9), in the current UI language. */
import dayjs, { type ConfigType } from 'dayjs';
import { JUST_NOW_SECONDS, ONE_DAY_AGO_LIMIT_SECONDS } from '../config/notify';
import { t as translate } from '../i18n';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Under 30 s 'just now', then whole minutes and hours (rounded up), '1 day ago' under two days, and
 * the date and time after that. A time in the future (clock skew) counts as just now.
 */
export function relativeTime(time: ConfigType, now: ConfigType = Date.now(), t: typeof translate = translate): string {
  const moment = dayjs(time);
  if (!moment.isValid()) return '';
  const seconds = (dayjs(now).valueOf() - moment.valueOf()) / 1000;
  if (seconds < JUST_NOW_SECONDS) return t('time.justNow');
  if (seconds < HOUR) return t('time.minutesAgo', { n: Math.ceil(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hoursAgo', { n: Math.ceil(seconds / HOUR) });
  if (seconds < ONE_DAY_AGO_LIMIT_SECONDS) return t('time.oneDayAgo');
  return t('time.dateTime', {
    month: moment.month() + 1,
    day: moment.date(),
    hour: moment.hour(),
    minute: String(moment.minute()).padStart(2, '0'),
  });
}
