/**
 * GET {collection}/export (issue 26, docs/exports-and-import.md): the rows the caller's list shows with its filters,
 * as the list shows them: the list screen's columns in their order under their Chinese titles, values
 * formatted as the list formats them (src/format/export-cells.ts), amounts masked for accounts without a
 * fee-display code. An .xlsx workbook unless the list's toolbar asks for .csv or the caller passes
 * `export_format`; `export_screen` names which list's columns when several lists share the export.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportCell, exportCellKind, summaryText, valueAt } from '../../src/format/export-cells.js';
import type { DocColumn } from '../descriptors/screen-doc.js';
import { chooseExportLayout, EXPORT_FORMATS, type ExportFormat, type ExportLayouts } from './export-layout.js';
import { CONTENT_TYPES, exportStream, textWidth, type ExportColumn } from './export-writer.js';
import { mainListQuerySchema } from './json-schemas.js';
import type { SqlCondition } from '../db/record-sql.js';
import type { ApiRecord, RecordStore } from './record-store.js';
import type { CollectionSpec, JsonSchema } from './types.js';

/** Most rows one export writes. */
export const EXPORT_ROW_LIMIT = 50_000;
/** Pixels of a list column per spreadsheet character. */
const PIXELS_PER_CHARACTER = 7;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

type Query = Record<string, unknown>;
type Row = Record<string, unknown>;

export interface CollectionExportDeps {
  /** The query's filters plus the caller's tenancy. */
  filtersOf: (request: FastifyRequest<{ Querystring: Query }>) => SqlCondition[];
  ownerOf: (request: FastifyRequest) => number | undefined;
  /** A row as the caller may see it (amounts masked without a fee-display code). */
  viewOf: (request: FastifyRequest) => (record: ApiRecord) => Row;
  layouts: ExportLayouts;
}

/** The export route's query: the list's filters, plus the file type and the list whose columns to write. */
export function exportQuerySchema(spec: CollectionSpec): JsonSchema {
  const list = mainListQuerySchema(spec);
  return {
    ...list,
    properties: {
      ...(list.properties as JsonSchema),
      export_format: { type: 'string', enum: [...EXPORT_FORMATS] },
      export_screen: { type: 'string', maxLength: 300 },
    },
  };
}

const clampWidth = (width: number): number => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

/** A list column as a file column: width from the list's pixels, at least its title's. */
function listColumn(column: DocColumn): ExportColumn<Row> {
  const format = column.format;
  return {
    title: column.title,
    width: clampWidth(Math.max((column.width ?? 0) / PIXELS_PER_CHARACTER, textWidth(column.title) + 2, 10)),
    kind: exportCellKind(format),
    cell: (row) => exportCell(valueAt(row, column.key), format),
  };
}

/** An export no list names: the record's fields under their labels, values as readable text. */
function fieldColumns(spec: CollectionSpec): ExportColumn<Row>[] {
  const names = ['id', ...Object.keys(spec.fields), 'created_at', 'updated_at'];
  return names.map((name) => {
    const title = spec.fields[name]?.label ?? name;
    return {
      title, width: clampWidth(Math.max(textWidth(title) + 2, 12)), kind: 'text' as const,
      cell: (row: Row) => {
        const value = row[name];
        return typeof value === 'number' ? value : summaryText(value) || null;
      },
    };
  });
}

export function registerCollectionExport(
  app: FastifyInstance, url: string, spec: CollectionSpec, store: RecordStore, deps: CollectionExportDeps,
): void {
  app.get<{ Querystring: Query }>(url, { schema: { querystring: exportQuerySchema(spec) } }, async (request, reply) => {
    const layout = chooseExportLayout(deps.layouts, `${spec.path.replace(/\/+$/, '')}/export`, request.query.export_screen);
    const format = (request.query.export_format as ExportFormat | undefined) ?? layout?.format ?? 'xlsx';
    const columns = layout ? layout.columns.map(listColumn) : fieldColumns(spec);
    const filters = deps.filtersOf(request);
    const owner = deps.ownerOf(request);
    const view = deps.viewOf(request);
    const pages = (offset: number, limit: number): Row[] => store.list(filters, owner, limit, offset).rows.map(view);
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${spec.name}.${format}"`)
      .send(exportStream(format, columns, pages, EXPORT_ROW_LIMIT));
  });
}
