// @vitest-environment node
// Reading import files: CSV with a byte order mark and quoted fields, .xlsx made with exceljs, other types refused.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/order-import/csv';
import { matchHeader, normalizeHeader } from '../../../src/order-import/header';
import { readSheet } from '../../../server/orders/read-sheet';

const msgOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('parseCsv', () => {
  it('drops the byte order mark and numbers the records from 1', () => {
    expect(parseCsv('\uFEFF商家,收货人\r\n优品家居旗舰店,张三\r\n')).toEqual([
      { row: 1, cells: ['商家', '收货人'] },
      { row: 2, cells: ['优品家居旗舰店', '张三'] },
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    const rows = parseCsv('a,b\n"上海市,浦东新区","他说""送到门口""\n第二行"\n');
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['上海市,浦东新区', '他说"送到门口"\n第二行'] },
    ]);
  });

  it('reads LF and CR line ends, empty cells and a last line without a line end', () => {
    expect(parseCsv('a,,c\rd,e,')).toEqual([
      { row: 1, cells: ['a', '', 'c'] },
      { row: 2, cells: ['d', 'e', ''] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('stops with CsvLimitError past its limit of records or cells, blank ones included', () => {
    const limits = { maxRows: 3, maxCells: 6 };
    expect(parseCsv('a,b\nc,d\ne,f\n', limits)).toHaveLength(3);
    expect(() => parseCsv('a\n\n\n\n', limits)).toThrow(expect.objectContaining({ name: 'CsvLimitError', limit: 'rows' }));
    expect(() => parseCsv('a,b,c,d,e,f,g', limits)).toThrow(expect.objectContaining({ name: 'CsvLimitError', limit: 'cells' }));
  });
});

describe('header matching', () => {
  it('ignores a required mark, spaces and a unit in brackets', () => {
    expect(normalizeHeader(' *重量(kg) ')).toBe('重量');
    expect(normalizeHeader('体积（m³）')).toBe('体积');
  });

  it('names the missing required columns, and a row without any known column is no header', () => {
    const missing = matchHeader(['商家', '收货人', '收货电话', '收货省', '收货市', '详细地址', '货物名称']);
    expect(missing).toEqual({ ok: false, reason: 'missingColumns', missing: ['件数'] });
    expect(matchHeader(['name', 'phone'])).toEqual({ ok: false, reason: 'noHeader' });
    const found = matchHeader(['备注', '*商家', '收货人', '收货电话', '收货省', '收货市', '详细地址', '货物名称', '件数']);
    expect(found.ok && found.indexOf.get('consignor_name')).toBe(1);
  });
});

describe('readSheet', () => {
  it('reads the first worksheet of an .xlsx with its own row numbers and cell texts', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('订单');
    sheet.addRow(['商家', '收货电话', '件数']);
    sheet.addRow(['优品家居旗舰店', 13812345678, 2]);
    sheet.getRow(4).values = ['优品家居旗舰店', '13912345678', 3];
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSheet('订单.XLSX', buffer)).toEqual([
      { row: 1, cells: ['商家', '收货电话', '件数'] },
      { row: 2, cells: ['优品家居旗舰店', '13812345678', '2'] },
      { row: 4, cells: ['优品家居旗舰店', '13912345678', '3'] },
    ]);
  });

  it('reads a UTF-8 .csv with a byte order mark', async () => {
    const rows = await readSheet('orders.csv', Buffer.from('\uFEFF商家,收货人\n"优品家居旗舰店","李四"\n', 'utf8'));
    expect(rows[1]).toEqual({ row: 2, cells: ['优品家居旗舰店', '李四'] });
  });

  it('refuses other types, empty files and a damaged workbook with readable messages', async () => {
    expect(await msgOf(readSheet('orders.xls', Buffer.from('x')))).toBe('仅支持导入 .xlsx 或 .csv 文件');
    expect(await msgOf(readSheet('orders.txt', Buffer.from('商家\n')))).toBe('仅支持导入 .xlsx 或 .csv 文件');
    expect(await msgOf(readSheet('orders.csv', Buffer.alloc(0)))).toBe('文件为空');
    expect(await msgOf(readSheet('orders.csv', Buffer.from('\uFEFF\n , \n')))).toBe('文件为空');
    expect(await msgOf(readSheet('orders.xlsx', Buffer.from('not a zip')))).toBe('文件无法读取，请使用下载的导入模板');
    expect(await msgOf(readSheet('orders.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe('文件无法读取，请使用下载的导入模板');
  });
});
