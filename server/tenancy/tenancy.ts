/**
 * Tenancy of business records: which rows a caller may see and change. A record names its parties by
 * their main user ids (a sub-account acts for its main account, the token's main_user_id); a caller sees
 * the rows where its own party holds its id, the platform administrator sees everything, and a record of
 * another tenant answers exactly like a missing one (the routes turn "not in scope" into 404).
 *
 * Orders name all three parties (consignor_user_id, servicer_user_id, delivery_user_id). The order's
 * supply-chain main user (core spec §6: "DA uses consignor_user_id, BANG uses servicer_user_id, PAI uses
 * delivery_user_id") is always one of them, so that account always sees the order.
 */
import { aboutOrdersIn, anyOf, dataField, EVERY_ROW, NO_ROWS, type SqlCondition } from '../db/record-sql.js';
import type { MainType } from '../users/demo-users.js';

/** The kinds of company a record can belong to; the platform is above tenancy. */
export type Party = Exclude<MainType, 'platform'>;

/** Who is asking, as the token and the user row tell it. */
export interface Tenant {
  main_type: string;
  main_user_id: number;
}

/** How a collection's records name their tenants (a `tenancy` entry of a CollectionSpec). */
export interface TenancySpec {
  /**
   * Record fields holding a party's main user id, by party. A caller whose party is not named here
   * sees none of the rows (unless `orderField` lets it see them through the order).
   */
  parties?: Readonly<Partial<Record<Party, string>>>;
  /** The field holding an order number: the record is also visible to whoever sees that order (waybill). */
  orderField?: string;
}

/** The order's party fields; also the tenancy of the orders themselves. */
export const ORDER_PARTY_FIELDS: Readonly<Record<Party, string>> = {
  consignor: 'consignor_user_id',
  servicer: 'servicer_user_id',
  delivery: 'delivery_user_id',
};

export const isPlatform = (tenant: Tenant): boolean => tenant.main_type === 'platform';

/** The caller's party, or undefined for the platform and unknown account types. */
export function partyOf(tenant: Tenant): Party | undefined {
  const type = tenant.main_type;
  return type === 'consignor' || type === 'servicer' || type === 'delivery' ? type : undefined;
}

/** Orders (waybill rows) the caller is a party to: always a condition, '1' for the platform. */
export function orderCondition(tenant: Tenant): SqlCondition {
  return partiesCondition(ORDER_PARTY_FIELDS, tenant) ?? EVERY_ROW;
}

function partiesCondition(parties: Readonly<Partial<Record<Party, string>>>, tenant: Tenant): SqlCondition | undefined {
  if (isPlatform(tenant)) return undefined;
  const party = partyOf(tenant);
  const holder = party && parties[party];
  return holder ? { sql: `${dataField(holder)} = ?`, params: [tenant.main_user_id] } : NO_ROWS;
}

/**
 * The SQL condition (over the records table's `data`) limiting `spec`'s rows to the caller's; undefined
 * when nothing limits them (no tenancy declared, or the platform administrator).
 */
export function tenancyCondition(spec: TenancySpec | undefined, tenant: Tenant): SqlCondition | undefined {
  if (!spec || isPlatform(tenant)) return undefined;
  const options: SqlCondition[] = [];
  if (spec.parties) {
    const own = partiesCondition(spec.parties, tenant);
    if (own) options.push(own);
  }
  if (spec.orderField) options.push(aboutOrdersIn(spec.orderField, orderCondition(tenant)));
  if (options.length === 0) return NO_ROWS;
  return anyOf(options);
}
