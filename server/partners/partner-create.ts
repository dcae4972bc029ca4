/**
 * The partner pickers' create calls (widgets spec §3, §5, §7): carriers and drivers, merchants,
 * suppliers, stores and delivery providers, stored in the collections the management screens list.
 *
 * Answers: carrier {resource_id}; merchant {resource_id, res_consignor_id} (both the resource id);
 * supplier {id}; store {res_store_id} (the row id); delivery provider {resource_id}.
 *
 * Besides the dialogs' fields, each call stores what a management form sends of the collection's other
 * fields (a carrier's plate number, vehicle type and status, a merchant's contact and address…): the
 * management screens create through these calls (their descriptors' `api.create`).
 *
 * A create only ever creates: an `id` or `version` in the body is ignored like any field the server owns,
 * never read as a record to change, with one exception the spec makes: a driver's body with an `id` edits
 * that driver (§3 "Driver": "and id when editing"), held to the collection PUT's rules (driver-edit.ts).
 * Other records change through their collection's PUT (the management screens' edit forms), with its
 * ownership rule, version check and operation code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONSIGNOR_API, DELIVERY_API, STORE_API, SUPPLIER_API, TRANSPORTER_API, TRANSPORTER_SUB_TYPE,
} from '../../src/config/picker-api.js';
import { DEFAULT_SETTLE_TYPE, DELIVERY_SERVICE_TYPE, DRIVER_NAME_MAX } from '../../src/config/pickers.js';
import { DRIVER_SERVICE_TYPES, nameOfCode, SERVICE_TYPES } from '../codes/codes.js';
import { routePathOf } from '../records/register-collection.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { resourceIdOf } from '../parties/resource-ids.js';
import { collectionOf } from './picker-lists.js';
import { nameRequiredOf, PICKER_MSG } from './picker-messages.js';
import {
  checkedMemo, checkedName, checkedPhone, checkedSettle, createBodySchema, dropBlankFields, insertChecked, otherFieldsOf, partnerNameRule,
  sentFields, type Body,
} from './picker-writes.js';
import { callerCompany } from '../records/collection-access.js';
import { merchantScope } from './merchant-account.js';
import { bookOwnerStamp } from './consignor-book.js';
import { updateDriver } from './driver-edit.js';

/** What a merchant or supplier dialog sends besides name, phone, memo and settle type (§3). */
const MERCHANT_FIELDS = ['charge_mode', 'is_send_sms', 'deduction_node'] as const;
/** The fields every partner create sets itself from the dialog's checks. */
const PARTNER_CHECKED = ['name', 'phone', 'memo', 'settle_type_code', 'settle_type_name'] as const;

type ServiceType = { code: string; name?: string };

/** A carrier's services as codes and as {code, name}, each filled from the other when only one is sent. */
function servicesOf(body: Body): { service_type_codes?: string[]; service_type?: ServiceType[] } {
  const types = Array.isArray(body.service_type) ? (body.service_type as ServiceType[]) : undefined;
  const codes = Array.isArray(body.service_type_codes) ? body.service_type_codes.map(String) : types?.map((type) => type.code);
  if (codes === undefined) return {};
  return {
    service_type_codes: codes,
    service_type: types ?? codes.map((code) => ({ code, name: nameOfCode(DRIVER_SERVICE_TYPES, code) })),
  };
}

function registerTransporterAdd(app: FastifyInstance, context: ServerContext): void {
  const store = collectionOf(context, 'transporters');
  const wholeNumber = { type: 'integer', minimum: 1, maximum: 2_147_483_647 };
  // A driver's edit names the driver (id) and the version it was based on.
  const body = createBodySchema(store, { id: { ...wholeNumber, title: '司机ID' }, version: { ...wholeNumber, title: '版本' } });

  app.post<{ Body: Body }>(routePathOf(TRANSPORTER_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    // A new carrier without a sub type is a line carrier, as the carrier picker searches by default.
    const subType = sent.object_sub_type ?? TRANSPORTER_SUB_TYPE.line;
    const driver = subType === TRANSPORTER_SUB_TYPE.driver;
    const name = checkedName(sent, driver
      ? { required: nameRequiredOf('driver'), max: DRIVER_NAME_MAX, tooLong: PICKER_MSG.driverNameMax }
      : partnerNameRule(nameRequiredOf('carrier')));
    const phone = checkedPhone(sent, driver
      ? { required: PICKER_MSG.driverPhoneRequired, format: PICKER_MSG.driverPhoneFormat }
      : { required: PICKER_MSG.phoneRequired, format: PICKER_MSG.phoneFormat });
    const services = servicesOf(sent);
    if (driver && (services.service_type_codes ?? []).length === 0) throw badRequest(PICKER_MSG.driverServiceTypeRequired);
    const data: Body = {
      // A management form's plate number, vehicle type, status…
      ...otherFieldsOf(store, sent, [...PARTNER_CHECKED, 'object_sub_type', 'service_type', 'service_type_codes']),
      name, ...phone, object_sub_type: subType, ...checkedMemo(sent), ...checkedSettle(sent, { required: false }), ...services,
    };
    if (driver && typeof sent.id === 'number') {
      // The driver stays bound to the provider (is_related); its service area is what the edit sends.
      const row = updateDriver(context, request, store, sent.id, { is_related: true, ...data }, typeof sent.version === 'number' ? sent.version : undefined);
      return ok({ resource_id: resourceIdOf('TRANSPORTER', row.id) });
    }
    // A new driver is bound to the provider (is_related) and has no service area until one is chosen.
    const row = insertChecked(store, driver ? { is_related: true, districts: { list: [] }, ...data } : data, callerCompany(request));
    return ok({ resource_id: resourceIdOf('TRANSPORTER', row.id) });
  });
}

/** Merchants (and the DA edition's suppliers): phone optional, a settle type (default 现付) and the merchant defaults. */
function registerMerchantAdd(
  app: FastifyInstance, context: ServerContext, path: string, collection: 'consignors' | 'suppliers', answer: (id: number) => Body,
  owner: (request: FastifyRequest) => Body = () => ({}),
): void {
  const store = collectionOf(context, collection);
  const body = createBodySchema(store);
  const kind = collection === 'consignors' ? 'merchant' : 'supplier';
  app.post<{ Body: Body }>(routePathOf(path), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const row = insertChecked(store, {
      // A management form's contact, address, status…
      ...otherFieldsOf(store, sent, [...PARTNER_CHECKED, ...MERCHANT_FIELDS]),
      name: checkedName(sent, partnerNameRule(nameRequiredOf(kind))),
      ...checkedPhone(sent, { format: PICKER_MSG.phoneFormat }),
      ...checkedMemo(sent),
      ...checkedSettle(sent, { required: true, fallback: DEFAULT_SETTLE_TYPE.code }),
      ...sentFields(sent, MERCHANT_FIELDS),
      ...owner(request),
    }, callerCompany(request));
    return ok(answer(row.id));
  });
}

/** The merchant a store form names by resource id (a field the store screens' descriptors add). */
const MERCHANT_ID_FIELD = 'consignor_resource_id';

/** Stores: phone optional, a settle type required; a merchant account's stores are its own. */
function registerStoreAdd(app: FastifyInstance, context: ServerContext): void {
  const store = collectionOf(context, 'stores');
  const body = createBodySchema(store);
  app.post<{ Body: Body }>(routePathOf(STORE_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const name = checkedName(sent, partnerNameRule(nameRequiredOf('store')));
    const phone = checkedPhone(sent, { format: PICKER_MSG.phoneFormat });
    const memo = checkedMemo(sent);
    const settle = checkedSettle(sent, { required: true });
    const scope = merchantScope(context, request);
    const consignorName = scope ? String(scope.merchant?.name ?? '') : typeof sent.consignor_name === 'string' ? sent.consignor_name.trim() : '';
    // A merchant account's store is its own merchant's, whichever merchant the body names.
    const ownMerchant = scope?.merchant && store.spec.fields[MERCHANT_ID_FIELD] ? { [MERCHANT_ID_FIELD]: resourceIdOf('CONSIGNOR', scope.merchant.id) } : {};
    const others = otherFieldsOf(store, sent, [...PARTNER_CHECKED, 'consignor_name', ...(scope ? [MERCHANT_ID_FIELD] : [])]);
    // A company's store naming no merchant is the company's own (server/partners/merchant-scope.ts).
    const row = insertChecked(store, { ...others, ...ownMerchant, name, ...phone, ...memo, ...settle, consignor_name: consignorName, ...bookOwnerStamp(request) }, callerCompany(request));
    return ok({ res_store_id: row.id });
  });
}

/**
 * A delivery provider's services: as the dialog sends them ({code, name}), else from the codes a
 * management form sends, else delivering and installing.
 */
function deliveryServicesOf(body: Body): ServiceType[] {
  if (Array.isArray(body.service_type) && body.service_type.length > 0) return body.service_type as ServiceType[];
  const codes = Array.isArray(body.service_type_codes) ? [...new Set(body.service_type_codes.map(String))] : [];
  if (codes.length > 0) return codes.map((code) => ({ code, name: nameOfCode(SERVICE_TYPES, code) }));
  return [{ ...DELIVERY_SERVICE_TYPE }];
}

/** Delivery providers: phone required and not bound to another provider, delivering and installing. */
function registerDeliveryAdd(app: FastifyInstance, context: ServerContext): void {
  const store = collectionOf(context, 'deliveries');
  const body = createBodySchema(store);
  app.post<{ Body: Body }>(routePathOf(DELIVERY_API.add), { schema: { body }, preValidation: dropBlankFields }, async (request) => {
    const sent = request.body;
    const name = checkedName(sent, partnerNameRule(nameRequiredOf('delivery')));
    const phone = checkedPhone(sent, { required: PICKER_MSG.phoneRequired, format: PICKER_MSG.phoneFormat });
    const memo = checkedMemo(sent);
    const settle = checkedSettle(sent, { required: false });
    const services = deliveryServicesOf(sent);
    // The collection's phone rule refuses a phone another provider holds (相同手机号的服务商已存在).
    const row = insertChecked(store, {
      // A management form's contact, city, status…
      ...otherFieldsOf(store, sent, [...PARTNER_CHECKED, 'service_type', 'service_type_codes']),
      name, ...phone, ...memo, ...settle, service_type: services, service_type_codes: [...new Set(services.map((service) => service.code))],
    }, callerCompany(request));
    return ok({ resource_id: resourceIdOf('DELIVERY', row.id) });
  });
}

export function registerPartnerCreates(app: FastifyInstance, context: ServerContext): void {
  registerTransporterAdd(app, context);
  // A merchant the service provider adds in a picker joins its merchant book.
  registerMerchantAdd(app, context, CONSIGNOR_API.add, 'consignors', (id) => {
    const resourceId = resourceIdOf('CONSIGNOR', id);
    return { resource_id: resourceId, res_consignor_id: resourceId };
  }, bookOwnerStamp);
  registerMerchantAdd(app, context, SUPPLIER_API.add, 'suppliers', (id) => ({ id }));
  registerStoreAdd(app, context);
  registerDeliveryAdd(app, context);
}
