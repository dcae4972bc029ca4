/**
 * What each public screen's data collection serves without a login (see PublicReadPolicy). A collection
 * under /public/ that is not listed here gets its plain list only.
 */
import { PUBLIC_DATA_PATH } from '../auth/public-routes.js';
import { normalizeResource } from './resource-path.js';
import type { CollectionSpec, PublicReadPolicy } from './types.js';

export const ORDER_LOOKUP_MESSAGE = '请输入完整的订单号、外部单号或收货人电话后查询';

const POLICIES: Readonly<Record<string, PublicReadPolicy>> = {
  // /order/query: a customer finds their own order by its number or their phone, never a browse of all orders.
  '/public/order/query': {
    list: true,
    lookupBy: ['order_no', 'out_order_no', 'end_tel'],
    lookupMessage: ORDER_LOOKUP_MESSAGE,
    mask: { end_tel: 'phone', end_contact: 'name' },
  },
  // /order/attachment/:id/:no: the attachment number in the link is what lets a stranger open it.
  '/public/order/attachments': { list: false, record: { param: 'attachment_no', field: 'attachment_no' } },
};

const DEFAULT_POLICY: PublicReadPolicy = { list: true };

/** Public resources that are a view of another collection's rows rather than a collection of their own. */
export const PUBLIC_VIEWS: Readonly<Record<string, string>> = {
  // The public order query reads the orders themselves (server/workflow/public-order-query.ts).
  '/public/order/query': 'waybills',
};

/** The policy of a public resource (`/public/...`). */
export const publicReadPolicy = (path: string): PublicReadPolicy => POLICIES[normalizeResource(path)] ?? DEFAULT_POLICY;

/** The spec with its public policy when it lives under /public/ (no writes: a policy grants reads only); other specs unchanged. */
export function withPublicPolicy(spec: CollectionSpec): CollectionSpec {
  if (!spec.path.startsWith(PUBLIC_DATA_PATH)) return spec;
  return { ...spec, publicRead: publicReadPolicy(spec.path) };
}
