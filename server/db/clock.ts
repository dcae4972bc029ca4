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

/** A moment `days` days (and some minutes) before `base`, for seeded history. */
export function daysBefore(base: Date, days: number, minutesOfDay = 9 * 60): Date {
  const moment = new Date(base.getFullYear(), base.getMonth(), base.getDate() - days, 0, 0, 0);
  moment.setMinutes(minutesOfDay);
  return moment;
}
