import type { MessageModule } from '../types';

/** Wordings that depend on the edition flags (src/config/edition.ts). */
export const edition = {
  zh: {
    'edition.searchPlaceholder': '收件人/电话、订单号',
    'edition.searchPlaceholderWaybill': '收件人/电话、运单号',
    'edition.merchant': '商家',
    'edition.supplier': '供应商',
    'edition.store': '门店',
    'edition.outerOrderNo': '外部单号',
    'edition.platformOrderNo': '平台单号',
    'edition.freight': '运费',
    'edition.serviceFee': '服务费',
  },
  en: {
    'edition.searchPlaceholder': 'Recipient/phone, order no.',
    'edition.searchPlaceholderWaybill': 'Recipient/phone, waybill no.',
    'edition.merchant': 'Merchant',
    'edition.supplier': 'Supplier',
    'edition.store': 'Store',
    'edition.outerOrderNo': 'External order no.',
    'edition.platformOrderNo': 'Platform order no.',
    'edition.freight': 'Freight',
    'edition.serviceFee': 'Service fee',
  },
} satisfies MessageModule;
