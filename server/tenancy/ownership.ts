/**
 * Ownership: how the rows of a collection belong to someone, declared as data beside the collection
 * (`CollectionSpec.ownership`) and turned into SQL conditions here, for lists, reads, exports, selects,
 * pickers, writes, deletes and call actions alike. Nothing is shared by default: a collection that
 * declares no rule does not start (assertOwnership), and another company's row answers like a missing one.
 *
 * - company: the main account that created the row (the records table's `owner_id`, stamped on create
 *   and never changed by an update); sub-accounts act for their main account. With `published`, what
 *   the platform administrator created is readable (never writable) by every company: shared partners.
 * - order: the row is about the order named in `field` (an order number, or a list of them with `list`)
 *   and belongs to whoever sees that order (every order of the list).
 * - parties: the row names its parties' main user ids (orders themselves, bills), and may also follow an
 *   order (`orderField`).
 * - merchant: merchants, and stores and products by their merchant (server/partners/merchant-scope.ts).
 * - platform: reference data (areas, dictionaries, categories): readable by every account, written by the
 *   platform administrator only.
 * - platformOnly: the platform's own administration (roles, menus, accounts): the platform administrator's alone.
 *
 * The platform administrator is above ownership: it sees and changes every row.
 */
import { anyOf, dataField, NO_ROWS, ordersFieldIn, type SqlCondition } from '../db/record-sql.js';
import { isPlatform, orderCondition, tenancyCondition, type Party, type Tenant } from './tenancy.js';

/** The merchant rule's rows: merchants themselves, or stores and products by their merchant. */
export type MerchantRows = 'merchants' | 'merchantRows';

export type Ownership =
  | { rule: 'company'; published?: boolean }
  | { rule: 'order'; field: string; list?: boolean }
  | { rule: 'parties'; parties: Readonly<Partial<Record<Party, string>>>; orderField?: string }
  /** `withholdContacts`: a merchant only named on the caller's orders, and its stores, come without their contacts. */
  | { rule: 'merchant'; of: MerchantRows; withholdContacts?: boolean }
  | { rule: 'platform' }
  | { rule: 'platformOnly' };

export type OwnershipRule = Ownership['rule'];

/** What a caller wants to do with rows: list and read them, or change and delete them. */
export type Access = 'read' | 'write';

/** Rows created by one of the platform's accounts (what the platform publishes). */
const PUBLISHED_ROWS: SqlCondition = { sql: "owner_id IN (SELECT id FROM users WHERE main_type = 'platform')", params: [] };

/**
 * Rows whose list of order numbers (a JSON array or a comma-joined text) names only orders the caller
 * sees: a merge of orders belongs to whoever sees every one of them, so it never shows another company's
 * order number.
 */
function everyOrderCondition(field: string, tenant: Tenant): SqlCondition {
  const seen = ordersFieldIn('order_no', orderCondition(tenant));
  const value = dataField(field); // checks the name before it is written into the SQL below
  // A text value is split on commas through a JSON array built from it.
  const items = `CASE json_type(data, '$.${field}') WHEN 'array' THEN ${value} ELSE json('["' || replace(replace(${value}, '"', ''), ',', '","') || '"]') END`;
  return {
    sql: `(EXISTS (SELECT 1 FROM json_each(${items})) AND NOT EXISTS (SELECT 1 FROM json_each(${items}) WHERE trim(value) NOT IN (${seen.sql})))`,
    params: seen.params,
  };
}

/**
 * The condition limiting `ownership`'s rows to those `tenant` may read or write; undefined when nothing
 * limits them (the platform administrator, reference data read by anyone). The merchant rule needs the
 * caller's merchant book and is answered by server/records/collection-access.ts.
 */
export function ownershipCondition(ownership: Ownership, tenant: Tenant, access: Access): SqlCondition | undefined {
  if (isPlatform(tenant)) return undefined;
  switch (ownership.rule) {
    case 'company': {
      const own: SqlCondition = { sql: 'owner_id = ?', params: [tenant.main_user_id] };
      return access === 'read' && ownership.published ? anyOf([own, PUBLISHED_ROWS]) : own;
    }
    case 'order':
      return ownership.list ? everyOrderCondition(ownership.field, tenant) : tenancyCondition({ orderField: ownership.field }, tenant);
    case 'parties':
      return tenancyCondition({ parties: ownership.parties, ...(ownership.orderField ? { orderField: ownership.orderField } : {}) }, tenant);
    case 'platform':
      return access === 'read' ? undefined : NO_ROWS;
    case 'platformOnly':
      return NO_ROWS;
    case 'merchant':
      throw new Error('the merchant rule is answered with the caller\'s merchant book (collection-access.ts)');
  }
}

/** The party fields a rule names, which a non-platform write may set only to its own id. */
export const partiesOf = (ownership: Ownership): Readonly<Partial<Record<Party, string>>> | undefined =>
  ownership.rule === 'parties' ? ownership.parties : undefined;

/** A short text of a rule for tables and messages: `company (published)`, `order by original_order_no`. */
export function describeOwnership(ownership: Ownership): string {
  switch (ownership.rule) {
    case 'company':
      return ownership.published ? 'company, platform published' : 'company';
    case 'order':
      return `order by ${ownership.field}${ownership.list ? ' (list)' : ''}`;
    case 'parties':
      return `parties ${Object.values(ownership.parties).join(', ')}${ownership.orderField ? ` or order by ${ownership.orderField}` : ''}`;
    case 'merchant':
      return ownership.of === 'merchants' ? 'merchant (book)' : 'merchant (by consignor_name)';
    default:
      return ownership.rule;
  }
}

/** Refuses to start with a collection that declares no ownership: nothing is shared by accident. */
export function assertOwnership(collections: Iterable<{ name: string; ownership?: Ownership }>): void {
  const missing = [...collections].filter((spec) => spec.ownership === undefined).map((spec) => spec.name);
  if (missing.length > 0) throw new Error(`collections without an ownership rule: ${missing.join(', ')}`);
}

/** Records about an order (abnormal cases, tickets, settlement lines) belong to whoever sees the order. */
export const ABOUT_ORDER: Ownership = { rule: 'order', field: 'order_no' };
/** Partners a company keeps for itself, plus those the platform publishes for every company to use. */
export const PUBLISHED_PARTNER: Ownership = { rule: 'company', published: true };
