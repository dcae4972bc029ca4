/**
 * The partner and resource picker calls of the widgets spec (§7 "Partners and resources", "Products,
 * warehouses, stations") at the paths of src/config/picker-api.ts, over the collections the management
 * screens use: a record created in a picker is a row of those lists, and the other way round. The
 * management screens themselves list and create through these calls (their descriptors' `api.list` and
 * `api.create`), so the lists also filter as the collections' lists do and the creates store every field
 * of the collection a management form sends; records, edits and deletes stay on the collection paths.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { registerFactoryRoutes } from './factories.js';
import { registerNameChecks } from './name-checks.js';
import { registerPartnerCreates } from './partner-create.js';
import { registerPartnerLists } from './partner-lists.js';
import { registerProductRoutes } from './products.js';
import { registerStationRoutes } from './stations.js';
import { registerStoresByMerchant } from './stores-by-merchant.js';
import { registerWarehouseRoutes } from './warehouses.js';

export function registerPickerRoutes(app: FastifyInstance, context: ServerContext): void {
  registerPartnerLists(app, context);
  registerStoresByMerchant(app, context);
  registerNameChecks(app, context);
  registerPartnerCreates(app, context);
  registerStationRoutes(app, context);
  registerFactoryRoutes(app, context);
  registerProductRoutes(app, context);
  registerWarehouseRoutes(app, context);
}
