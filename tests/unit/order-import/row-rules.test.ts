// @vitest-environment node
// Every rule of an import row and its message, and the file-level checks of the header and the row count.
import { describe, expect, it } from 'vitest';
import { ORDER_IMPORT_COLUMNS } from '../../../src/config/order-import';
import { checkRow, isBlankRow } from '../../../src/order-import/row-rules';
import { dataRowsOf } from '../../../server/orders/import-orders';

const HEADERS = ORDER_IMPORT_COLUMNS.map((column) => column.header);
const indexOf = new Map(ORDER_IMPORT_COLUMNS.map((column, index) => [column.field, index]));
const VALID: Record<string, string> = {
  外部单号: 'JD001', 商家: '优品家居旗舰店', 发货人: '', 发货人电话: '', 收货人: '张三', 收货电话: '13812345678', 收货省: '上海市',
  收货市: '上海市', 收货区: '浦东新区', 详细地址: '张江路100号', 货物名称: '沙发', 件数: '2', 重量: '45.5', 体积: '1.2',
  服务类型: '送装', 备注: '',
};
const rowWith = (changes: Record<string, string>, row = 2) => ({ row, cells: HEADERS.map((header) => ({ ...VALID, ...changes })[header] ?? '') });
const messagesOf = (changes: Record<string, string>) => checkRow(rowWith(changes), indexOf).errors.map((error) => `${error.field}:${error.message}`);

describe('checkRow', () => {
  it('converts a valid row: numbers, the service type code, blank optional cells left out', () => {
    const checked = checkRow(rowWith({ 件数: ' 3 ' }), indexOf);
    expect(checked.errors).toEqual([]);
    expect(checked.values).toMatchObject({ out_order_no: 'JD001', end_tel: '13812345678', package_count: 3, weight: 45.5, volume: 1.2, service_type: 'DELIVERY_INSTALL' });
    expect(checked.values).not.toHaveProperty('start_contact');
    expect(checked.values).not.toHaveProperty('remark');
  });

  it('asks for every required cell by its header', () => {
    const blank = Object.fromEntries(HEADERS.map((header) => [header, ' ']));
    expect(checkRow(rowWith(blank, 7), indexOf).errors).toEqual([
      { row: 7, field: '商家', message: '请填写商家' },
      { row: 7, field: '收货人', message: '请填写收货人' },
      { row: 7, field: '收货电话', message: '请填写收货电话' },
      { row: 7, field: '收货省', message: '请填写收货省' },
      { row: 7, field: '收货市', message: '请填写收货市' },
      { row: 7, field: '详细地址', message: '请填写详细地址' },
      { row: 7, field: '货物名称', message: '请填写货物名称' },
      { row: 7, field: '件数', message: '请填写件数' },
    ]);
  });

  it('checks phones with the form rules: the receiver a mobile, the sender a mobile or landline', () => {
    expect(messagesOf({ 收货电话: '12812345678' })).toEqual(['收货电话:手机号格式有误']);
    expect(messagesOf({ 收货电话: '021-62345678' })).toEqual(['收货电话:手机号格式有误']);
    expect(messagesOf({ 发货人电话: '12345' })).toEqual(['发货人电话:电话格式有误']);
    expect(messagesOf({ 发货人电话: '021-62345678' })).toEqual([]);
    expect(messagesOf({ 发货人电话: '13912345678' })).toEqual([]);
  });

  it('checks lengths in characters', () => {
    expect(messagesOf({ 收货人: '张'.repeat(20) })).toEqual([]);
    expect(messagesOf({ 收货人: '张'.repeat(21) })).toEqual(['收货人:收货人不能超过20个字']);
    expect(messagesOf({ 外部单号: 'A'.repeat(41) })).toEqual(['外部单号:外部单号不能超过40个字']);
    expect(messagesOf({ 详细地址: '路'.repeat(121) })).toEqual(['详细地址:详细地址不能超过120个字']);
  });

  it('checks the package count and the measures', () => {
    for (const bad of ['0', '10000', '1.5', '-1', '两件']) expect(messagesOf({ 件数: bad })).toEqual(['件数:件数须为1到9999的整数']);
    expect(messagesOf({ 件数: '9999' })).toEqual([]);
    expect(messagesOf({ 重量: '12.345' })).toEqual(['重量:重量须为数字，整数最多6位，小数最多2位']);
    expect(messagesOf({ 重量: '1234567' })).toEqual(['重量:重量须为数字，整数最多6位，小数最多2位']);
    expect(messagesOf({ 体积: '0.125' })).toEqual([]);
    expect(messagesOf({ 体积: 'abc' })).toEqual(['体积:体积须为数字，整数最多4位，小数最多3位']);
  });

  it('takes the service type by its name or code and refuses others', () => {
    expect(checkRow(rowWith({ 服务类型: 'REPAIR' }), indexOf).values.service_type).toBe('REPAIR');
    expect(messagesOf({ 服务类型: '快递' })).toEqual(['服务类型:服务类型须为配送、送装、安装或维修']);
  });

  it('tells blank rows', () => {
    expect(isBlankRow({ row: 3, cells: [' ', ''] })).toBe(true);
    expect(isBlankRow(rowWith({}))).toBe(false);
  });
});

describe('dataRowsOf', () => {
  const header = { row: 1, cells: HEADERS };
  const msgOf = (work: () => unknown): string => {
    try {
      work();
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  };

  it('needs the header on row 1 with the required columns, and at least one data row', () => {
    expect(msgOf(() => dataRowsOf([{ row: 2, cells: HEADERS }]))).toBe(
      '文件缺少表头行：第1行应为列名（商家、收货人、收货电话、收货省、收货市、详细地址、货物名称、件数）',
    );
    expect(msgOf(() => dataRowsOf([rowWith({}, 1)]))).toMatch(/^文件缺少表头行/);
    expect(msgOf(() => dataRowsOf([{ row: 1, cells: ['商家', '收货人'] }, rowWith({})]))).toBe(
      '缺少必填列：收货电话、收货省、收货市、详细地址、货物名称、件数',
    );
    expect(msgOf(() => dataRowsOf([header, { row: 2, cells: ['', ' '] }]))).toBe('文件中没有订单数据');
  });

  it('skips blank rows and refuses more than 2,000 data rows', () => {
    expect(dataRowsOf([header, { row: 2, cells: [''] }, rowWith({}, 3)]).data.map((row) => row.row)).toEqual([3]);
    const rows = Array.from({ length: 2000 }, (_, index) => rowWith({}, index + 2));
    expect(dataRowsOf([header, ...rows]).data).toHaveLength(2000);
    expect(msgOf(() => dataRowsOf([header, ...rows, rowWith({}, 2002)]))).toBe('单个文件最多导入2000行订单，请拆分后再导入');
  });
});
