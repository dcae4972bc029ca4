/**
 * What the picker lists share: their query schemas (page/per_page of the main convention, at most
 * 10000 rows), the filters they build over a collection, the ids of their rows and the empty "none" row.
 *
 * A picker list filters by everything its collection's own list filters by (the collection's fields
 * and extra filters, such as phone, status or created_at_start/_end), so a management screen that lists
 * through the spec's call (a descriptor's `api.list`) keeps its whole filter bar; and by its own
 * parameters on top.
 *
 * Picker lists accept query parameters they do not know (the generic extend-select sends servicer_id,
 * object_type, app_code… to any url), unlike the collection lists, and ignore them.
 */
import { filterProperties, MAX_PAGE } from '../records/json-schemas.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { CollectionSpec, ExtraFilter, FieldSpec, JsonSchema } from '../records/types.js';
import { ALL_SETTLE_TYPES, nameOfCode } from '../codes/codes.js';
import type { ServerContext } from '../context.js';
import { decodeResourceId, resourceIdOf, type ResourceKind } from '../parties/resource-ids.js';

/** A declared collection's store (the pickers serve declared collections only). */
export function collectionOf(context: ServerContext, name: string): RecordStore {
  const store = context.collections.get(name);
  if (!store) throw new Error(`collection ${name} is not declared`);
  return store;
}

export const PICKER_MAX_PER_PAGE = 10_000;
export const PICKER_DEFAULT_PER_PAGE = 10;

/** Comma-joined ids (resource ids or row ids). */
export const ID_LIST: JsonSchema = { type: 'string', title: 'ID列表', pattern: '^[\\d\\s,]*$', maxLength: 4000 };
/** 1/true or 0/false (query strings). */
export const QUERY_FLAG: JsonSchema = { type: 'string', enum: ['0', '1', 'true', 'false'] };
export const isSet = (flag: unknown): boolean => flag === '1' || flag === 'true';

/** A list query: page and per_page (defaults 1 and `defaultPerPage`) and the given parameters. */
export function pickerListQuery(properties: JsonSchema, defaultPerPage = PICKER_DEFAULT_PER_PAGE): JsonSchema {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: PICKER_MAX_PER_PAGE, default: defaultPerPage },
      ...properties,
    },
  };
}

/** Rows asked for by these row ids: the filter spec's `ids` parameter. */
const ROW_IDS_FILTER = { ids: { kind: 'in', fields: ['id'], valueType: 'integer' } } as const;

/** What a picker list adds to its collection's filters. */
export interface PickerListOwn {
  /** Filters by field, in place of the collection's filter of the same name (the name's substring, a sub type…). */
  fields?: Readonly<Record<string, FieldSpec>>;
  /** Filters whose query name is not a field (station_name over name…). */
  extraFilters?: Readonly<Record<string, ExtraFilter>>;
  /**
   * The list's own query parameters (schemas win over the collection's). Those that are neither in
   * `fields` nor in `extraFilters` (format, prepend_empty, app_code, resource_ids…) never filter, even
   * where the collection has a field of that name.
   */
  query?: JsonSchema;
  /** per_page when the query does not say (10 unless given). */
  defaultPerPage?: number;
}

export interface PickerListSpec {
  /** What mainListPage filters the rows by. */
  filterSpec: CollectionSpec;
  /** The list's querystring schema. */
  query: JsonSchema;
}

/**
 * A picker list over a collection (the store's spec, with the keys its descriptors added): it filters
 * by every field and extra filter of the collection, by `ids` (comma-joined row ids), and by the
 * picker's own fields and extra filters, which take the place of the collection's of the same name.
 */
export function pickerListSpec(collection: CollectionSpec, own: PickerListOwn = {}): PickerListSpec {
  const ownFields = own.fields ?? {};
  const ownFilters = own.extraFilters ?? {};
  const ownParams = new Set(Object.keys(own.query ?? {}));
  const notOwn = ([name]: [string, unknown]): boolean => !ownParams.has(name) && ownFields[name] === undefined && ownFilters[name] === undefined;
  const filterSpec: CollectionSpec = {
    name: collection.name,
    path: '',
    ownership: collection.ownership,
    fields: { ...Object.fromEntries(Object.entries(collection.fields).filter(notOwn)), ...ownFields },
    required: [],
    extraFilters: { ...Object.fromEntries(Object.entries(collection.extraFilters ?? {}).filter(notOwn)), ...ROW_IDS_FILTER, ...ownFilters },
  };
  return { filterSpec, query: pickerListQuery({ ...filterProperties(filterSpec), ...own.query }, own.defaultPerPage) };
}

export const NAME_FILTER: FieldSpec = { type: 'string', filter: 'like' };

const numbersOf = (raw: unknown): number[] =>
  typeof raw === 'string' ? raw.split(',').map((value) => value.trim()).filter((value) => value !== '').map(Number) : [];

/**
 * The row ids behind a `resource_ids` query: resource ids of the kind for the four partner kinds that
 * have them, row ids for the others; undefined when the query names none.
 */
export function rowIdsOf(raw: unknown, type?: ResourceKind['type']): string | undefined {
  if (raw === undefined) return undefined;
  const ids = numbersOf(raw);
  const rows = type === undefined ? ids : ids.flatMap((id) => {
    const decoded = decodeResourceId(id);
    return decoded?.kind.type === type ? [decoded.rowId] : [];
  });
  return rows.join(',');
}

/** The query a picker list filters by: the request's, with `resource_ids` turned into row `ids`. */
export function filterQuery(query: Readonly<Record<string, unknown>>, type?: ResourceKind['type']): Record<string, unknown> {
  const ids = rowIdsOf(query.resource_ids, type);
  return ids === undefined ? { ...query } : { ...query, ids };
}

/** The name of a settle type code (any partner kind's), else the stored name, else the code. */
export function settleTypeName(code: unknown, stored?: unknown): string {
  const text = typeof code === 'string' ? code : '';
  const known = ALL_SETTLE_TYPES.some(([value]) => value === text);
  return known ? nameOfCode(ALL_SETTLE_TYPES, text) : typeof stored === 'string' && stored !== '' ? stored : text;
}

/** A partner row as the pickers read it: the row, its resource id (four kinds) and its settle type's name. */
export function partnerRow(row: ApiRecord, type?: ResourceKind['type']): Record<string, unknown> {
  return {
    ...row,
    ...(type === undefined ? {} : { resource_id: resourceIdOf(type, row.id) }),
    ...(typeof row.settle_type_code === 'string' && row.settle_type_code !== ''
      ? { settle_type_name: settleTypeName(row.settle_type_code, row.settle_type_name) }
      : {}),
  };
}

/** The "none" row a list starts with when asked (prepend_empty). */
export const EMPTY_PARTNER = { id: 0, resource_id: 0, name: '' } as const;

/** A page's rows, led by `empty` on the first page when the query asks for it. */
export function withEmptyRow<T>(list: T[], query: Readonly<Record<string, unknown>>, empty: T): T[] {
  return isSet(query.prepend_empty) && query.page === 1 ? [empty, ...list] : list;
}
