/**
 * Keys that refer to a core entity (consignor_name, warehouse_code, start_station_name, order_no...) take
 * their values from that entity's seeded rows, one bound row per prefix and record, so a record's
 * consignor_name, consignor_phone and consignor_contact describe the same merchant.
 */
import { wordsOf } from './key-words.js';

export interface EntityRef {
  /** Collection name of the core entity. */
  collection: string;
  /** Key prefix that was matched, e.g. 'start_station'. */
  prefix: string;
  /** Field of the entity's row that gives the value. */
  field: string;
}

interface EntityWords {
  collection: string;
  words: readonly string[];
  /** Filter on the entity's rows (e.g. drivers are transporters of sub type T_SJ). */
  only?: Readonly<Record<string, string>>;
}

const ENTITIES: readonly EntityWords[] = [
  { collection: 'waybills', words: ['order', 'waybill'] },
  { collection: 'consignors', words: ['consignor', 'merchant', 'shipper'] },
  { collection: 'servicers', words: ['servicer'] },
  { collection: 'deliveries', words: ['delivery', 'provider'] },
  { collection: 'transporters', words: ['transporter', 'carrier'] },
  { collection: 'transporters', words: ['driver'], only: { object_sub_type: 'T_SJ' } },
  { collection: 'stores', words: ['store', 'shop'] },
  { collection: 'factories', words: ['factory'] },
  { collection: 'suppliers', words: ['supplier'] },
  { collection: 'stations', words: ['station', 'branch', 'site', 'network'] },
  // Installers (安装师傅) are stations of type 安装网点 (widgets spec §7: the installer picker lists them).
  { collection: 'stations', words: ['installer'], only: { type: '安装网点' } },
  { collection: 'warehouses', words: ['warehouse'] },
  { collection: 'locations', words: ['location'] },
  { collection: 'products', words: ['product', 'goods', 'sku'] },
  { collection: 'abnormals', words: ['abnormal'] },
  { collection: 'tickets', words: ['ticket'] },
  { collection: 'bills', words: ['bill'] },
  { collection: 'settlements', words: ['settle', 'settlement'] },
];

/** Records that are only referred to by their number (abnormal_no, ticket_no...), not by name. */
const NUMBERED: Readonly<Record<string, string>> = { abnormals: 'abnormal_no', tickets: 'ticket_no', bills: 'bill_no', settlements: 'settle_no' };
/** Words before `order_no` that make it someone else's order number (platform_order_no, out_order_no). */
const EXTERNAL_ORDER_WORDS = new Set(['out', 'platform', 'external', 'outer', 'third', 'erp', 'jd', 'shop', 'customer', 'source_platform']);

/** The entity field a key's last word asks for. */
const ATTRIBUTE_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  waybills: { no: 'order_no', number: 'order_no', status: 'status', amount: 'amount' },
  products: { name: 'name', code: 'code', no: 'code', category: 'category_path', unit: 'unit', weight: 'weight', volume: 'volume' },
  warehouses: { name: 'name', code: 'code', no: 'code', address: 'address', contact: 'contact', phone: 'phone' },
  locations: { name: 'location_name', code: 'location_code', no: 'location_code', type: 'type' },
  transporters: { name: 'name', phone: 'phone', tel: 'phone', mobile: 'phone', plate: 'plate_no', vehicle: 'vehicle_type' },
};
const COMMON_ATTRIBUTES: Readonly<Record<string, string>> = {
  name: 'name', phone: 'phone', tel: 'phone', mobile: 'phone', contact: 'contact', address: 'address', city: 'city', id: 'id',
};

export function entityFilter(collection: string, prefix: string): Readonly<Record<string, string>> | undefined {
  const lastWord = wordsOf(prefix).pop() ?? '';
  return ENTITIES.find((entity) => entity.collection === collection && entity.words.includes(lastWord))?.only;
}

/**
 * The entity a key refers to: `<...><entity word>_<attribute>` such as consignor_name, end_station_name or
 * product_code; `order_no` and `waybill_no` name a waybill.
 */
export function entityRefOf(key: string): EntityRef | undefined {
  const words = wordsOf(key);
  // A key ending in the entity itself (from_location, target_warehouse) names it.
  const tail = ENTITIES.find((candidate) => candidate.words.includes(words[words.length - 1] ?? '') && !NUMBERED[candidate.collection]);
  if (tail && tail.collection !== 'waybills' && words.length >= 1) {
    const field = tail.collection === 'locations' ? 'location_code' : 'name';
    return { collection: tail.collection, prefix: words.join('_'), field };
  }
  if (words.length < 2) return undefined;
  const attribute = words[words.length - 1] ?? '';
  const entityWord = words[words.length - 2] ?? '';
  const entity = ENTITIES.find((candidate) => candidate.words.includes(entityWord));
  if (!entity) return undefined;
  const numbered = NUMBERED[entity.collection];
  if (numbered) return ['no', 'number'].includes(attribute) ? { collection: entity.collection, prefix: words.slice(0, -1).join('_'), field: numbered } : undefined;
  if (entity.collection === 'waybills' && words.slice(0, -2).some((word) => EXTERNAL_ORDER_WORDS.has(word))) return undefined;
  if (entity.collection === 'waybills' && words.length > 2 && !['no', 'number'].includes(attribute)) return undefined;
  const field = ATTRIBUTE_FIELDS[entity.collection]?.[attribute] ?? COMMON_ATTRIBUTES[attribute];
  if (!field) return undefined;
  // A delivery_* key other than a provider's name/phone/contact is about the delivery itself (delivery_time, delivery_fee).
  if (entity.collection === 'deliveries' && !['name', 'phone', 'tel', 'mobile', 'contact'].includes(attribute)) return undefined;
  return { collection: entity.collection, prefix: words.slice(0, -1).join('_'), field };
}

/** Waybill keys a record about an order copies from that order (goods, recipient, parties). */
export const ORDER_COPIED_KEYS: ReadonlySet<string> = new Set([
  'out_order_no', 'consignor_name', 'servicer_name', 'delivery_name', 'start_contact', 'start_tel', 'end_contact', 'end_tel',
  'end_province', 'end_city', 'end_district', 'end_address', 'goods_name', 'package_count', 'weight', 'volume', 'service_type',
]);
