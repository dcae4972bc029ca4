/**
 * Every declared collection; the framework registers routes and seeds for each. Seeding runs in this
 * order, and a seed may read the rows of the collections above it (a waybill's consignor exists).
 */
import { accountsCollection } from './accounts.js';
import { abnormalsCollection } from './core/abnormals.js';
import { bannedAreasCollection } from './core/banned-areas.js';
import { consignorsCollection } from './core/consignors.js';
import { factoriesCollection, suppliersCollection } from './core/factories-suppliers.js';
import { billsCollection } from './core/bills.js';
import { payablesCollection, receivablesCollection } from './core/dues.js';
import { settlementsCollection } from './core/settlements.js';
import { writeOffsCollection } from './core/write-offs.js';
import { printTemplatesCollection } from './core/print-templates.js';
import { productsCollection } from './core/products.js';
import { deliveriesCollection, servicersCollection } from './core/servicers.js';
import { stationsCollection } from './core/stations.js';
import { storesCollection } from './core/stores.js';
import { ticketsCollection } from './core/tickets.js';
import { transportersCollection } from './core/transporters.js';
import { locationsCollection, warehousesCollection } from './core/warehouses.js';
import type { CollectionSpec } from '../records/types.js';
import { groupsCollection } from './groups.js';
import { menusCollection } from './menus.js';
import { rolesCollection } from './roles.js';
import { subUsersCollection } from './sub-users.js';
import { subscriptionsCollection } from '../subscription/subscription-orders.js';
import { waybillsCollection } from './waybills.js';

export const COLLECTIONS: readonly CollectionSpec[] = [
  rolesCollection,
  groupsCollection,
  accountsCollection,
  menusCollection,
  subUsersCollection,
  consignorsCollection,
  bannedAreasCollection,
  servicersCollection,
  deliveriesCollection,
  transportersCollection,
  storesCollection,
  factoriesCollection,
  suppliersCollection,
  stationsCollection,
  warehousesCollection,
  locationsCollection,
  productsCollection,
  printTemplatesCollection,
  waybillsCollection,
  abnormalsCollection,
  ticketsCollection,
  settlementsCollection,
  billsCollection,
  receivablesCollection,
  payablesCollection,
  writeOffsCollection,
  subscriptionsCollection,
];
