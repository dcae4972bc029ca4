/**
 * Products for the product picker (widgets spec §7 "Products"): GET getAllProduct answers the whole
 * option list as an array (a merchant account only its own products), GET cascader-data the category
 * tree under a parent (two levels under PC001), POST /user/product/add creates a product in a category.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_API } from '../../src/config/picker-api.js';
import { CATEGORY_ROOT_CODE, categoryChildren, firstLevel, type ProductCategory } from '../codes/product-categories.js';
import { fieldSchemas } from '../records/json-schemas.js';
import { mainListPage } from '../records/list-page.js';
import type { ApiRecord } from '../records/record-store.js';
import type { JsonSchema } from '../records/types.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { collectionOf, isSet, NAME_FILTER, PICKER_MAX_PER_PAGE, pickerListSpec, QUERY_FLAG } from './picker-lists.js';
import { stockByProductCode } from './product-stock.js';
import { maxLengthText, PICKER_MSG } from './picker-messages.js';
import { dropBlankFields, insertChecked, otherFieldsOf, type Body } from './picker-writes.js';
import { callerCompany, keptRows } from '../records/collection-access.js';
import { recordNotFound } from '../http/api-error.js';
import { bookOwnerStamp } from './consignor-book.js';
import { visibleMerchantOwnedCondition } from './merchant-scope.js';
import { merchantScope } from './merchant-account.js';

type Query = Record<string, unknown>;

/** The fields of the spec's product create (§3 "Product create") the add handler sets itself. */
const ADD_HANDLED: readonly string[] = [
  'name', 'package', 'lv1_category_code', 'lv1_category_name', 'lv2_category_code', 'lv2_category_name', 'parent_code', 'parent_name',
  'category_path', 'category_path_code',
];

/** Product names in the product dialog: at most 50 characters (§5 "Extend-select"). */
const PRODUCT_NAME_MAX = 50;
const text = (maxLength: number): { type: 'string'; maxLength: number } => ({ type: 'string', maxLength });

/** A product option (§3): the product with its category path as names and as codes. */
function productOption(row: ApiRecord): Record<string, unknown> {
  const name = String(row.name ?? '');
  const code = String(row.code ?? '');
  const path = String(row.category_path ?? '');
  const pathCode = String(row.category_path_code ?? '');
  return {
    id: row.id, product_id: row.id, code, pno_name: `${name} ${code}`.trim(), name, package: row.package ?? 1,
    path, path_code: pathCode, category_path: path, category_path_code: pathCode,
  };
}

/** A category as the cascader reads it; `depth` levels of children below it. */
function cascaderNode(node: ProductCategory, depth: number): Record<string, unknown> {
  return {
    value: node.code, label: node.name,
    ...(depth > 0 && node.children.length > 0 ? { children: node.children.map((child) => cascaderNode(child, depth - 1)) } : {}),
  };
}

export function registerProductRoutes(app: FastifyInstance, context: ServerContext): void {
  const products = collectionOf(context, 'products');
  const idText = { type: 'string', maxLength: 40 };
  // The account's query fields (object_type, servicer_id, resource_id…) are accepted as sent and never filter.
  const { filterSpec, query: listQuery } = pickerListSpec(products.spec, {
    fields: { name: NAME_FILTER },
    query: {
      name: text(100), object_type: idText, servicer_id: idText, object_id: idText, resource_id: idText, services_pkg_code: idText,
      order_business_code: { ...idText, default: 'E-COMMERCE' }, check_inventory: QUERY_FLAG, filter_zero_inventory: QUERY_FLAG,
    },
  });
  // The whole list at once: no paging parameters.
  const allQuery = Object.fromEntries(Object.entries(listQuery.properties as JsonSchema).filter(([name]) => name !== 'page' && name !== 'per_page'));

  app.get<{ Querystring: Query }>(routePathOf(PRODUCT_API.all), {
    schema: { querystring: { type: 'object', properties: allQuery } },
  }, async (request) => {
    // The whole list at once (the picker filters it in the browser); the account's query fields are accepted as sent.
    const query = { ...request.query, page: 1, per_page: PICKER_MAX_PER_PAGE };
    const page = mainListPage(products, filterSpec, query, undefined, visibleMerchantOwnedCondition(context, request));
    const options = page.list.map(productOption);
    // check_inventory: each option carries its stock; filter_zero_inventory: products without stock are left out.
    const checks = isSet(request.query.check_inventory);
    const filters = isSet(request.query.filter_zero_inventory);
    if (!checks && !filters) return ok(options);
    const stock = stockByProductCode(context, request);
    if (!stock) return ok(options);
    const stockOf = (option: Record<string, unknown>): number => stock.get(String(option.code)) ?? 0;
    const kept = filters ? options.filter((option) => stockOf(option) > 0) : options;
    return ok(checks ? kept.map((option) => ({ ...option, inventory: stockOf(option) })) : kept);
  });

  app.get<{ Querystring: { parent_code: string } }>(routePathOf(PRODUCT_API.categories), {
    schema: {
      querystring: {
        type: 'object',
        properties: { parent_code: { ...text(20), default: CATEGORY_ROOT_CODE }, app_code: { ...text(20), default: 'BANG' } },
      },
    },
  }, async (request) => {
    // Under the root the cascader gets both levels; under a first-level category its second level.
    const depth = request.query.parent_code === CATEGORY_ROOT_CODE ? 1 : 0;
    return ok({ children: categoryChildren(request.query.parent_code).map((node) => cascaderNode(node, depth)) });
  });

  const addBody = {
    type: 'object',
    properties: {
      // The product management form's other fields, with the collection's own schemas.
      ...fieldSchemas(products.spec, Object.keys(products.spec.fields).filter((field) => !ADD_HANDLED.includes(field))),
      name: { type: 'string', title: '商品名称', maxLength: 2000 },
      ...fieldSchemas(products.spec, ['package']),
      lv1_category_code: text(20), lv1_category_name: text(20), lv2_category_code: text(20), lv2_category_name: text(20),
      parent_code: text(20), parent_name: text(20),
    },
  };
  app.post<{ Body: Body }>(routePathOf(PRODUCT_API.add), { schema: { body: addBody }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const lv1 = firstLevel(String(sent.lv1_category_code ?? ''));
    if (!lv1) throw badRequest(PICKER_MSG.productTypeRequired);
    const lv2Code = sent.lv2_category_code;
    const lv2 = lv2Code === undefined ? undefined : lv1.children.find((node) => node.code === lv2Code);
    if (lv2Code !== undefined && !lv2) throw badRequest(PICKER_MSG.productTypeRequired);
    const name = typeof sent.name === 'string' ? sent.name.trim() : '';
    if (name === '') throw badRequest(PICKER_MSG.productNameRequired);
    if ([...name].length > PRODUCT_NAME_MAX) throw badRequest(maxLengthText(PRODUCT_NAME_MAX));
    // A merchant's products are its own; the category names are the tree's.
    const merchant = merchantScope(context, request)?.merchant;
    const record = {
      // What the product management form sends besides (code, unit, volume, weight, its merchant…), as its schema checked it.
      ...otherFieldsOf(products, sent, [...ADD_HANDLED]),
      name,
      package: sent.package ?? 1,
      lv1_category_code: lv1.code,
      lv1_category_name: lv1.name,
      ...(lv2 ? { lv2_category_code: lv2.code, lv2_category_name: lv2.name } : {}),
      ...(merchant ? { consignor_name: merchant.name } : {}),
      // A company's product naming no merchant is the company's own (server/partners/merchant-scope.ts).
      ...bookOwnerStamp(request),
    };
    // As the collection's create: a product of a merchant the caller may not work for answers as missing.
    for (const condition of keptRows(context, products.spec, request)) if (!products.meets(condition, record)) throw recordNotFound();
    const row = insertChecked(products, record, callerCompany(request));
    return ok({ id: row.id, code: row.code, category_path: row.category_path, category_path_code: row.category_path_code });
  });
}
