/** The driver dialog's rules (widgets spec §3 "Driver", §5 "Driver dialog"). */
import { DRIVER_MEMO_MAX, DRIVER_NAME_MAX } from '../config/pickers';
import { TRANSPORTER_SUB_TYPE } from '../config/picker-api';
import { mobile } from '../validators/format';

export interface DriverInput {
  name?: string;
  phone?: string;
  service_type_codes?: string[];
  settle_type_code?: string;
  memo?: string;
  /** The service area as the driver model nests it. */
  districts?: DriverDistricts;
}

export interface DriverProblem {
  field: 'name' | 'phone' | 'service_type_codes' | 'memo';
  messageKey: string;
}

/** The checks that need no server call; the phone's uniqueness is asked of the server on creation. */
export function checkDriverInput(input: DriverInput): DriverProblem[] {
  const problems: DriverProblem[] = [];
  const name = (input.name ?? '').trim();
  if (name === '') problems.push({ field: 'name', messageKey: 'pickers.driver.nameRequired' });
  else if ([...name].length > DRIVER_NAME_MAX) problems.push({ field: 'name', messageKey: 'pickers.driver.nameMax' });
  const phone = (input.phone ?? '').trim();
  if (phone === '') problems.push({ field: 'phone', messageKey: 'pickers.driver.phoneRequired' });
  else if (mobile(phone) !== undefined) problems.push({ field: 'phone', messageKey: 'pickers.driver.phoneFormat' });
  if ((input.service_type_codes ?? []).length === 0) problems.push({ field: 'service_type_codes', messageKey: 'pickers.driver.serviceTypeRequired' });
  if ([...(input.memo ?? '')].length > DRIVER_MEMO_MAX) problems.push({ field: 'memo', messageKey: 'pickers.driver.memoMax' });
  return problems;
}

/** A node of the address tree (value, label, children). */
export interface AddressNode {
  value: string;
  label: string;
  children?: AddressNode[];
}

export interface DriverDistricts {
  list: Array<{
    province: string;
    province_no: string;
    citys: Array<{ city: string; city_no: string; districts: Array<{ district: string; district_no: string }> }>;
  }>;
}

/**
 * The service area as the driver model nests it: the picked districts under their cities under their
 * provinces, in the tree's order. A picked city or province stands for all its districts.
 */
export function driverDistricts(provinces: readonly AddressNode[], picked: readonly string[]): DriverDistricts {
  const chosen = new Set(picked);
  const list: DriverDistricts['list'] = [];
  for (const province of provinces) {
    const citys: DriverDistricts['list'][number]['citys'] = [];
    for (const city of province.children ?? []) {
      const whole = chosen.has(province.value) || chosen.has(city.value);
      const districts = (city.children ?? [])
        .filter((district) => whole || chosen.has(district.value))
        .map((district) => ({ district: district.label, district_no: district.value }));
      if (districts.length > 0 || (whole && (city.children ?? []).length === 0)) citys.push({ city: city.label, city_no: city.value, districts });
    }
    if (citys.length > 0) list.push({ province: province.label, province_no: province.value, citys });
  }
  return { list };
}

/** The codes of a saved service area (to show it again): its districts, and a city without districts by its own code. */
export function districtCodes(districts: DriverDistricts | undefined): string[] {
  return (districts?.list ?? []).flatMap((province) => province.citys.flatMap((city) =>
    (city.districts.length > 0 ? city.districts.map((district) => district.district_no) : [city.city_no])));
}

/**
 * The body of POST transporter/add for a new driver (§3 "Driver"): sub type T_SJ, related, service types as
 * objects and codes, the service area. An edit posts the same model with the driver's id (the driver form).
 */
export function driverPayload(
  input: DriverInput,
  serviceTypes: ReadonlyArray<{ code: string; name: string }>,
  settleTypes: ReadonlyArray<{ code: string; name: string }>,
  districts: DriverDistricts,
): Record<string, unknown> {
  const codes = input.service_type_codes ?? [];
  const settle = settleTypes.find((item) => item.code === input.settle_type_code);
  return {
    object_sub_type: TRANSPORTER_SUB_TYPE.driver,
    name: (input.name ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    is_related: true,
    settle_type_code: input.settle_type_code ?? '',
    settle_type_name: settle?.name ?? '',
    service_type: codes.map((code) => ({ code, name: serviceTypes.find((item) => item.code === code)?.name ?? code })),
    service_type_codes: codes,
    memo: (input.memo ?? '').trim(),
    districts,
  };
}

type Model = Readonly<Record<string, unknown>>;

const isCodeName = (item: unknown): item is { code: string; name: string } =>
  item !== null && typeof item === 'object' && typeof (item as Model).code === 'string' && typeof (item as Model).name === 'string';

/** The id of a saved driver (its row id, a whole number); undefined for a new one. */
export function driverIdOf(record: Model | undefined): number | undefined {
  const id = record?.id;
  const value = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A saved driver's services as {code, name}: its stored items, else its codes named by nothing but themselves. */
export function driverServiceTypesOf(record: Model | undefined): Array<{ code: string; name: string }> {
  const items = Array.isArray(record?.service_type) ? record.service_type.filter(isCodeName) : [];
  if (items.length > 0) return items;
  const codes = Array.isArray(record?.service_type_codes) ? record.service_type_codes.filter((code): code is string => typeof code === 'string') : [];
  return codes.map((code) => ({ code, name: code }));
}

/** A saved driver's settle type as {code, name}, when it has one. */
export function driverSettleTypeOf(record: Model | undefined): { code: string; name: string } | undefined {
  const code = record?.settle_type_code;
  if (typeof code !== 'string' || code === '') return undefined;
  const name = record?.settle_type_name;
  return { code, name: typeof name === 'string' && name !== '' ? name : code };
}

const isDistricts = (value: unknown): value is DriverDistricts =>
  value !== null && typeof value === 'object' && Array.isArray((value as Model).list);

/** The dialog's values of a saved driver (the driver model of §3), to edit it. */
export function driverInputOf(record: Model): DriverInput {
  const text = (key: string): string => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const settle = driverSettleTypeOf(record);
  return {
    name: text('name'),
    phone: text('phone'),
    service_type_codes: Array.isArray(record.service_type_codes)
      ? record.service_type_codes.filter((code): code is string => typeof code === 'string')
      : driverServiceTypesOf(record).map((item) => item.code),
    ...(settle ? { settle_type_code: settle.code } : {}),
    memo: text('memo'),
    districts: isDistricts(record.districts) ? record.districts : { list: [] },
  };
}

/**
 * Code lists with the saved driver's own items added where the lists do not offer them, so that a saved
 * service or settle type keeps its name.
 */
export function withSavedItems<T extends { code: string; name: string }>(list: readonly T[], saved: readonly T[]): T[] {
  const codes = new Set(list.map((item) => item.code));
  return [...list, ...saved.filter((item) => !codes.has(item.code))];
}
