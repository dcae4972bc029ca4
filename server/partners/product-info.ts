/**
 * Product info by product code (core spec §7: GET /ms-fahuobao-order/FhbOrder/getProductInfo ?code): the
 * product of that code with what an order line fills from it (name, package count, unit, weight, volume,
 * category path). A merchant account finds only its own products; a code no product of the caller's
 * has answers 404 with a readable msg. With the order's merchant (consignor_id, its resource id) only that
 * merchant's product is answered: an order never takes another merchant's goods.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_INFO_API, PRODUCT_INFO_CODE_PARAM, PRODUCT_INFO_MERCHANT_PARAM } from '../../src/config/core-api.js';
import { fieldExpression } from '../db/record-sql.js';
import type { ApiRecord } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { ApiError } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { collectionOf } from './picker-lists.js';
import { decodeResourceId } from '../parties/resource-ids.js';
import { visibleMerchantOwnedCondition } from './merchant-scope.js';
import { PARTNER_MESSAGES } from './partner-messages.js';

/** The product with the option fields the product picker reads (product_id, pno_name, path, path_code). */
export function productInfo(row: ApiRecord): Record<string, unknown> {
  const name = String(row.name ?? '');
  const code = String(row.code ?? '');
  return {
    ...row,
    product_id: row.id,
    pno_name: `${name} ${code}`.trim(),
    package: row.package ?? 1,
    path: row.category_path ?? '',
    path_code: row.category_path_code ?? '',
  };
}

export function registerProductInfo(app: FastifyInstance, context: ServerContext): void {
  const products = collectionOf(context, 'products');
  const consignors = collectionOf(context, 'consignors');
  const querystring = {
    type: 'object',
    required: [PRODUCT_INFO_CODE_PARAM],
    properties: {
      [PRODUCT_INFO_CODE_PARAM]: { type: 'string', title: '商品编码', minLength: 1, maxLength: 30 },
      [PRODUCT_INFO_MERCHANT_PARAM]: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\d*$' }], title: '商家' },
    },
  };
  /** The name of the merchant behind a resource id (products name their merchant); undefined when there is none. */
  const merchantName = (resourceId: unknown): string | undefined => {
    const decoded = decodeResourceId(Number(resourceId));
    if (decoded?.kind.type !== 'CONSIGNOR') return undefined;
    const name = consignors.find(decoded.rowId, undefined)?.name;
    return typeof name === 'string' ? name : undefined;
  };
  type ProductQuery = { code: string; [PRODUCT_INFO_MERCHANT_PARAM]?: string | number };
  app.get<{ Querystring: ProductQuery }>(routePathOf(PRODUCT_INFO_API), { schema: { querystring } }, async (request) => {
    // Codes are stored in capitals (SP100001); a code typed in lower case or with spaces still finds its product.
    const code = request.query.code.trim().toUpperCase();
    const merchant = request.query[PRODUCT_INFO_MERCHANT_PARAM];
    const [row] = products.list(
      [{ sql: `${fieldExpression('code')} = ?`, params: [code] }, ...visibleMerchantOwnedCondition(context, request)], undefined, 1, 0,
    ).rows;
    if (!row) throw new ApiError(404, '404', PARTNER_MESSAGES.productNotFound);
    if (merchant === undefined || merchant === '' || Number(merchant) === 0) return ok(productInfo(row));
    // Codes are unique: the product of the code is the merchant's, or no product of the merchant has it.
    // A partner that is no merchant of the book (a supplier in DA) owns no products: the code alone decides.
    const name = merchantName(merchant);
    if (name !== undefined && row.consignor_name !== name) throw new ApiError(404, '404', PARTNER_MESSAGES.productNotOfMerchant);
    return ok(productInfo(row));
  });
}
