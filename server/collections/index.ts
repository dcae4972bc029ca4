/**
 * Every declared collection, each declared in the feature folder that owns it; the record framework
 * registers routes and seeds for each. Seeding runs in this order, and a seed may read the rows of the
 * collections above it (a waybill's consignor exists).
 */
import { accountsCollection } from '../accounts/accounts-collection.js';
import { abnormalsCollection } from '../orders/abnormals-collection.js';
import { bannedAreasCollection } from '../banned-areas/banned-areas-collection.js';
import { consignorsCollection } from '../partners/consignors-collection.js';
import { factoriesCollection, suppliersCollection } from '../partners/factories-suppliers-collection.js';
import { billsCollection } from '../finance/bills-collection.js';
import { payablesCollection, receivablesCollection } from '../finance/dues-collection.js';
import { settlementsCollection } from '../finance/settlements-collection.js';
import { writeOffsCollection } from '../finance/write-offs-collection.js';
import { printTemplatesCollection } from '../orders/print-templates-collection.js';
import { productsCollection } from '../partners/products-collection.js';
import { deliveriesCollection, servicersCollection } from '../partners/servicers-collection.js';
import { stationsCollection } from '../partners/stations-collection.js';
import { storesCollection } from '../partners/stores-collection.js';
import { ticketsCollection } from '../tickets/tickets-collection.js';
import { transportersCollection } from '../partners/transporters-collection.js';
import { locationsCollection, warehousesCollection } from '../partners/warehouses-collection.js';
import type { CollectionSpec } from '../records/types.js';
import { groupsCollection } from '../accounts/groups-collection.js';
import { menusCollection } from '../menu/menus-collection.js';
import { rolesCollection } from '../accounts/roles-collection.js';
import { subUsersCollection } from '../accounts/sub-users-collection.js';
import { subscriptionsCollection } from '../subscription/subscription-orders.js';
import { waybillsCollection } from '../orders/waybills-collection.js';

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
