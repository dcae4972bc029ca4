/** An API path, a route and the REST endpoints of an entity, as descriptors name them. */

/** Which data provider (response convention) an API follows. */
export type DataConvention =
  /** page/per_page, data.list/data.total, code '0' */
  | 'main'
  /** pageNum/pageSize, success/data/totalItem */
  | 'table';

/**
 * An API path relative to the configured base URL, e.g. "/system/roles".
 * `{name}` placeholders are filled from route parameters (e.g. "/system/roles/{id}").
 * @pattern ^/[A-Za-z0-9_\-/{}.]*$
 */
export type ApiPath = string;

/**
 * A route path as the spec writes it, with `:param` and optional `:param?` segments.
 * @pattern ^/[A-Za-z0-9_\-/:?*.]*$
 */
export type RoutePath = string;

/**
 * A link target: a route path whose `:name` segments are filled from the current row or record.
 * @pattern ^/[A-Za-z0-9_\-/:?*.=&]*$
 */
export type RouteTemplate = string;

/** REST-style endpoints of one entity. */
export interface ApiRef {
  /** Collection path; list = GET resource, get = GET resource/{id}, create = POST resource, update = PUT resource/{id}, delete = DELETE resource/{id}. */
  resource: ApiPath;
  /** Defaults to "main". */
  convention?: DataConvention;
  /**
   * Fixed query parameters every list and detail request carries, for screens that show one view of a
   * shared collection (e.g. {"status": "WAIT_RECEIVE"} for orders waiting to be received). A string value
   * may hold `{name}` placeholders filled from the route's parameters (e.g. {"attachment_no": "{no}"}).
   */
  params?: Record<string, string | number | boolean>;
  /**
   * GET here for the list instead of `resource` (list screens), for a backend whose list call is not the
   * collection's own, e.g. the widgets spec's "/user/resource_binding/transporter/list". It takes the same
   * page, filter and `params` query and answers in the same `convention`; its rows must carry `id`, as
   * detail, edit and delete still go to `resource/{id}`. `resource` stays the screen's resource identity
   * (caches, the refresh after a create). Exports keep their own `api`.
   *
   * @example "/user/resource_binding/transporter/list"
   */
  list?: ApiPath;
  /**
   * POST here to create instead of `resource` (form screens; an edit still PUTs `resource/{id}`), e.g. the
   * widgets spec's "/user/resource_binding/transporter/add". The form's fields are the body; the answer is
   * not read beyond success.
   *
   * @example "/user/resource_binding/transporter/add"
   */
  create?: ApiPath;
  /**
   * POST here to save an edit instead of PUT `resource/{id}` (form screens), for a backend whose update
   * call names the record in its body: the form's fields are sent with the record's key as `id`, e.g.
   * the core spec's "/user/users/updateUser". The record is still read from `resource/{id}`.
   *
   * @example "/user/users/updateUser"
   */
  update?: ApiPath;
  /**
   * GET here for one record instead of `resource/{id}` (detail screens and edit forms), the record's id
   * sent as the query parameter `id`, e.g. the core spec's "/user/consignor/getInfo" (?id=). It answers
   * in the same `convention` (the record in `data`). An edit still saves to `resource/{id}` (or `update`).
   *
   * @example "/user/consignor/getInfo"
   */
  get?: ApiPath;
  /**
   * Fixed values every create and edit of a form screen sends besides its fields, for a model whose
   * call wants them, e.g. the driver model's {"is_related": true} (widgets spec §3 "Driver").
   *
   * @example {"is_related": true}
   */
  body?: Record<string, string | number | boolean>;
}
