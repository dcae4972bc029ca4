/**
 * Hand-built .xlsx files for the order import's limits: a minimal workbook (content types, relations,
 * one worksheet) around any sheet XML, zipped with deflate at level 9. A "bomb" is a sheet of many
 * identical rows, which deflate squeezes about a hundred to one. Used by bench/import-bomb.ts and the
 * server's import tests.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DEFLATE = 8;
const VERSION = 20;

/** A zip archive of the entries, each deflated (no zip64: every entry and the archive under 4 GB). */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '</Types>';
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}">`
  + `<Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}">`
  + '<sheets><sheet name="订单" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}">`
  + `<Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** An .xlsx whose only worksheet holds `sheetData` (the XML between <sheetData> and </sheetData>). */
export function xlsxOfSheetData(sheetData: string | Buffer): Buffer {
  const sheet = Buffer.concat([
    Buffer.from(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>`),
    typeof sheetData === 'string' ? Buffer.from(sheetData, 'utf8') : sheetData,
    Buffer.from('</sheetData></worksheet>'),
  ]);
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}

export interface Bomb {
  file: Buffer;
  /** Bytes of the sheet XML once inflated. */
  sheetBytes: number;
  rows: number;
  cells: number;
}

/**
 * A sheet of `rows` numbered rows of `cellsPerRow` (at most 26) one-character inline-string cells. Every
 * row repeats the first row's cell references (A1, B1, …): exceljs reads them by column and accepts
 * them, and identical rows deflate best.
 */
export function xlsxBomb(rows: number, cellsPerRow: number): Bomb {
  const columns = Array.from({ length: Math.min(cellsPerRow, 26) }, (_, index) => String.fromCharCode(65 + index));
  const cells = columns.map((column) => `<c r="${column}1" t="inlineStr"><is><t>x</t></is></c>`).join('');
  const parts: Buffer[] = [];
  for (let row = 1; row <= rows; row += 1) parts.push(Buffer.from(`<row r="${row}">${cells}</row>`));
  const sheetData = Buffer.concat(parts);
  return { file: xlsxOfSheetData(sheetData), sheetBytes: sheetData.length, rows, cells: rows * columns.length };
}
