/** The transporter map's rules without React: which rows have a position, the list search, the focus. */

/** One transporter as the positions call answers it (src/config/transporter-map.ts). */
export interface TransporterPosition {
  id: number;
  name: string;
  phone?: string | null;
  plate_no?: string | null;
  object_sub_type?: string | null;
  vehicle_type?: string | null;
  /** 1 enabled, 0 disabled. */
  status?: number | null;
  longitude: number;
  latitude: number;
  last_located_at?: string | null;
}

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The rows of a positions answer that can be drawn: an id, a name and a longitude and latitude in range. */
export function plottable(rows: readonly unknown[]): TransporterPosition[] {
  return rows.filter((row): row is TransporterPosition => {
    const r = row as Partial<TransporterPosition> | null;
    return typeof r?.id === 'number' && typeof r.name === 'string' && isCoordinate(r.longitude, 180) && isCoordinate(r.latitude, 90);
  });
}

/** Rows whose name, phone or plate contains the typed text (case-insensitive, spaces ignored at the ends). */
export function searchPositions(rows: readonly TransporterPosition[], text: string): TransporterPosition[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => [row.name, row.phone, row.plate_no].some((value) => typeof value === 'string' && value.toLowerCase().includes(needle)));
}

/** The id the map centres on: the route's `:id` when it names a plotted row, else none. */
export function focusFromRoute(rows: readonly TransporterPosition[], id: string | undefined): number | undefined {
  const wanted = Number(id);
  return Number.isInteger(wanted) && rows.some((row) => row.id === wanted) ? wanted : undefined;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for the map's HTML tooltip. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The tooltip of a point: name, phone and plate on their own lines, escaped. */
export function positionTooltip(row: TransporterPosition): string {
  return [row.name, row.phone, row.plate_no].filter((part): part is string => typeof part === 'string' && part !== '').map(escapeHtml).join('<br/>');
}
