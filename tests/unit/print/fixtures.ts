/** A waybill template and records as the reference server stores them. */
export const WAYBILL_TEMPLATE_RECORD = {
  id: 7,
  template_name: '标准运单模板',
  template_type: 'WAYBILL',
  paper_size: 'A4',
  print_copies: 2,
  is_default: 1,
  status: 1,
  fields: [
    { type: 'text', label: '物流运单', x: 80, y: 10, width: 50, fontSize: 18, bold: true, align: 'center' },
    { type: 'barcode', key: 'order_no', x: 10, y: 25, width: 80, height: 14 },
    { type: 'text', label: '订单号', key: 'order_no', x: 10, y: 42, width: 90 },
    { type: 'text', label: '收货人', key: 'end_contact', x: 10, y: 50, width: 90 },
    { type: 'text', label: '运费', key: 'amount', format: 'money', x: 10, y: 58, width: 60 },
    { type: 'text', label: '运费（大写）', key: 'amount', format: 'capitalAmount', x: 80, y: 58, width: 100 },
    { type: 'text', label: '下单时间', key: 'created_at', format: 'date', x: 10, y: 66, width: 60 },
    { type: 'text', label: '订单标签', key: 'tags', x: 10, y: 74, width: 100 },
  ],
};

export const WAYBILLS = [
  { id: 1, order_no: '260101100011', end_contact: '张三', amount: 1234.5, created_at: '2026-01-01 09:30:00', tags: [{ code: 'VIP', name: '重要客户' }], end_tel: '13800000001' },
  { id: 2, order_no: '260102100022', end_contact: '李四', amount: '100', created_at: '2026-01-02 10:00:00', tags: [], end_tel: '13800000002' },
];
