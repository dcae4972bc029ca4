/**
 * The ownership of a collection derived from the screen descriptors (server/derive/), decided from its
 * resource and fields as data:
 * - a resource listed below: the rule written there (reference data, the platform's administration,
 *   partners the platform may publish);
 * - a record naming an order (order_no, original_order_no, source_order_nos…): the order's;
 * - anything else: the company that created it. The safe default: a new screen's records are private
 *   to their company until someone decides otherwise here.
 */
import type { FieldSpec } from '../records/types.js';
import type { Ownership } from '../tenancy/ownership.js';
import { PUBLISHED_PARTNER } from '../tenancy/ownership.js';

const REFERENCE_DATA: Ownership = { rule: 'platform' };
/**
 * Catalogues a company keeps on its basic-data, quote and marketing screens: the platform's entries (the
 * demo ones: server/seed/demo-owners.ts) serve every company, and a company adds and changes its own.
 */
const SHARED_CATALOGUE: Ownership = PUBLISHED_PARTNER;
const PLATFORM_ONLY: Ownership = { rule: 'platformOnly' };

/** Derived resources whose rows are not simply their creator's, by resource path. */
export const DERIVED_OWNERSHIP: Readonly<Record<string, Ownership>> = {
  // The platform's own product classes (its OSS screens).
  '/oss/product-classes': REFERENCE_DATA,
  // Categories, abnormal types, fee items, articles and recommended providers.
  '/product/categories': SHARED_CATALOGUE,
  '/basic/abnormal-types': SHARED_CATALOGUE,
  '/config/fees': SHARED_CATALOGUE,
  '/content/articles': SHARED_CATALOGUE,
  '/market/recommended-servicers': SHARED_CATALOGUE,
  // What the public pages show anyone: the platform's departure plans and out-of-area list.
  '/public/order/departure-plans': REFERENCE_DATA,
  '/public/order/out-of-area': REFERENCE_DATA,
  // The platform's own operation switches. (The accounts' roles, /user/user_role, are each company's own
  // accounts': the default rule; only the platform changes them, server/authz/explicit-rules.ts.)
  '/system/ops-controls': PLATFORM_ONLY,
  // Delivery men are partners like drivers: a company's own, plus those the platform publishes.
  '/resource/delivery-men': PUBLISHED_PARTNER,
};

/** Fields naming the order a record is about, in the order they are looked for. */
const ORDER_FIELDS = ['order_no', 'original_order_no'] as const;
/** Fields naming several orders (a merge order's sources). */
const ORDER_LIST_FIELDS = ['source_order_nos'] as const;

export function derivedOwnership(resource: string, fields: Readonly<Record<string, FieldSpec>>): Ownership {
  const listed = DERIVED_OWNERSHIP[resource];
  if (listed) return listed;
  const order = ORDER_FIELDS.find((field) => fields[field] !== undefined);
  if (order) return { rule: 'order', field: order };
  const orders = ORDER_LIST_FIELDS.find((field) => fields[field] !== undefined);
  if (orders) return { rule: 'order', field: orders, list: true };
  return { rule: 'company' };
}
