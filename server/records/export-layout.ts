/**
 * What a collection's export writes (issue 26, docs/exports-and-import.md): the columns of the list screen whose toolbar
 * names the export API, in their order, with their titles and formats, and the file type the toolbar's
 * `extension` gives (.csv, else .xlsx). Several lists may name one export (every order list names
 * /order/waybills/export): the caller names its list with `export_screen`, otherwise the first list in path
 * order is used. An export no list names writes the collection's fields under their labels.
 */
import type { DocColumn, ScreenDoc } from '../descriptors/screen-doc.js';

export type ExportFormat = 'xlsx' | 'csv';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/** One list's export: its route, its columns and the format its toolbar asks for. */
export interface ExportLayout {
  screen: string;
  columns: readonly DocColumn[];
  format: ExportFormat;
}

/** The export layouts by export API (as descriptors write it, e.g. /order/waybills/export). */
export type ExportLayouts = ReadonlyMap<string, readonly ExportLayout[]>;

const normalized = (api: string): string => api.replace(/\/+$/, '');

/** The format of a toolbar extension: CSV for .csv, a workbook otherwise (DEFAULT_EXPORT_EXTENSION is .xlsx). */
export const formatOfExtension = (extension: string | undefined): ExportFormat => (extension === '.csv' ? 'csv' : 'xlsx');

export function exportLayoutsOf(docs: readonly ScreenDoc[]): ExportLayouts {
  const layouts = new Map<string, ExportLayout[]>();
  for (const doc of docs) {
    if (doc.kind !== 'list' || !doc.columns || doc.columns.length === 0) continue;
    for (const button of doc.buttons) {
      if (button.action !== 'export' || !button.api) continue;
      const api = normalized(button.api);
      const list = layouts.get(api) ?? [];
      list.push({ screen: doc.path, columns: doc.columns, format: formatOfExtension(button.extension) });
      layouts.set(api, list);
    }
  }
  return layouts;
}

/** The layout of the export at `api`: the named list's when it names this export, else the first list's. */
export function chooseExportLayout(layouts: ExportLayouts, api: string, screen: unknown): ExportLayout | undefined {
  const candidates = layouts.get(normalized(api)) ?? [];
  return candidates.find((layout) => layout.screen === screen) ?? candidates[0];
}
