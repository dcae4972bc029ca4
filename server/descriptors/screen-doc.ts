/**
 * The parts of a screen descriptor the server reads: routes for the menu, and the APIs, keys, formats,
 * widgets and rules that derived collections, dashboards and the coverage check are built from.
 * Parsing is lenient: screens:check validates descriptors; the server skips what it cannot use.
 */
import { isPickerWidget, pickerValueType } from '../../src/screen-model/widgets.js';
import { OPTION_SETS } from '../../src/config/option-sets.js';
import { ticketStatus } from '../../src/i18n/messages/ticket-status.js';
import { keysWrittenBy, savesOwnKey, type WritingField } from '../../src/screen-model/field-writes.js';
import type {
  CardSource, Format, FormOptionsSource, FormWidget, OptionSetName, RelativePeriod, ValidatorName,
} from '../../src/screen-model/types.js';
import { UPLOAD_DEFAULT_MAX_IMAGES } from '../../src/config/upload.js';
import { configItems } from '../config-items/config-items.js';
import { isRecord, recordsIn } from '../../src/util/is-record.js';

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

/** An api.params value holding a `{name}` placeholder, which the screen fills from its route. */
export function isRoutePlaceholder(value: unknown): boolean {
  return typeof value === 'string' && /\{\w+\}/.test(value);
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

const KINDS: readonly string[] = ['list', 'show', 'form', 'dashboard', 'custom'];

type Json = Record<string, unknown>;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isScalar = (value: unknown): value is Scalar => ['string', 'number', 'boolean'].includes(typeof value);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function scalarRecord(value: unknown): Record<string, Scalar> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Scalar] => isScalar(entry[1])));
}

function options(value: unknown): DocOption[] | undefined {
  const list = recordsIn(value)
    .filter((option) => isScalar(option.value))
    .map((option) => ({ value: option.value as Scalar, label: str(option.label) ?? String(option.value) }));
  return list.length > 0 ? list : undefined;
}

/** The options of a named option set (src/config/option-sets.ts), named by a filter source or a format. */
/** Chinese words of the option sets, as descriptors are written in Chinese. */
const OPTION_SET_WORDS: Record<string, string> = { ...ticketStatus.zh };

/**
 * The options of a user config category or of the service packages (`optionsFrom` of a select): the
 * items the server answers them with, so a derived field accepts exactly those codes.
 */
function userConfigOptions(from: unknown): DocOption[] | undefined {
  if (!isRecord(from)) return undefined;
  const category = from.servicePackages === true ? 'SERVICE_PKG_TYPE' : str(from.userConfigCategory);
  const items = category ? configItems(category) : [];
  return items.length > 0 ? items.map((item) => ({ value: item.code, label: item.name })) : undefined;
}

function optionSetOptions(from: unknown, format: Json | undefined): DocOption[] | undefined {
  const name = (isRecord(from) ? str(from.optionSet) : undefined) ?? (format?.name === 'optionSet' ? str(format.set) : undefined);
  const set = name && Object.hasOwn(OPTION_SETS, name) ? OPTION_SETS[name as OptionSetName] : undefined;
  return set?.map((entry) => ({ value: entry.value, label: OPTION_SET_WORDS[entry.labelKey] ?? entry.value }));
}

function rules(value: unknown): DocRule[] | undefined {
  const list = recordsIn(value)
    .filter((rule) => typeof rule.name === 'string')
    .map((rule) => ({
      name: rule.name as string, message: str(rule.message), min: num(rule.min), max: num(rule.max), length: rule.length === true,
    }));
  return list.length > 0 ? list : undefined;
}

const convention = (value: unknown): 'main' | 'table' => (value === 'table' ? 'table' : 'main');

function pickerShape(item: Json): DocKey['picker'] {
  const widget = str(item.widget);
  // A tree select holds node values like a picker: ids when its tree's valueKey is "id", else codes or names.
  if (widget === 'treeSelect') {
    const tree = isRecord(item.tree) ? item.tree : {};
    return { valueType: tree.valueKey === 'id' ? 'integer' : 'string', multiple: item.multiple === true };
  }
  if (!widget || !isPickerWidget(widget)) return undefined;
  const options = isRecord(item.picker) ? item.picker : {};
  return { valueType: pickerValueType(widget, options.value === 'name'), multiple: options.multiple === true };
}

/**
 * The parts of a form field that say which keys it writes (src/screen-model/field-writes.ts), as far as
 * they are well formed: the field is read leniently, like the rest of the descriptor.
 */
function writingField(item: Json): WritingField {
  const picker = isRecord(item.picker) ? item.picker : undefined;
  const address = isRecord(item.address) ? item.address : undefined;
  const strings = (from: Json, names: readonly string[]): Record<string, string> =>
    Object.fromEntries(names.flatMap((name) => (typeof from[name] === 'string' ? [[name, from[name]]] : [])));
  return {
    key: str(item.key) ?? '',
    // Only compared with widget names: an unknown one writes nothing more.
    widget: str(item.widget) as FormWidget,
    ...(picker ? { picker: { ...strings(picker, ['nameKey', 'itemsKey']), ...(isRecord(picker.fill) ? { fill: picker.fill as Record<string, string> } : {}) } } : {}),
    ...(address ? { address: strings(address, ['province', 'city', 'district', 'provinceCode', 'cityCode', 'districtCode']) } : {}),
    rules: recordsIn(item.rules).flatMap((rule) =>
      typeof rule.name === 'string' ? [{ name: rule.name as ValidatorName, ...(isRecord(rule.fill) ? { fill: rule.fill as Record<string, string> } : {}) }] : []),
    ...(isRecord(item.optionsFrom) ? { optionsFrom: item.optionsFrom as unknown as FormOptionsSource } : {}),
    ...(str(item.optionLabelKey) ? { optionLabelKey: str(item.optionLabelKey) } : {}),
  };
}

/** The keys a form field writes besides its own (picker outputs, address levels, order lookup, product fill...), as form keys. */
function writtenKeys(item: Json, formKeys: ReadonlySet<string>): DocKey[] {
  return keysWrittenBy(writingField(item), formKeys)
    // Picked items are objects whose shape the storing collection declares; a form gives no hint on them.
    .filter((written) => written.holds !== 'items')
    .map((written) => ({ key: written.key, label: written.key, source: 'form', widget: written.holds === 'id' ? 'number' : 'text' }));
}

function imageMaxOf(item: Json): number {
  const max = isRecord(item.upload) ? item.upload.max : undefined;
  return typeof max === 'number' && max > 0 ? max : UPLOAD_DEFAULT_MAX_IMAGES;
}

function docKey(item: Json, source: KeySource, labelField: 'label' | 'title'): DocKey | undefined {
  const key = str(item.key);
  if (!key) return undefined;
  const format = isRecord(item.format) ? item.format : undefined;
  const picker = source === 'form' ? pickerShape(item) : undefined;
  return {
    ...(picker ? { picker } : {}),
    ...(source === 'form' && item.transient === true ? { transient: true } : {}),
    ...(source === 'form' && item.createOnly === true ? { createOnly: true } : {}),
    ...(source === 'form' && item.widget === 'image' ? { imageMax: imageMaxOf(item) } : {}),
    key,
    label: str(item[labelField]) ?? key,
    source,
    format: str(format?.name),
    widget: str(item.widget),
    options: options(item.options) ?? options(format?.options) ?? optionSetOptions(item.optionsFrom, format) ?? userConfigOptions(item.optionsFrom),
    rules: rules(item.rules),
    defaultValue: isScalar(item.defaultValue) ? item.defaultValue : undefined,
  };
}

const columnKeys = (value: unknown): DocKey[] =>
  recordsIn(value).map((column) => docKey(column, 'column', 'title')).filter((k): k is DocKey => k !== undefined);

function parseApi(value: unknown): DocApi | undefined {
  if (!isRecord(value)) return undefined;
  const resource = str(value.resource);
  if (!resource || !resource.startsWith('/')) return undefined;
  const path = (key: 'list' | 'create' | 'update' | 'get'): Partial<DocApi> => {
    const text = str(value[key]);
    return text && text.startsWith('/') ? { [key]: text } : {};
  };
  return {
    resource, convention: convention(value.convention), params: scalarRecord(value.params), ...path('list'), ...path('create'), ...path('update'), ...path('get'),
  };
}

const operationOf = (action: Json): { operation?: string } => {
  const operation = str(action.operation);
  return operation ? { operation } : {};
};

function parseButtons(record: Json): DocButton[] {
  const deletes = [...recordsIn(record.rowActions), ...recordsIn(record.actions)]
    .filter((action) => action.action === 'delete')
    .map((action): DocButton => ({ action: 'delete', ...operationOf(action) }));
  const exports = recordsIn(record.toolbar)
    .filter((action) => action.action === 'export' && typeof action.api === 'string')
    .map((action): DocButton => ({
      action: 'export', api: action.api as string, ...operationOf(action), ...(str(action.extension) ? { extension: str(action.extension) } : {}),
    }));
  return [...deletes, ...exports];
}

/** The columns of a list, as written (screens:check validated their formats). */
function parseColumns(value: unknown): DocColumn[] {
  return recordsIn(value).flatMap((column): DocColumn[] => {
    const key = str(column.key);
    if (!key) return [];
    return [{
      key,
      title: str(column.title) ?? key,
      ...(isRecord(column.format) && typeof column.format.name === 'string' ? { format: column.format as unknown as Format } : {}),
      ...(num(column.width) !== undefined ? { width: num(column.width) } : {}),
    }];
  });
}

function parseCalls(record: Json): DocCall[] {
  const single = [...recordsIn(record.rowActions), ...recordsIn(record.actions)].map((action) => ({ action, bulk: false }));
  const bulk = recordsIn(record.bulkActions).map((action) => ({ action, bulk: true }));
  return [...single, ...bulk]
    .filter(({ action }) => action.action === 'call' && typeof action.api === 'string')
    .map(({ action, bulk: isBulk }) => ({
      api: action.api as string,
      method: action.method === 'PUT' || action.method === 'DELETE' ? action.method : 'POST',
      body: scalarRecord(action.body),
      ...(isBulk ? { idsKey: str(action.idsKey) ?? 'ids' } : {}),
      ...(!isBulk && str(action.idKey) ? { idKey: str(action.idKey) } : {}),
      ...dialogLoadOf(action),
      ...operationOf(action),
    }));
}

function parsePrints(record: Json): DocPrint[] {
  return [...recordsIn(record.rowActions), ...recordsIn(record.actions), ...recordsIn(record.bulkActions)]
    .filter((action) => action.action === 'print' && typeof action.template === 'string')
    .map((action) => ({ template: action.template as string, ...operationOf(action) }));
}

function parseTransitions(record: Json): DocTransition[] {
  const single = [...recordsIn(record.rowActions), ...recordsIn(record.actions)].map((action) => ({ action, bulk: false }));
  const bulk = recordsIn(record.bulkActions).map((action) => ({ action, bulk: true }));
  return [...single, ...bulk].flatMap(({ action, bulk: isBulk }): DocTransition[] => {
    const workflow = str(action.workflow);
    if (!workflow) return [];
    if (action.action === 'transitions') return [{ workflow, bulk: isBulk }];
    const transition = str(action.transition);
    return action.action === 'transition' && transition ? [{ workflow, transition, bulk: isBulk }] : [];
  });
}

function dialogLoadOf(action: Json): Pick<DocCall, 'dialogLoad'> {
  const dialog = isRecord(action.dialog) ? action.dialog : undefined;
  const load = str(dialog?.load);
  return dialog && load && load.startsWith('/') ? { dialogLoad: { api: load, params: scalarRecord(dialog.loadParams) } } : {};
}

function ownKeys(record: Json, api: DocApi | undefined, calls: DocCall[]): DocKey[] {
  const keys: DocKey[] = [];
  const add = (key: DocKey | undefined): void => {
    if (key) keys.push(key);
  };
  for (const column of recordsIn(record.columns)) add(docKey(column, 'column', 'title'));
  for (const filter of recordsIn(record.filters)) add(docKey(filter, 'filter', 'label'));
  const formKeys = new Set(recordsIn(record.sections).flatMap((section) => recordsIn(section.fields).map((field) => str(field.key) ?? '')));
  for (const section of recordsIn(record.sections)) {
    for (const field of recordsIn(section.fields)) {
      if (record.kind !== 'form') {
        add(docKey(field, 'show', 'label'));
        continue;
      }
      // An address field's own key is never sent: its levels are, under their own keys.
      if (savesOwnKey({ widget: str(field.widget) as FormWidget })) add(docKey(field, 'form', 'label'));
      keys.push(...writtenKeys(field, formKeys));
    }
  }
  for (const [key, value] of Object.entries(api?.params ?? {})) {
    // A `{name}` placeholder is filled from the route at run time: the key is known, its values are not.
    keys.push(isRoutePlaceholder(value) ? { key, label: key, source: 'param' } : { key, label: key, source: 'param', value });
  }
  // Single-record calls on this resource (PUT <resource>/{id}) write their body fields into the record.
  const base = api?.resource.replace(/\/+$/, '');
  for (const call of calls) {
    if (!base || call.idsKey || !call.api.startsWith(`${base}/{`)) continue;
    for (const [key, value] of Object.entries(call.body)) keys.push({ key, label: key, source: 'body', value });
  }
  return keys;
}

function parseTables(record: Json): Pick<ScreenDoc, 'resourceTables' | 'fieldTables'> {
  const resourceTables: DocResourceTable[] = [];
  const fieldTables: DocFieldTable[] = [];
  for (const table of recordsIn(record.nested)) {
    const resource = str(table.resource);
    const filterKey = str(table.filterKey);
    const key = str(table.key);
    if (resource && filterKey) {
      resourceTables.push({ resource, convention: convention(table.convention), filterKey, valueKey: str(table.valueKey), columns: columnKeys(table.columns) });
    } else if (key) {
      fieldTables.push({ key, columns: columnKeys(table.columns) });
    }
  }
  return { resourceTables, fieldTables };
}

/** A card's `source` when it names a list and a column; its filters and periods as far as they are well formed. */
function cardSource(value: unknown): CardSource | undefined {
  if (!isRecord(value) || typeof value.list !== 'string' || typeof value.sum !== 'string') return undefined;
  const filters: Record<string, string | number> = {};
  if (isRecord(value.filters)) {
    for (const [key, item] of Object.entries(value.filters)) if (typeof item === 'string' || typeof item === 'number') filters[key] = item;
  }
  const periods: Record<string, RelativePeriod> = {};
  if (isRecord(value.periods)) {
    for (const [key, item] of Object.entries(value.periods)) if (item === 'today' || item === 'thisMonth') periods[key] = item;
  }
  return { list: value.list, sum: value.sum, filters, periods };
}

function parseDashboard(record: Json): Pick<ScreenDoc, 'cards' | 'charts'> {
  const cards = recordsIn(record.cards)
    .filter((card) => typeof card.api === 'string' && typeof card.valueKey === 'string')
    .map((card) => ({
      title: str(card.title) ?? '', api: card.api as string, valueKey: card.valueKey as string,
      format: isRecord(card.format) ? str(card.format.name) : undefined,
      source: cardSource(card.source),
    }));
  const charts = recordsIn(record.charts)
    .filter((chart) => typeof chart.api === 'string' && typeof chart.xKey === 'string')
    .map((chart) => ({
      title: str(chart.title) ?? '', api: chart.api as string, dataKey: str(chart.dataKey), xKey: chart.xKey as string,
      yKeys: recordsIn(chart.yKeys).map((y) => str(y.key)).filter((k): k is string => k !== undefined),
    }));
  return { cards, charts };
}

function parseOptionSources(record: Json): Pick<ScreenDoc, 'remoteOptions' | 'configCategories'> {
  const remoteOptions: DocRemoteOptions[] = [];
  const configCategories: string[] = [];
  for (const filter of recordsIn(record.filters)) {
    const from = isRecord(filter.optionsFrom) ? filter.optionsFrom : undefined;
    if (!from) continue;
    const category = str(from.configCategory);
    const resource = str(from.resource);
    if (category) configCategories.push(category);
    if (resource) {
      const searchKey = str(from.searchKey) ?? str(from.labelKey) ?? 'name';
      remoteOptions.push({ resource, convention: convention(from.convention), searchKey });
    }
  }
  return { remoteOptions, configCategories };
}

function parseFormApis(record: Json): Pick<ScreenDoc, 'loads' | 'codeSends' | 'createCheck' | 'createOperation' | 'fieldChecks'> {
  const load = str(record.load);
  const fields = recordsIn(record.sections).flatMap((section) => recordsIn(section.fields));
  const codeSends = fields
    .map((field) => (isRecord(field.sendCode) ? str(field.sendCode.api) : undefined))
    .filter((api): api is string => api !== undefined);
  const fieldChecks = fields
    .flatMap((field) => recordsIn(field.rules))
    .filter((rule) => rule.name === 'serverCheck')
    .map((rule) => str(rule.api))
    .filter((api): api is string => api !== undefined && api.startsWith('/'));
  const createCheck = str(record.createCheck);
  const createOperation = str(record.createOperation);
  return {
    loads: load ? [load] : [], codeSends, fieldChecks,
    ...(createCheck?.startsWith('/') ? { createCheck } : {}),
    ...(createOperation ? { createOperation } : {}),
  };
}

/** The descriptor's server-relevant parts, or a reason why it cannot be used. */
export function parseScreenDoc(file: string, text: string): ScreenDoc | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `invalid JSON (${(error as Error).message})`;
  }
  if (!isRecord(value)) return 'not an object';
  const { path, title, kind, aliases } = value;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'missing "path"';
  if (typeof title !== 'string') return 'missing "title"';
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return 'missing or unknown "kind"';
  const api = parseApi(value.api);
  const calls = parseCalls(value);
  return {
    file,
    path,
    title,
    kind: kind as ScreenKind,
    aliases: Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string' && a.startsWith('/')) : [],
    api,
    rowKey: str(value.rowKey),
    keys: ownKeys(value, api, calls),
    exports: recordsIn(value.toolbar)
      .filter((action) => action.action === 'export' && typeof action.api === 'string')
      .map((action) => action.api as string),
    calls,
    buttons: parseButtons(value),
    ...(value.kind === 'list' ? { columns: parseColumns(value.columns) } : {}),
    prints: parsePrints(value),
    transitions: parseTransitions(value),
    ...parseTables(value),
    ...parseDashboard(value),
    ...parseOptionSources(value),
    ...parseFormApis(value),
  };
}
