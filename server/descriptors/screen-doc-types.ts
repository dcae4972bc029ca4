/** The shapes of what the server reads from a screen descriptor (server/descriptors/screen-doc.ts builds them). */
import type { CardSource, Format } from '../../src/screen-model/types.js';

export type ScreenKind = 'list' | 'show' | 'form' | 'dashboard' | 'custom';
export type Scalar = string | number | boolean;

export interface DocOption {
  value: Scalar;
  label: string;
}

export interface DocRule {
  name: string;
  message?: string;
  min?: number;
  max?: number;
  length?: boolean;
}

/** Where a key appears in a descriptor. */
export type KeySource = 'column' | 'filter' | 'show' | 'form' | 'param' | 'body';

/** One appearance of a record key in a descriptor, with every hint about its type. */
export interface DocKey {
  key: string;
  label: string;
  source: KeySource;
  /** Formatter name of columns and show fields (money, date, enum, tag...). */
  format?: string;
  /** Widget of filters and form fields (text, number, select, switch, date, dateRange, address...). */
  widget?: string;
  options?: DocOption[];
  rules?: DocRule[];
  defaultValue?: Scalar;
  /** A fixed value (api.params, call action bodies). */
  value?: Scalar;
  /** Picker form fields: what the field holds, and whether several are picked. */
  picker?: { valueType: 'integer' | 'string'; multiple: boolean };
  /** A form field checked but never sent (e.g. 确认密码). */
  transient?: boolean;
  /** A form field of the create only (e.g. an initial status), absent from the edit form. */
  createOnly?: boolean;
  /** Image form fields: most images (upload.max, default 100; 1 means the field holds one file id). */
  imageMax?: number;
}

export interface DocApi {
  /** The collection: records, edits and deletes (resource/{id}), and the list and create unless told otherwise. */
  resource: string;
  convention: 'main' | 'table';
  params: Record<string, Scalar>;
  /** Where a list screen GETs its list instead of `resource` (`api.list`). */
  list?: string;
  /** Where a form POSTs a new record instead of `resource` (`api.create`). */
  create?: string;
  /** Where a form POSTs an edit (with the record's `id`) instead of PUT `resource/{id}` (`api.update`). */
  update?: string;
  /** Where detail screens and edit forms GET one record (`?id=`) instead of `resource/{id}` (`api.get`). */
  get?: string;
}

export interface DocCall {
  api: string;
  method: 'POST' | 'PUT' | 'DELETE';
  body: Record<string, Scalar>;
  /** Set for bulk actions: the body field carrying the selected row keys. */
  idsKey?: string;
  /** The operation code the action names (`"operation"`); absent when the descriptor names none. */
  operation?: string;
  /** Row and detail calls: the body field carrying the row's key (`idKey`). */
  idKey?: string;
  /** The GET its dialog loads when it opens (`dialog.load`), with its fixed and `{name}` parameters. */
  dialogLoad?: { api: string; params: Record<string, Scalar> };
}

/** A button that reaches the server by itself: a row delete (DELETE resource/{id}) or a toolbar export (GET api). */
export interface DocButton {
  action: 'delete' | 'export';
  /** The export's API; deletes go to the screen's own resource. */
  api?: string;
  /** The operation code the action names (`"operation"`); absent when the descriptor names none. */
  operation?: string;
  /** An export's file extension with its dot (`.xlsx`, `.csv`), when the descriptor gives one. */
  extension?: string;
}

/** A list column as the export lays it out (issue 26): its key, Chinese title, format and width. */
export interface DocColumn {
  key: string;
  title: string;
  /** The column's format as the descriptor writes it (checked by screens:check). */
  format?: Format;
  width?: number;
}

/** A table of related rows of another resource (show screens). */
export interface DocResourceTable {
  resource: string;
  convention: 'main' | 'table';
  filterKey: string;
  valueKey?: string;
  columns: DocKey[];
}

/** A table of the record's own array field (show screens). */
export interface DocFieldTable {
  key: string;
  columns: DocKey[];
}

export interface DocCard {
  title: string;
  api: string;
  valueKey: string;
  format?: string;
  /** The list the figure sums (a money card's `source`), as the descriptor declares it. */
  source?: CardSource;
}

export interface DocChart {
  title: string;
  api: string;
  dataKey?: string;
  xKey: string;
  yKeys: string[];
}

export interface DocRemoteOptions {
  resource: string;
  convention: 'main' | 'table';
  searchKey: string;
}

export interface ScreenDoc {
  /** File the descriptor came from (for messages). */
  file: string;
  path: string;
  title: string;
  kind: ScreenKind;
  aliases: string[];
  api?: DocApi;
  rowKey?: string;
  /** Keys of columns, filters, show and form fields, params and call bodies of this screen's own resource. */
  keys: DocKey[];
  exports: string[];
  calls: DocCall[];
  resourceTables: DocResourceTable[];
  fieldTables: DocFieldTable[];
  cards: DocCard[];
  charts: DocChart[];
  remoteOptions: DocRemoteOptions[];
  configCategories: string[];
  /** GET APIs a form is prefilled from (`load`). */
  loads: string[];
  /** POST APIs of the 获取验证码 buttons of `smsCode` fields. */
  codeSends: string[];
  /** GET API a form asks before a create (`createCheck`). */
  createCheck?: string;
  /** A create-only form's operation code (`createOperation`): its save needs it, and it edits nothing. */
  createOperation?: string;
  /** GET APIs the `serverCheck` rules of a form's fields ask. */
  fieldChecks: string[];
  /** Delete and export buttons with their operation codes (calls are in `calls`). */
  buttons: DocButton[];
  /** A list screen's columns in their order (what its export writes); absent on other screens. */
  columns?: DocColumn[];
  /** Print actions (row, bulk and detail): the template kind each prints with and its operation code. */
  prints: DocPrint[];
  /** Workflow buttons (row, bulk and detail). */
  transitions: DocTransition[];
}

/**
 * A workflow button: `{"action": "transition", "workflow": "order", "transition": "receive"}` fires one
 * transition, `{"action": "transitions", "workflow": "order"}` offers every transition of the workflow; on
 * a row or record (`POST {resource}/{id}/actions/{key}`) or, among the bulk actions, on the selected rows
 * (`POST {resource}/actions/{key}`).
 */
export interface DocTransition {
  workflow: string;
  /** The transition's key; absent for `transitions` (all of them). */
  transition?: string;
  bulk: boolean;
}

/** A print button: it reads the print templates of its kind (src/config/print.ts) and prints on the client. */
export interface DocPrint {
  template: string;
  operation?: string;
}
