/**
 * Descriptor rules of the picker widgets (widgets spec §1, §7), part of screens:check: a form field whose
 * key names a partner or resource record (consignor_name, warehouse_id, transporter_resource_id…) must
 * pick it with a picker rather than take typed text (a product code field looked up by its `productCode`
 * rule excepted), a `location` picker needs the product it lists the
 * storage locations of, a `station` picker names the type of station it lists and creates (a station
 * created with 新增并使用 is of that type, widgets spec §7 POST /user/stations {name, type}), and the
 * generic remote selects need the list they search.
 */
import type { FormWidget, PickerWidget } from './types';
import { isRecord, recordsIn } from '../util/is-record';

export interface PickerProblem {
  file: string;
  pointer: string;
  message: string;
}

/**
 * Keys of a partner or resource reference: `<kind>_id|name|code|resource_id|ids`, also after a prefix
 * (start_station_name, original_product_code), and any `*_resource_id`.
 */
const REFERENCE_KEY = /(?:^|_)(consignor|supplier|servicer|transporter|carrier|delivery|driver|product|warehouse|location|station|store|factory|installer)_(?:id|name|code|resource_id|ids)$/;
const RESOURCE_ID_KEY = /^([a-z0-9_]+?)_resource_id$/;

/** Widgets taking free input: a reference key on one of them is an error. */
const FREE_INPUT_WIDGETS: ReadonlySet<string> = new Set(['text', 'textarea', 'number', 'select'] satisfies FormWidget[]);

/** The picker that picks each kind of record. */
const PICKER_OF_KIND: Readonly<Record<string, PickerWidget>> = {
  consignor: 'merchant',
  supplier: 'merchant',
  servicer: 'servicer',
  transporter: 'carrier',
  carrier: 'carrier',
  delivery: 'delivery',
  driver: 'driver',
  product: 'product',
  warehouse: 'warehouse',
  location: 'location',
  station: 'station',
  store: 'store',
  factory: 'factory',
  installer: 'installer',
};

/**
 * The collection that holds each kind's records. A management form of that collection edits the record
 * itself, so its own keys (location_code on /warehouse/locations) are not references.
 */
const COLLECTION_OF_KIND: Readonly<Record<string, string>> = {
  consignor: 'consignors',
  supplier: 'suppliers',
  servicer: 'servicers',
  transporter: 'transporters',
  carrier: 'transporters',
  driver: 'transporters',
  delivery: 'deliveries',
  product: 'products',
  warehouse: 'warehouses',
  location: 'locations',
  station: 'stations',
  store: 'stores',
  factory: 'factories',
  installer: 'installers',
};

/** A station picker lists and creates stations of one type; which one is the form's to say. */
export const STATION_TYPE_MISSING =
  'a "station" picker needs "picker.stationType", the type of station it lists and creates (DELIVERY, TRANSIT, INSTALLER or PICKUP)';

/** Pickers listing the records of a configured url. */
const REMOTE_PICKERS: ReadonlySet<string> = new Set(['remoteSelect', 'extendSelect']);

type Json = Record<string, unknown>;

/** The kind of record a form key refers to, if it names one. */
export function referenceKindOf(key: string): string | undefined {
  return REFERENCE_KEY.exec(key)?.[1] ?? RESOURCE_ID_KEY.exec(key)?.[1];
}

/** The last path segment of the form's API resource, e.g. "locations" for /warehouse/locations. */
function ownCollection(data: Json): string | undefined {
  const resource = isRecord(data.api) && typeof data.api.resource === 'string' ? data.api.resource : undefined;
  return resource?.replace(/\/+$/, '').split('/').pop();
}

export function pickerProblems(file: string, data: Json): PickerProblem[] {
  if (data.kind !== 'form') return [];
  const own = ownCollection(data);
  const sections = Array.isArray(data.sections) ? data.sections : [];
  const formKeys = new Set(sections.flatMap((section: unknown) => (isRecord(section) ? recordsIn(section.fields) : [])).map((field) => field.key));
  const problems: PickerProblem[] = [];
  sections.forEach((section: unknown, sectionIndex) => {
    if (!isRecord(section)) return;
    recordsIn(section.fields).forEach((field, fieldIndex) => {
      const pointer = `/sections/${sectionIndex}/fields/${fieldIndex}`;
      const { key, widget } = field;
      if (typeof key !== 'string' || typeof widget !== 'string') return;
      const picker = isRecord(field.picker) ? field.picker : {};
      const kind = referenceKindOf(key);
      // A typed product code checked against the products (the `productCode` rule) is a lookup, not free text.
      const looksUp = kind === 'product' && widget === 'text' && recordsIn(field.rules).some((rule) => rule.name === 'productCode');
      if (kind && FREE_INPUT_WIDGETS.has(widget) && COLLECTION_OF_KIND[kind] !== own && !looksUp) {
        const suggested = PICKER_OF_KIND[kind] ?? 'remoteSelect';
        problems.push({ file, pointer, message: `${key} refers to a ${kind} and must use a picker widget (e.g. "${suggested}"), not "${widget}"` });
      }
      if (widget === 'location') {
        if (typeof picker.productKey !== 'string' || picker.productKey === '') {
          problems.push({ file, pointer, message: 'a "location" picker needs "picker.productKey" (the form key holding the product id)' });
        } else if (!formKeys.has(picker.productKey)) {
          problems.push({ file, pointer: `${pointer}/picker/productKey`, message: `"${picker.productKey}" is not a field of this form` });
        }
      }
      if (widget === 'station' && (typeof picker.stationType !== 'string' || picker.stationType === '')) {
        problems.push({ file, pointer, message: STATION_TYPE_MISSING });
      }
      if (REMOTE_PICKERS.has(widget) && (typeof picker.url !== 'string' || picker.url === '')) {
        problems.push({ file, pointer, message: 'remote address not defined' });
      }
    });
  });
  return problems;
}
