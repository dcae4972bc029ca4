import { describe, expect, it } from 'vitest';
import { ORDER_IMPORT_MSG } from '../../../src/config/order-import';
import { orderImport } from '../../../src/i18n/messages/order-import';

describe('order import texts', () => {
  it('have the same keys in Chinese and English', () => {
    expect(Object.keys(orderImport.en).sort()).toEqual(Object.keys(orderImport.zh).sort());
  });

  it("refuse a wrong file type in the app with the server's own words", () => {
    expect(orderImport.zh['orderImport.wrongType']).toBe(ORDER_IMPORT_MSG.wrongType);
  });

  it('word the result as 共 N 行，成功导入 X 条，失败 Y 条 with its table headers', () => {
    const fill = (text: string) => text.replace('{total}', '5').replace('{created}', '4').replace('{failed}', '1');
    expect(fill(orderImport.zh['orderImport.summary'])).toBe('共 5 行，成功导入 4 条，失败 1 条');
    expect([orderImport.zh['orderImport.row'], orderImport.zh['orderImport.field'], orderImport.zh['orderImport.reason']]).toEqual(['行号', '字段', '错误原因']);
    expect(orderImport.zh['orderImport.downloadTemplate']).toBe('下载导入模板');
  });
});
