import type { FilterField, ListScreen } from '../../../src/screen-model/types';

/** A waybill list with only the given filters. */
export function waybillList(filters: FilterField[], extra: Partial<ListScreen> = {}): ListScreen {
  return {
    $schema: '../../schemas/screen.schema.json',
    kind: 'list',
    path: '/saas/waybill/all/index',
    title: '全部订单',
    api: { resource: '/order/waybills' },
    filters,
    columns: [
      { key: 'order_no', title: '订单号' },
      { key: 'consignor_name', title: '商家' },
    ],
    ...extra,
  };
}

export const waybillRows = [
  { id: 1, order_no: '240301000011', consignor_name: '华东物流' },
  { id: 2, order_no: '240301000022', consignor_name: '华南家居' },
];
