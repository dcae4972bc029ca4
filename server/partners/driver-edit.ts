/**
 * A driver edited through the spec's call (widgets spec §3 "Driver": the transporter add/edit dialog sends
 * the driver model "and id when editing", §7 POST /user/resource_binding/transporter/add): a body with an
 * `id` changes that driver instead of adding one.
 *
 * An edit is held to what the collection's own PUT asks: the caller needs the 'edit' operation code on a
 * driver management page of its menu (adding partners only needs 'add', which lets a caller through to the
 * call), the driver must be one of the caller's writable rows (another company's answers as missing), a
 * stale `version` is refused with 409, and the unique rules hold against the other rows.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_OPERATION_OF_ACTION } from '../../src/config/operation-codes.js';
import { TRANSPORTER_SUB_TYPE } from '../../src/config/picker-api.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { brokenUniqueRule } from '../records/unique-rules.js';
import { updateAtVersion } from '../records/versioned-update.js';
import type { ServerContext } from '../context.js';
import { badRequest, noApiPermission, recordNotFound } from '../http/api-error.js';
import { menuForUser } from '../menu/build-menu.js';
import { writableRows } from '../records/collection-access.js';
import { requireAuth } from '../auth/request-auth.js';
import { PICKER_MSG } from './picker-messages.js';
import type { Body } from './picker-writes.js';

/** The driver management pages (司机管理: list, form, detail), whose 'edit' code lets a caller edit drivers. */
export const DRIVER_PAGES_PREFIX = '/saas/resource/driver/';

/** Whether the caller may edit drivers: the platform, or 'edit' on a driver management page of its menu. */
export function mayEditDrivers(context: ServerContext, request: FastifyRequest): boolean {
  const { user } = requireAuth(request);
  if (user.main_type === 'platform') return true;
  const edit = DEFAULT_OPERATION_OF_ACTION.edit;
  return menuForUser(context.menu, user, user.app_code).some((entry) =>
    entry.path.startsWith(DRIVER_PAGES_PREFIX) && [...entry.menu_element_list, ...entry.menu_opration_list].some((code) => code.code === edit));
}

/**
 * Changes the driver `id` to `data` (the checked driver model), based on `version` when sent; answers the
 * changed row. A carrier that is not a driver is not edited through the driver's call (it answers as missing).
 */
export function updateDriver(
  context: ServerContext, request: FastifyRequest, store: RecordStore, id: number, data: Body, version: number | undefined,
): ApiRecord {
  if (!mayEditDrivers(context, request)) throw noApiPermission();
  // As the collection's PUT finds it: an owner-scoped collection keeps to the caller's company.
  const scope = store.spec.ownerScoped ? requireAuth(request).claims.main_user_id : undefined;
  const existing = store.find(String(id), scope, writableRows(context, store.spec, request));
  if (!existing || existing.object_sub_type !== TRANSPORTER_SUB_TYPE.driver) throw recordNotFound();
  const next = { ...existing, ...data };
  const owner = store.ownerOf(existing.id);
  const broken = brokenUniqueRule(store, next, { exceptId: existing.id, changed: data, ...(owner === undefined ? {} : { owner }) });
  if (broken) throw badRequest(broken.field === 'name' ? PICKER_MSG.nameExists : broken.message);
  const updated = updateAtVersion(store, existing.id, data, scope, version);
  if (!updated) throw recordNotFound();
  return updated;
}
