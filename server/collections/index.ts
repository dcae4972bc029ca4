/** Every declared collection; the framework registers routes and seeds for each. */
import { accountsCollection } from './accounts.js';
import type { CollectionSpec } from './framework/types.js';
import { groupsCollection } from './groups.js';
import { menusCollection } from './menus.js';
import { rolesCollection } from './roles.js';
import { subUsersCollection } from './sub-users.js';
import { waybillsCollection } from './waybills.js';

export const COLLECTIONS: readonly CollectionSpec[] = [
  rolesCollection,
  groupsCollection,
  accountsCollection,
  menusCollection,
  subUsersCollection,
  waybillsCollection,
];
