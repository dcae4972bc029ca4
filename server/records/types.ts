/** How an entity collection is declared: data only, turned into routes by register-collection.ts. */
import type { Random } from '../fake-data/prng.js';
import type { Ownership } from '../tenancy/ownership.js';

/** A JSON Schema fragment as Fastify/ajv take it. */
export type JsonSchema = Record<string, unknown>;

/**
 * 'eq' exact match, 'like' substring, 'range' dates sent as `<name>_start` / `<name>_end` (YYYY-MM-DD, inclusive),
 * 'day' one calendar day of a date or date-time (YYYY-MM-DD), 'contains' an array field holding the value
 * (comma-joined values: any of them; object items match on their `code`), 'flag' a boolean where a missing
 * value counts as false (`visited=false` matches the records never visited).
 * A field without a declared filter is still an exact-match ('eq', arrays 'contains') filter under its own name.
 */
export type FilterKind = 'eq' | 'like' | 'range' | 'day' | 'contains' | 'flag';

export interface FieldSpec {
  /** Object fields (a driver's service districts) are stored and validated but never filter a list. */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  /** Applied when a new record omits the field. */
  default?: string | number | boolean;
  /** Item schema of array fields. */
  items?: JsonSchema;
  /** Most items of an array field. */
  maxItems?: number;
  /** Property schemas of object fields. */
  properties?: JsonSchema;
  /** How the field filters lists under its own name; see FilterKind for the default. */
  filter?: FilterKind;
  /** Chinese name used in validation messages, e.g. 联系电话. */
  label?: string;
}

/**
 * A filter whose query name is not a field: 'in' takes a comma-joined list, 'like' may search several
 * fields at once (any may match), 'range' works on timestamps such as created_at, 'place' takes a
 * province or city code (or name) of an address filter and matches the place's name.
 */
export interface ExtraFilter {
  kind: 'in' | 'like' | 'range' | 'place';
  fields: readonly string[];
  /** Type of the values of an 'in' list when the field is not declared in `fields` (default string). */
  valueType?: 'integer' | 'string';
}

export interface UniqueRule {
  field: string;
  /** Chinese message of the 400 answer, e.g. '角色编码已存在'. */
  message: string;
  /** Unique only among rows with the same values of these fields (a carrier's name within its sub type). */
  within?: readonly string[];
  /** The rule holds only for records this accepts (a phone unique among drivers only); always when absent. */
  when?: (record: Readonly<Record<string, unknown>>) => boolean;
}

export interface ExclusiveFlag {
  field: string;
  on: string | number;
  off: string | number;
  within: readonly string[];
}

export interface SeedRecord {
  data: Record<string, unknown>;
  /** Explicit id (when other tables refer to it); otherwise the next in sequence. */
  id?: number;
  /** 'YYYY-MM-DD HH:mm:ss'; defaults to now. */
  created_at?: string;
  owner_id?: number;
}

export interface SeedContext {
  random: Random;
  now: Date;
  /** Data of the rows already seeded (or stored) in another collection, by collection name; [] when unknown. */
  rowsOf(collection: string): ReadonlyArray<Record<string, unknown>>;
}

export interface CollectionSpec {
  /** Short unique name, also the key in the records table. */
  name: string;
  /**
   * API path under /api, e.g. '/system/roles'. `:name` segments (from `{name}` placeholders of a descriptor's
   * resource) are accepted but do not filter.
   */
  path: string;
  /** Envelope of GET <path>: 'main' (page/per_page, data.list) by default; `<path>/table` always answers 'table'. */
  listConvention?: 'main' | 'table';
  /** Derived from screen descriptors rather than declared in server/collections/. */
  derived?: boolean;
  fields: Readonly<Record<string, FieldSpec>>;
  /** Fields a create must carry. */
  required: readonly string[];
  /** Checked on every create and update, by the generic routes and by any other route writing the rows. */
  unique?: readonly UniqueRule[];
  /**
   * A flag at most one row holds among the rows sharing the `within` fields' values (one default print
   * template per kind): a create or update setting it to `on` sets it to `off` on the others.
   */
  exclusiveFlag?: ExclusiveFlag;
  extraFilters?: Readonly<Record<string, ExtraFilter>>;
  /** Rows belong to the caller's main user (token main_user_id) and are visible only to that account. */
  ownerScoped?: boolean;
  /**
   * Whom the rows belong to (server/tenancy/ownership.ts): lists, reads, exports, selects, pickers, updates,
   * deletes and call actions see only the caller's rows, and another company's record answers as a missing
   * one (404). Required: a collection that shares its rows by accident cannot be declared.
   */
  ownership: Ownership;
  /**
   * Lists, reads and exports only: no generic POST, PUT or DELETE, because the entity changes through
   * its own routes with their own rules (tickets move through /order/ticket and its action checks).
   */
  readOnly?: boolean;
  /** A second key GET/PUT/DELETE /:id also accept (e.g. a 12-digit order number). */
  alternateKey?: { field: string; pattern: string };
  /** Values filled in on create when the body does not give them (e.g. a generated number). */
  generateOnCreate?: (id: number, createdAt: Date) => Record<string, unknown>;
  /** Fills fields derived from others in a new record (e.g. a category path from its two levels). */
  completeOnCreate?: (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  seed?: (context: SeedContext) => SeedRecord[];
  /** Served to anonymous callers under /api/public/: only the reads the policy names, nothing else. */
  publicRead?: PublicReadPolicy;
}

/**
 * What the public (no-login) screens may read of a collection. Anything not granted here is not
 * served at all: no export, no `/table`, no writes.
 */
export interface PublicReadPolicy {
  /** GET <path>: the list. */
  list: boolean;
  /**
   * The list answers only a lookup by one of these fields, matched exactly (a full order number,
   * not a fragment); without one it is refused with `lookupMessage`.
   */
  lookupBy?: readonly string[];
  lookupMessage?: string;
  /** GET <path>/:id, answered only when the query parameter `param` equals the record's `field`. */
  record?: { param: string; field: string };
  /** Fields anonymous callers see masked: phones as 138****5678, names as 王**. */
  mask?: Readonly<Record<string, 'phone' | 'name'>>;
}
