/**
 * Print templates (打印模板, basic data): a kind of document, a paper size and fields placed on the page,
 * as data only. The print actions of the waybill, order and label screens print with the enabled default
 * template of their kind; setting a template as default takes the flag from the other templates of its kind.
 */
import {
  PAPER_SIZE_CODES, PRINT_ALIGNS, PRINT_FIELD_KEY_PATTERN, PRINT_FIELD_TYPES, PRINT_FORMATS, PRINT_LIMITS, PRINT_TEMPLATE_KINDS,
} from '../../src/config/print.js';
import { CREATED_AT_RANGE } from '../records/common-fields.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';
import type { CollectionSpec, JsonSchema, SeedRecord } from '../records/types.js';
import { PLATFORM_OWNER } from '../seed/demo-owners.js';
import { creationTimes, enabled, flag, name, text, textEnum } from '../codes/core-fields.js';

const millimetres = (minimum: number): JsonSchema => ({ type: 'number', minimum, maximum: PRINT_LIMITS.maxMillimetres });

/** One field placed on the page: plain values only, nothing else accepted. */
export const PRINT_FIELD_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'y'],
  anyOf: [{ required: ['label'] }, { required: ['key'] }],
  properties: {
    type: { type: 'string', enum: [...PRINT_FIELD_TYPES] },
    label: { type: 'string', maxLength: PRINT_LIMITS.maxLabelLength },
    key: { type: 'string', pattern: PRINT_FIELD_KEY_PATTERN },
    format: { type: 'string', enum: [...PRINT_FORMATS] },
    x: millimetres(0),
    y: millimetres(0),
    width: millimetres(1),
    height: millimetres(1),
    fontSize: { type: 'number', minimum: PRINT_LIMITS.minFontSizePt, maximum: PRINT_LIMITS.maxFontSizePt },
    bold: { type: 'boolean' },
    align: { type: 'string', enum: [...PRINT_ALIGNS] },
  },
};

type Field = Record<string, string | number | boolean>;
const line = (label: string, key: string, x: number, y: number, width: number, extra: Field = {}): Field => ({ type: 'text', label, key, x, y, width, ...extra });

/** An A4 waybill: sender, receiver, goods and the freight in figures and in Chinese capitals. */
const WAYBILL_FIELDS: Field[] = [
  { type: 'text', label: '物流运单', x: 75, y: 12, width: 60, height: 10, fontSize: 20, bold: true, align: 'center' },
  { type: 'barcode', key: 'order_no', x: 130, y: 24, width: 70, height: 16 },
  line('订单号', 'order_no', 10, 26, 110, { fontSize: 12, bold: true }),
  line('外部单号', 'out_order_no', 10, 34, 110),
  line('下单时间', 'created_at', 10, 42, 110, { format: 'datetime' }),
  { type: 'text', label: '发货信息', x: 10, y: 54, width: 90, bold: true, fontSize: 12 },
  line('商家', 'consignor_name', 10, 62, 95),
  line('发货人', 'start_contact', 10, 70, 95),
  line('发货电话', 'start_tel', 10, 78, 95),
  { type: 'text', label: '收货信息', x: 110, y: 54, width: 90, bold: true, fontSize: 12 },
  line('收货人', 'end_contact', 110, 62, 90, { bold: true }),
  line('收货电话', 'end_tel', 110, 70, 90),
  line('省市区', 'end_province', 110, 78, 30),
  { type: 'text', key: 'end_city', x: 140, y: 78, width: 30 },
  { type: 'text', key: 'end_district', x: 170, y: 78, width: 30 },
  line('详细地址', 'end_address', 110, 86, 90, { height: 12 }),
  { type: 'text', label: '货物信息', x: 10, y: 104, width: 90, bold: true, fontSize: 12 },
  line('货物名称', 'goods_name', 10, 112, 95),
  line('件数', 'package_count', 110, 112, 40),
  line('重量(kg)', 'weight', 150, 112, 50),
  line('体积(m³)', 'volume', 110, 120, 90),
  line('运费', 'amount', 10, 132, 60, { format: 'money', fontSize: 12 }),
  line('运费（大写）', 'amount', 75, 132, 125, { format: 'capitalAmount', fontSize: 12, bold: true }),
  { type: 'text', label: '收货人签字：', x: 10, y: 150, width: 90 },
  { type: 'text', label: '签收日期：', x: 110, y: 150, width: 90 },
];

/** A 100×150 mm thermal label for one package. */
const LABEL_FIELDS: Field[] = [
  { type: 'barcode', key: 'package_code', x: 8, y: 6, width: 84, height: 22 },
  { type: 'text', key: 'end_city', x: 5, y: 32, width: 90, height: 14, fontSize: 28, bold: true, align: 'center' },
  line('收货人', 'end_contact', 5, 50, 90, { fontSize: 14, bold: true }),
  line('订单号', 'order_no', 5, 60, 90, { fontSize: 12 }),
  line('商家', 'consignor_name', 5, 70, 90),
  line('件数', 'package_count', 5, 80, 45, { fontSize: 12 }),
  line('包件条码', 'package_code', 5, 90, 90),
];

/** A 76×130 mm label with the essentials only. */
const SMALL_LABEL_FIELDS: Field[] = [
  { type: 'barcode', key: 'package_code', x: 5, y: 5, width: 66, height: 18 },
  { type: 'text', key: 'end_city', x: 3, y: 28, width: 70, height: 12, fontSize: 22, bold: true, align: 'center' },
  line('收货人', 'end_contact', 3, 44, 70, { fontSize: 12 }),
  line('订单号', 'order_no', 3, 54, 70),
];

/** A half-sheet waybill without the goods block. */
const SHORT_WAYBILL_FIELDS: Field[] = [
  { type: 'text', label: '运单', x: 50, y: 8, width: 48, height: 10, fontSize: 18, bold: true, align: 'center' },
  line('订单号', 'order_no', 10, 22, 128, { bold: true }),
  line('收货人', 'end_contact', 10, 30, 128),
  line('收货电话', 'end_tel', 10, 38, 128),
  line('收货地址', 'end_address', 10, 46, 128, { height: 12 }),
  line('运费（大写）', 'amount', 10, 62, 128, { format: 'capitalAmount' }),
];

/** A delivery note on continuous 241×140 mm paper, with the amount in capitals. */
const DELIVERY_FIELDS: Field[] = [
  { type: 'text', label: '送货单', x: 90, y: 8, width: 60, height: 10, fontSize: 18, bold: true, align: 'center' },
  line('订单号', 'order_no', 10, 24, 110),
  line('送货日期', 'appointment_time', 130, 24, 100, { format: 'date' }),
  line('收货人', 'end_contact', 10, 34, 110),
  line('联系电话', 'end_tel', 130, 34, 100),
  line('收货地址', 'end_address', 10, 44, 220),
  line('货物名称', 'goods_name', 10, 56, 110),
  line('件数', 'package_count', 130, 56, 100),
  line('金额', 'amount', 10, 68, 110, { format: 'money' }),
  line('金额（大写）', 'amount', 130, 68, 100, { format: 'capitalAmount' }),
  { type: 'text', label: '客户签收：', x: 130, y: 100, width: 100 },
];

/** A proof of delivery signed by the receiver. */
const SIGN_FIELDS: Field[] = [
  { type: 'text', label: '签收单', x: 75, y: 12, width: 60, height: 10, fontSize: 20, bold: true, align: 'center' },
  { type: 'barcode', key: 'order_no', x: 10, y: 28, width: 80, height: 16 },
  line('订单号', 'order_no', 10, 48, 190),
  line('收货人', 'end_contact', 10, 58, 190),
  line('货物名称', 'goods_name', 10, 68, 190),
  line('件数', 'package_count', 10, 78, 190),
  { type: 'text', label: '本人已收到上述货物，外观完好，数量无误。', x: 10, y: 96, width: 190 },
  { type: 'text', label: '签收人：', x: 10, y: 112, width: 90 },
  { type: 'text', label: '签收时间：', x: 110, y: 112, width: 90 },
];

/** A picking list line per order. */
const PICKING_FIELDS: Field[] = [
  { type: 'text', label: '拣货单', x: 75, y: 12, width: 60, height: 10, fontSize: 20, bold: true, align: 'center' },
  line('订单号', 'order_no', 10, 30, 190),
  line('货物名称', 'goods_name', 10, 40, 190),
  line('件数', 'package_count', 10, 50, 90),
  line('商家', 'consignor_name', 10, 60, 190),
];

interface SeededTemplate {
  template_name: string;
  template_type: string;
  paper_size: string;
  print_copies: number;
  is_default: 0 | 1;
  status: 0 | 1;
  fields: Field[];
  remark: string;
}

/** The default template of each kind first, then the alternatives; one retired template is switched off. */
export const SEEDED_PRINT_TEMPLATES: readonly SeededTemplate[] = [
  { template_name: '标准运单模板', template_type: 'WAYBILL', paper_size: 'A4', print_copies: 1, is_default: 1, status: 1, fields: WAYBILL_FIELDS, remark: '运单打印默认使用' },
  { template_name: '标准包件标签', template_type: 'LABEL', paper_size: '100X150', print_copies: 1, is_default: 1, status: 1, fields: LABEL_FIELDS, remark: '100×150 热敏标签' },
  { template_name: '拣货单模板', template_type: 'PICKING', paper_size: 'A4', print_copies: 1, is_default: 1, status: 1, fields: PICKING_FIELDS, remark: '' },
  { template_name: '送货单模板', template_type: 'DELIVERY', paper_size: '241X140', print_copies: 2, is_default: 1, status: 1, fields: DELIVERY_FIELDS, remark: '针式打印机，一式两联' },
  { template_name: '签收单模板', template_type: 'SIGN', paper_size: 'A4', print_copies: 1, is_default: 1, status: 1, fields: SIGN_FIELDS, remark: '' },
  { template_name: '简版运单模板', template_type: 'WAYBILL', paper_size: 'A5', print_copies: 1, is_default: 0, status: 1, fields: SHORT_WAYBILL_FIELDS, remark: '半张纸打印' },
  { template_name: '小号包件标签', template_type: 'LABEL', paper_size: '76X130', print_copies: 1, is_default: 0, status: 1, fields: SMALL_LABEL_FIELDS, remark: '76×130 热敏标签' },
  { template_name: '旧版运单模板', template_type: 'WAYBILL', paper_size: 'A4', print_copies: 1, is_default: 0, status: 0, fields: SHORT_WAYBILL_FIELDS, remark: '已停用' },
];

export const printTemplatesCollection: CollectionSpec = {
  name: 'print_templates',
  path: '/basic/print-templates',
  ownership: PUBLISHED_PARTNER,
  fields: {
    template_name: name('模板名称', 30),
    template_type: textEnum('单据类型', PRINT_TEMPLATE_KINDS),
    paper_size: textEnum('纸张规格', PAPER_SIZE_CODES),
    print_copies: { type: 'integer', minimum: 1, maximum: PRINT_LIMITS.maxCopies, default: 1, label: '打印份数' },
    is_default: flag('默认模板'),
    status: enabled(),
    fields: { type: 'array', items: PRINT_FIELD_SCHEMA, maxItems: PRINT_LIMITS.maxFields, label: '模板内容' },
    remark: text('备注', 200),
  },
  required: ['template_name', 'template_type', 'paper_size'],
  unique: [{ field: 'template_name', message: '模板名称已存在' }],
  exclusiveFlag: { field: 'is_default', on: 1, off: 0, within: ['template_type'] },
  extraFilters: CREATED_AT_RANGE,
  seed: ({ random, now }) => {
    const times = creationTimes(random, now, SEEDED_PRINT_TEMPLATES.length, 300);
    // The platform publishes the demo templates: every company prints with them until it sets a default of its own.
    return SEEDED_PRINT_TEMPLATES.map((template, index): SeedRecord => ({ data: { ...template }, created_at: times[index], owner_id: PLATFORM_OWNER }));
  },
};
