/**
 * The parts of a screen descriptor the server reads: routes for the menu, and the APIs, keys, formats,
 * widgets and rules that derived collections, dashboards and the coverage check are built from.
 * A descriptor is validated first with the schema and validator screens:check uses; one that fails is
 * not read (the caller reports and skips it), so everything after works on a typed ScreenDescriptor.
 */
import { isPickerWidget, pickerValueType } from '../../src/screen-model/widgets.js';
import { OPTION_SETS } from '../../src/config/option-sets.js';
import { ticketStatus } from '../../src/i18n/messages/ticket-status.js';
import { keysWrittenBy, savesOwnKey } from '../../src/screen-model/field-writes.js';
import { schemaProblems } from '../../src/screen-model/schema-problems.js';
import type {
  BulkAction, CallAction, CardSource, Column, DataConvention, FilterField, Format, FormField, FormOptionsSource, Option,
  OptionsSource, RecordAction, RowAction, ScreenDescriptor, ShowField, StatCard, ToolbarAction, ValidationRule,
} from '../../src/screen-model/types.js';
import { UPLOAD_DEFAULT_MAX_IMAGES } from '../../src/config/upload.js';
import { configItems } from '../config-items/config-items.js';
import { screenValidator } from './screen-validator.js';

import type { Scalar, DocOption, DocRule, KeySource, DocKey, DocApi, DocCall, DocButton, DocColumn, DocResourceTable, DocFieldTable, DocCard, DocRemoteOptions, ScreenDoc, DocTransition, DocPrint } from './screen-doc-types.js';
export type * from './screen-doc-types.js';

/** An api.params value holding a `{name}` placeholder, which the screen fills from its route. */
export function isRoutePlaceholder(value: unknown): boolean {
  return typeof value === 'string' && /\{\w+\}/.test(value);
}

/** Chinese words of the option sets, as descriptors are written in Chinese. */
const OPTION_SET_WORDS: Record<string, string> = { ...ticketStatus.zh };

/** Whatever names a record key in a descriptor: a column, filter, detail field or form field. */
type KeyedItem = Column | FilterField | ShowField | FormField;
/** Actions of every place a screen has them: toolbar, rows, bulk and the detail screen's own. */
type AnyAction = ToolbarAction | RowAction | BulkAction | RecordAction;

/** The fields of `item` that only some key sources have, read without narrowing each kind. */
interface KeyedParts {
  format?: Format;
  widget?: string;
  options?: Option[];
  optionsFrom?: OptionsSource | FormOptionsSource;
  rules?: ValidationRule[];
  defaultValue?: Scalar;
}
const partsOf = (item: KeyedItem): KeyedParts => item;

const convention = (value: DataConvention | undefined): 'main' | 'table' => (value === 'table' ? 'table' : 'main');

const options = (list: readonly Option[] | undefined): DocOption[] | undefined =>
  list && list.length > 0 ? list.map((option) => ({ value: option.value, label: option.label })) : undefined;

/**
 * The options of a user config category or of the service packages (`optionsFrom` of a select): the
 * items the server answers them with, so a derived field accepts exactly those codes.
 */
function userConfigOptions(from: OptionsSource | FormOptionsSource | undefined): DocOption[] | undefined {
  if (!from) return undefined;
  const category = 'servicePackages' in from ? 'SERVICE_PKG_TYPE' : 'userConfigCategory' in from ? from.userConfigCategory : undefined;
  const items = category ? configItems(category) : [];
  return items.length > 0 ? items.map((item) => ({ value: item.code, label: item.name })) : undefined;
}

/** The options of a named option set (src/config/option-sets.ts), named by a filter source or a format. */
function optionSetOptions(from: OptionsSource | FormOptionsSource | undefined, format: Format | undefined): DocOption[] | undefined {
  const name = (from && 'optionSet' in from ? from.optionSet : undefined) ?? (format?.name === 'optionSet' ? format.set : undefined);
  return name ? OPTION_SETS[name].map((entry) => ({ value: entry.value, label: OPTION_SET_WORDS[entry.labelKey] ?? entry.value })) : undefined;
}

function rules(list: readonly ValidationRule[] | undefined): DocRule[] | undefined {
  if (!list || list.length === 0) return undefined;
  return list.map((rule) => ({ name: rule.name, message: rule.message, min: rule.min, max: rule.max, length: rule.length === true }));
}

function pickerShape(field: FormField): DocKey['picker'] {
  // A tree select holds node values like a picker: ids when its tree's valueKey is "id", else codes or names.
  if (field.widget === 'treeSelect') return { valueType: field.tree?.valueKey === 'id' ? 'integer' : 'string', multiple: field.multiple === true };
  if (!isPickerWidget(field.widget)) return undefined;
  return { valueType: pickerValueType(field.widget, field.picker?.value === 'name'), multiple: field.picker?.multiple === true };
}

/** The keys a form field writes besides its own (picker outputs, address levels, order lookup, product fill...), as form keys. */
function writtenKeys(field: FormField, formKeys: ReadonlySet<string>): DocKey[] {
  return keysWrittenBy(field, formKeys)
    // Picked items are objects whose shape the storing collection declares; a form gives no hint on them.
    .filter((written) => written.holds !== 'items')
    .map((written) => ({ key: written.key, label: written.key, source: 'form', widget: written.holds === 'id' ? 'number' : 'text' }));
}

const imageMaxOf = (field: FormField): number => (field.upload?.max !== undefined && field.upload.max > 0 ? field.upload.max : UPLOAD_DEFAULT_MAX_IMAGES);

/** What a form field adds to its key: picker shape, transient, create-only, most images. */
function formHints(field: FormField): Partial<DocKey> {
  const picker = pickerShape(field);
  return {
    ...(picker ? { picker } : {}),
    ...(field.transient === true ? { transient: true } : {}),
    ...(field.createOnly === true ? { createOnly: true } : {}),
    ...(field.widget === 'image' ? { imageMax: imageMaxOf(field) } : {}),
  };
}

function docKey(item: KeyedItem, source: KeySource, label: string, hints: Partial<DocKey> = {}): DocKey {
  const { format, widget, options: ownOptions, optionsFrom, rules: ownRules, defaultValue } = partsOf(item);
  return {
    ...hints,
    key: item.key,
    label,
    source,
    format: format?.name,
    widget,
    options: options(ownOptions) ?? options(format?.name === 'enum' ? format.options : undefined)
      ?? optionSetOptions(optionsFrom, format) ?? userConfigOptions(optionsFrom),
    rules: rules(ownRules),
    defaultValue,
  };
}

const columnKeys = (columns: readonly Column[]): DocKey[] => columns.map((column) => docKey(column, 'column', column.title));

function docApi(descriptor: ScreenDescriptor): DocApi | undefined {
  if (!('api' in descriptor)) return undefined;
  const { resource, list, create, update, get } = descriptor.api;
  return {
    resource,
    convention: convention(descriptor.api.convention),
    params: { ...descriptor.api.params },
    ...(list ? { list } : {}),
    ...(create ? { create } : {}),
    ...(update ? { update } : {}),
    ...(get ? { get } : {}),
  };
}

/** The screen's actions by where they are: toolbar, single (row and detail) and bulk. */
function actionsOf(descriptor: ScreenDescriptor): { toolbar: ToolbarAction[]; single: (RowAction | RecordAction)[]; bulk: BulkAction[] } {
  if (descriptor.kind === 'list') return { toolbar: descriptor.toolbar ?? [], single: descriptor.rowActions ?? [], bulk: descriptor.bulkActions ?? [] };
  if (descriptor.kind === 'show') return { toolbar: [], single: descriptor.actions ?? [], bulk: [] };
  return { toolbar: [], single: [], bulk: [] };
}

const operationOf = (action: AnyAction): { operation?: string } =>
  'operation' in action && action.operation ? { operation: action.operation } : {};

function docButtons(actions: ReturnType<typeof actionsOf>): DocButton[] {
  const deletes = actions.single
    .filter((action) => action.action === 'delete')
    .map((action): DocButton => ({ action: 'delete', ...operationOf(action) }));
  const exports = actions.toolbar.flatMap((action): DocButton[] =>
    action.action === 'export' ? [{ action: 'export', api: action.api, ...operationOf(action), ...(action.extension ? { extension: action.extension } : {}) }] : []);
  return [...deletes, ...exports];
}

/** The columns of a list, as written. */
const docColumns = (columns: readonly Column[]): DocColumn[] =>
  columns.map((column) => ({
    key: column.key,
    title: column.title,
    ...(column.format ? { format: column.format } : {}),
    ...(column.width !== undefined ? { width: column.width } : {}),
  }));

function dialogLoadOf(action: CallAction): Pick<DocCall, 'dialogLoad'> {
  const load = action.dialog?.load;
  return load ? { dialogLoad: { api: load, params: { ...action.dialog?.loadParams } } } : {};
}

function docCall(action: CallAction, bulk: boolean): DocCall {
  return {
    api: action.api,
    method: action.method ?? 'POST',
    body: { ...action.body },
    ...(bulk ? { idsKey: action.idsKey ?? 'ids' } : {}),
    ...(!bulk && action.idKey ? { idKey: action.idKey } : {}),
    ...dialogLoadOf(action),
    ...operationOf(action),
  };
}

function docCalls(actions: ReturnType<typeof actionsOf>): DocCall[] {
  return [
    ...actions.single.flatMap((action) => (action.action === 'call' ? [docCall(action, false)] : [])),
    ...actions.bulk.flatMap((action) => (action.action === 'call' ? [docCall(action, true)] : [])),
  ];
}

const docPrints = (actions: ReturnType<typeof actionsOf>): DocPrint[] =>
  [...actions.single, ...actions.bulk].flatMap((action) => (action.action === 'print' ? [{ template: action.template, ...operationOf(action) }] : []));

function docTransitions(actions: ReturnType<typeof actionsOf>): DocTransition[] {
  const of = (action: AnyAction, bulk: boolean): DocTransition[] => {
    if (action.action === 'transitions') return [{ workflow: action.workflow, bulk }];
    return action.action === 'transition' ? [{ workflow: action.workflow, transition: action.transition, bulk }] : [];
  };
  return [...actions.single.flatMap((action) => of(action, false)), ...actions.bulk.flatMap((action) => of(action, true))];
}

/** Keys of this screen's own resource: columns, filters, detail and form fields, params and single-record call bodies. */
function ownKeys(descriptor: ScreenDescriptor, api: DocApi | undefined, calls: readonly DocCall[]): DocKey[] {
  const keys: DocKey[] = [];
  if (descriptor.kind === 'list') {
    keys.push(...columnKeys(descriptor.columns));
    keys.push(...(descriptor.filters ?? []).map((filter) => docKey(filter, 'filter', filter.label)));
  }
  if (descriptor.kind === 'show') {
    for (const field of descriptor.sections.flatMap((section) => section.fields ?? [])) keys.push(docKey(field, 'show', field.label));
  }
  if (descriptor.kind === 'form') {
    const fields = descriptor.sections.flatMap((section) => section.fields);
    const formKeys = new Set(fields.map((field) => field.key));
    for (const field of fields) {
      // An address field's own key is never sent: its levels are, under their own keys.
      if (savesOwnKey(field)) keys.push(docKey(field, 'form', field.label, formHints(field)));
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

function docTables(descriptor: ScreenDescriptor): Pick<ScreenDoc, 'resourceTables' | 'fieldTables'> {
  const resourceTables: DocResourceTable[] = [];
  const fieldTables: DocFieldTable[] = [];
  for (const table of descriptor.kind === 'show' ? descriptor.nested ?? [] : []) {
    if ('resource' in table) {
      resourceTables.push({
        resource: table.resource, convention: convention(table.convention), filterKey: table.filterKey, valueKey: table.valueKey, columns: columnKeys(table.columns),
      });
    } else {
      fieldTables.push({ key: table.key, columns: columnKeys(table.columns) });
    }
  }
  return { resourceTables, fieldTables };
}

/** A card's `source` with its filters and periods, empty when the descriptor gives none. */
const cardSource = (source: CardSource | undefined): CardSource | undefined =>
  source && { list: source.list, sum: source.sum, filters: { ...source.filters }, periods: { ...source.periods } };

const docCard = (card: StatCard): DocCard => ({
  title: card.title, api: card.api, valueKey: card.valueKey, format: card.format?.name, source: cardSource(card.source),
});

function docDashboard(descriptor: ScreenDescriptor): Pick<ScreenDoc, 'cards' | 'charts'> {
  if (descriptor.kind !== 'dashboard') return { cards: [], charts: [] };
  const charts = (descriptor.charts ?? []).map((chart) => ({
    title: chart.title, api: chart.api, dataKey: chart.dataKey, xKey: chart.xKey, yKeys: chart.yKeys.map((y) => y.key),
  }));
  return { cards: descriptor.cards.map(docCard), charts };
}

function docOptionSources(descriptor: ScreenDescriptor): Pick<ScreenDoc, 'remoteOptions' | 'configCategories'> {
  const remoteOptions: DocRemoteOptions[] = [];
  const configCategories: string[] = [];
  for (const filter of descriptor.kind === 'list' ? descriptor.filters ?? [] : []) {
    const from = filter.optionsFrom;
    if (from && 'configCategory' in from) configCategories.push(from.configCategory);
    if (from && 'resource' in from) {
      remoteOptions.push({ resource: from.resource, convention: convention(from.convention), searchKey: from.searchKey ?? from.labelKey ?? 'name' });
    }
  }
  return { remoteOptions, configCategories };
}

function docFormApis(descriptor: ScreenDescriptor): Pick<ScreenDoc, 'loads' | 'codeSends' | 'createCheck' | 'createOperation' | 'fieldChecks'> {
  if (descriptor.kind !== 'form') return { loads: [], codeSends: [], fieldChecks: [] };
  const fields = descriptor.sections.flatMap((section) => section.fields);
  const { load, createCheck, createOperation } = descriptor;
  return {
    loads: load ? [load] : [],
    codeSends: fields.flatMap((field) => (field.sendCode ? [field.sendCode.api] : [])),
    fieldChecks: fields.flatMap((field) => field.rules ?? []).flatMap((rule) => (rule.name === 'serverCheck' && rule.api ? [rule.api] : [])),
    ...(createCheck ? { createCheck } : {}),
    ...(createOperation ? { createOperation } : {}),
  };
}

/** The server's view of a descriptor that passed the schema. */
export function screenDocOf(file: string, descriptor: ScreenDescriptor): ScreenDoc {
  const api = docApi(descriptor);
  const actions = actionsOf(descriptor);
  const calls = docCalls(actions);
  return {
    file,
    path: descriptor.path,
    title: descriptor.title,
    kind: descriptor.kind,
    aliases: descriptor.aliases ?? [],
    api,
    rowKey: descriptor.kind === 'list' ? descriptor.rowKey : undefined,
    keys: ownKeys(descriptor, api, calls),
    exports: actions.toolbar.flatMap((action) => (action.action === 'export' ? [action.api] : [])),
    calls,
    buttons: docButtons(actions),
    ...(descriptor.kind === 'list' ? { columns: docColumns(descriptor.columns) } : {}),
    prints: docPrints(actions),
    transitions: docTransitions(actions),
    ...docTables(descriptor),
    ...docDashboard(descriptor),
    ...docOptionSources(descriptor),
    ...docFormApis(descriptor),
  };
}

/**
 * The descriptor's server-relevant parts, or why it cannot be used: not JSON, or the problems the
 * screen schema finds in it, as screens:check words them (`<pointer> <message>`, joined by "; ").
 */
export function parseScreenDoc(file: string, text: string): ScreenDoc | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `invalid JSON (${(error as Error).message})`;
  }
  const problems = schemaProblems(file, value, screenValidator());
  if (problems.length > 0) return problems.map((problem) => `${problem.pointer || '/'} ${problem.message}`).join('; ');
  // The schema is generated from ScreenDescriptor: what passes it is one.
  return screenDocOf(file, value as ScreenDescriptor);
}
