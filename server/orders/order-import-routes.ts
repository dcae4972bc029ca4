/**
 * POST /api/order/import (multipart, the file in `file`) imports orders from an .xlsx or .csv file;
 * GET /api/order/import/template downloads the template. Both need a token (the global guard) and a
 * role with the 导入 (import) operation; merchants are those the caller may see.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_IMPORT_API, ORDER_IMPORT_FILE_FIELD, ORDER_IMPORT_MSG, ORDER_IMPORT_TEMPLATE_API, ORDER_IMPORT_TEMPLATE_NAME,
} from '../../src/config/order-import.js';
import { UPLOAD_POLICY_MAX_BYTES } from '../../src/config/upload.js';
import { fillMessage } from '../../src/validators/values.js';
import { requireAuth } from '../auth/request-auth.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { ROLE_OPERATIONS } from '../menu/role-access.js';
import { visibleMerchantsCondition } from '../partners/merchant-scope.js';
import { merchantScope } from '../partners/merchant-account.js';
import { importOrders } from './import-orders.js';
import { readSheet } from './read-sheet.js';
import { buildTemplate } from './import-template.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The cap in the spec's megabytes (10,240,000 bytes read as 10M). */
const MAX_MEGABYTES = Math.round(UPLOAD_POLICY_MAX_BYTES / 1_024_000);

/** The caller, when its role may import (403 otherwise). */
function requireImporter(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (!ROLE_OPERATIONS[auth.user.role].some((operation) => operation.code === 'import')) throw forbidden();
  return auth;
}

/** The merchants the caller may name, by name: those it may see (server/partners/merchant-scope.ts). */
function visibleMerchants(context: ServerContext, request: FastifyRequest): Map<string, ApiRecord> {
  const rows = context.collections.get('consignors')?.allRowsWhere(visibleMerchantsCondition(context, request)) ?? [];
  return new Map(rows.map((row) => [String(row.name ?? ''), row]));
}

/** The uploaded file's name and bytes; 400 when there is none or it is over the cap. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; buffer: Buffer }> {
  if (!request.isMultipart()) throw badRequest(ORDER_IMPORT_MSG.noFile);
  const part = await request.file();
  if (!part || part.fieldname !== ORDER_IMPORT_FILE_FIELD) throw badRequest(ORDER_IMPORT_MSG.noFile);
  try {
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(fillMessage(ORDER_IMPORT_MSG.tooLarge, { size: MAX_MEGABYTES }));
    throw error;
  }
}

/** `hooks` are the orders' collection hooks: an imported order is created as the create screen creates one. */
export function registerOrderImportRoutes(app: FastifyInstance, context: ServerContext, hooks: CollectionHooks = {}): void {
  const waybills = context.collections.get('waybills');
  if (!waybills) return;

  app.post(`/api${ORDER_IMPORT_API}`, async (request) => {
    const { user } = requireImporter(request);
    const { fileName, buffer } = await readUpload(request);
    const rows = await readSheet(fileName, buffer);
    return ok(importOrders(rows, {
      waybills,
      merchants: visibleMerchants(context, request),
      user,
      transaction: (work) => context.db.transaction(work)(),
      ...(hooks.creating ? { creating: (order: Record<string, unknown>) => hooks.creating?.(request, order) ?? order } : {}),
    }));
  });

  app.get(`/api${ORDER_IMPORT_TEMPLATE_API}`, async (request, reply) => {
    requireImporter(request);
    const own = merchantScope(context, request)?.merchant;
    const body = await buildTemplate(typeof own?.name === 'string' ? own.name : undefined);
    const fileName = encodeURIComponent(`${ORDER_IMPORT_TEMPLATE_NAME}.xlsx`);
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="order-import-template.xlsx"; filename*=UTF-8''${fileName}`)
      .send(body);
  });
}
