/** Finds the import's columns in the header row by their Chinese names. */
import { ORDER_IMPORT_COLUMNS, type ImportColumn } from '../config/order-import.js';

/** The header as compared: no spaces, no leading * (a required mark), no trailing unit such as (kg) or （m³）. */
export function normalizeHeader(text: string): string {
  return text.replace(/\s+/g, '').replace(/^\*+/, '').replace(/[(（][^()（）]*[)）]$/, '');
}

export type HeaderMatch =
  | { ok: true; /** Cell index of each column found, by field. */ indexOf: ReadonlyMap<string, number> }
  | { ok: false; reason: 'noHeader' }
  | { ok: false; reason: 'missingColumns'; missing: string[] };

/**
 * Matches the header cells to the columns. A row naming none of the columns is no header at all; one that
 * lacks a required column names the missing ones. Unknown columns are ignored; the first of two equal headers counts.
 */
export function matchHeader(cells: readonly string[], columns: readonly ImportColumn[] = ORDER_IMPORT_COLUMNS): HeaderMatch {
  const indexOf = new Map<string, number>();
  cells.forEach((cell, index) => {
    const column = columns.find((candidate) => candidate.header === normalizeHeader(cell));
    if (column && !indexOf.has(column.field)) indexOf.set(column.field, index);
  });
  if (indexOf.size === 0) return { ok: false, reason: 'noHeader' };
  const missing = columns.filter((column) => column.required && !indexOf.has(column.field)).map((column) => column.header);
  return missing.length > 0 ? { ok: false, reason: 'missingColumns', missing } : { ok: true, indexOf };
}
