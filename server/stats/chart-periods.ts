/** The days, weeks and months a chart's category axis runs over, oldest first, in the server's local time. */
import { formatLocalDate } from '../db/clock.js';

/** The last `days` days up to today, as YYYY-MM-DD. */
export function lastDays(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) => formatLocalDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - i))));
}

/** The last `months` months up to this one, as YYYY-MM. */
export function lastMonths(months: number, now: Date): string[] {
  return Array.from({ length: months }, (_, i) => formatLocalDate(new Date(now.getFullYear(), now.getMonth() - (months - 1 - i), 1)).slice(0, 7));
}

/** The Monday (YYYY-MM-DD) of the week holding `day` (YYYY-MM-DD): weeks run Monday to Sunday. */
export function weekOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const sinceMonday = (moment.getDay() + 6) % 7;
  return formatLocalDate(new Date(moment.getFullYear(), moment.getMonth(), moment.getDate() - sinceMonday));
}
