/**
 * The features createServer registers, in this order, before the declared collections' generic routes
 * (which leave a path a feature serves to it) and before the descriptors' resources that nothing serves
 * become derived collections.
 */
import { accountsFeature } from './accounts/feature.js';
import { addressFeature } from './address/feature.js';
import { bannedAreasFeature } from './banned-areas/feature.js';
import { configItemsFeature } from './config-items/feature.js';
import type { Feature } from './feature.js';
import { feesFeature } from './fees/feature.js';
import { financeFeature } from './finance/feature.js';
import { menuFeature } from './menu/feature.js';
import { notifyFeature } from './notify/feature.js';
import { ordersFeature } from './orders/feature.js';
import { partnersFeature } from './partners/feature.js';
import { statsFeature } from './stats/feature.js';
import { subscriptionFeature } from './subscription/feature.js';
import { systemFeature } from './system/feature.js';
import { ticketsFeature } from './tickets/feature.js';
import { transporterMapFeature } from './transporter-map/feature.js';
import { uploadsFeature } from './uploads/feature.js';

export const FEATURES: readonly Feature[] = [
  accountsFeature,
  menuFeature,
  systemFeature,
  subscriptionFeature,
  notifyFeature,
  statsFeature,
  transporterMapFeature,
  configItemsFeature,
  feesFeature,
  addressFeature,
  uploadsFeature,
  financeFeature,
  ordersFeature,
  ticketsFeature,
  partnersFeature,
  bannedAreasFeature,
];
