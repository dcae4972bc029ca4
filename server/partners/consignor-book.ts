/**
 * A service provider's merchant book (core spec §7: GET /user/consignor/getList, GET /user/consignor/getInfo,
 * POST /user/consignor/add) over the merchants (consignors) collection.
 *
 * A merchant belongs to the book of the service provider whose main user id its row holds in
 * `servicer_user_id`; a merchant added through these calls (or a picker's create dialog) is the adding
 * company's. Each account sees its own book (sub-accounts their main account's), a merchant account its
 * own merchant, the platform administrator every merchant; another company's merchant answers as a
 * missing one (404 记录不存在). `servicer_user_id` is not a field of the collection, so the generic
 * routes can neither set nor change it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSIGNOR_BOOK_API, RECORD_ID_PARAM } from '../../src/config/core-api.js';
import { DEFAULT_SETTLE_TYPE } from '../../src/config/pickers.js';
import { requireAuth } from '../auth/request-auth.js';
import { DEFAULT_PER_PAGE, fieldDefaults, filterProperties, MAX_PAGE, MAX_PER_PAGE } from '../records/json-schemas.js';
import { mainListPage } from '../records/list-page.js';
import { fieldExpression, type SqlCondition } from '../db/record-sql.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { brokenUniqueRule } from '../records/unique-rules.js';
import type { ServerContext } from '../context.js';
import { badRequest, recordNotFound } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { resourceIdOf } from '../parties/resource-ids.js';
import { isPlatform } from '../tenancy/tenancy.js';
import { collectionOf, NAME_FILTER, partnerRow, pickerListSpec } from './picker-lists.js';
import { nameRequiredOf, PICKER_MSG } from './picker-messages.js';
import {
  checkedMemo, checkedName, checkedPhone, checkedSettle, createBodySchema, dropBlankFields, otherFieldsOf, partnerNameRule, sentFields,
  type Body,
} from './picker-writes.js';
import { isMerchantAccount, merchantRowOf, ownMerchantCondition } from './merchant-account.js';

/** Row field naming the service provider (its main user id) whose merchant book holds the merchant. */
export const BOOK_OWNER_FIELD = 'servicer_user_id';

/** What a merchant form sends besides name, phone, memo and settle type. */
const MERCHANT_FIELDS = ['charge_mode', 'is_send_sms', 'deduction_node'] as const;
const CHECKED = ['name', 'phone', 'memo', 'settle_type_code', 'settle_type_name'] as const;

/** The merchants a caller's book holds: every one for the platform, a merchant account its own. */
export function bookCondition(context: ServerContext, request: FastifyRequest): SqlCondition[] {
  const { user } = requireAuth(request);
  if (isPlatform(user)) return [];
  if (isMerchantAccount(user)) return ownMerchantCondition(context, request);
  return [{ sql: `${fieldExpression(BOOK_OWNER_FIELD)} = ?`, params: [user.main_user_id] }];
}

/**
 * Whether the caller's book holds a merchant row already read: bookCondition's rule for one record (the
 * platform every merchant, a merchant account its own, a company those its book field names).
 */
export function bookHolds(context: ServerContext, request: FastifyRequest): (row: Readonly<Record<string, unknown>>) => boolean {
  const { user } = requireAuth(request);
  if (isPlatform(user)) return () => true;
  if (isMerchantAccount(user)) {
    const own = merchantRowOf(context, user)?.id;
    return (row) => own !== undefined && row.id === own;
  }
  return (row) => row[BOOK_OWNER_FIELD] === user.main_user_id;
}

/**
 * The owner a merchant added by the caller gets: its company; none for the platform administrator and
 * for merchant accounts, which keep no merchant book.
 */
export function bookOwnerStamp(request: FastifyRequest): Record<string, number> {
  const { user } = requireAuth(request);
  return isPlatform(user) || isMerchantAccount(user) ? {} : { [BOOK_OWNER_FIELD]: user.main_user_id };
}

/** A merchant as the book answers it: the row, its resource id and its settle type's name. */
const bookRow = (row: ApiRecord): Record<string, unknown> => partnerRow(row, 'CONSIGNOR');

function registerList(app: FastifyInstance, context: ServerContext, store: RecordStore): void {
  // Filters as the collection's own list does (contact, phone, status, created_at…), the name by substring.
  const { filterSpec } = pickerListSpec(store.spec, { fields: { name: NAME_FILTER } });
  const querystring = {
    type: 'object',
    properties: {
      page: { type: 'integer', title: '页码', minimum: 1, maximum: MAX_PAGE, default: 1 },
      per_page: { type: 'integer', title: '每页条数', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
      ...filterProperties(filterSpec),
      name: { type: 'string', title: '商家名称', maxLength: 100 },
    },
  };
  app.get<{ Querystring: Record<string, unknown> }>(routePathOf(CONSIGNOR_BOOK_API.list), { schema: { querystring } }, async (request) => {
    const page = mainListPage(store, filterSpec, request.query, undefined, bookCondition(context, request));
    return ok({ ...page, list: page.list.map(bookRow) });
  });
}

function registerInfo(app: FastifyInstance, context: ServerContext, store: RecordStore): void {
  const querystring = {
    type: 'object',
    required: [RECORD_ID_PARAM],
    properties: { [RECORD_ID_PARAM]: { type: 'integer', title: '商家ID', minimum: 1, maximum: 2_147_483_647 } },
  };
  app.get<{ Querystring: { id: number } }>(routePathOf(CONSIGNOR_BOOK_API.info), { schema: { querystring } }, async (request) => {
    const row = store.find(request.query.id, undefined, bookCondition(context, request));
    if (!row) throw recordNotFound();
    return ok(bookRow(row));
  });
}

function registerAdd(app: FastifyInstance, store: RecordStore): void {
  const body = createBodySchema(store);
  app.post<{ Body: Body }>(routePathOf(CONSIGNOR_BOOK_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const record: Body = {
      ...fieldDefaults(store.spec),
      // A management form's contact, address, status…
      ...otherFieldsOf(store, sent, [...CHECKED, ...MERCHANT_FIELDS]),
      name: checkedName(sent, partnerNameRule(nameRequiredOf('merchant'))),
      ...checkedPhone(sent, { format: PICKER_MSG.phoneFormat }),
      ...checkedMemo(sent),
      ...checkedSettle(sent, { required: true, fallback: DEFAULT_SETTLE_TYPE.code }),
      ...sentFields(sent, MERCHANT_FIELDS),
      ...bookOwnerStamp(request),
    };
    // Merchant names are unique on the platform: 商家名称已存在.
    const broken = brokenUniqueRule(store, record);
    if (broken) throw badRequest(broken.message);
    const row = store.insert(record, undefined);
    return ok({ id: row.id, resource_id: resourceIdOf('CONSIGNOR', row.id) });
  });
}

export function registerConsignorBook(app: FastifyInstance, context: ServerContext): void {
  const store = collectionOf(context, 'consignors');
  registerList(app, context, store);
  registerInfo(app, context, store);
  registerAdd(app, store);
}
