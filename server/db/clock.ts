/** Timestamps as the API shows them: 'YYYY-MM-DD HH:mm:ss' in the server's local time. */

const pad = (value: number): string => String(value).padStart(2, '0');

export function formatLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatLocalDateTime(date: Date): string {
  return `${formatLocalDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function nowDateTime(): string {
  return formatLocalDateTime(new Date());
}

/**
 * A moment `days` days (and some minutes) before `base`, for seeded history: never after `base`. A time of
 * day still ahead of `base` on its own day is mirrored as far before it (seeded today, earlier on).
 */
export function daysBefore(base: Date, days: number, minutesOfDay = 9 * 60): Date {
  const moment = new Date(base.getFullYear(), base.getMonth(), base.getDate() - days, 0, 0, 0);
  moment.setMinutes(minutesOfDay);
  const ahead = moment.getTime() - base.getTime();
  return ahead > 0 ? new Date(base.getTime() - ahead) : moment;
}
