/**
 * Partners: merchants, service providers, carriers, stores, products, warehouses and stations — their
 * pickers and management lists (picker-routes.ts), the merchant book and the product information.
 */
import type { Feature } from '../feature.js';
import { registerConsignorBook } from './consignor-book.js';
import { registerPickerRoutes } from './picker-routes.js';
import { registerProductInfo } from './product-info.js';

export const partnersFeature: Feature = {
  name: 'partners',
  register(app, context) {
    registerPickerRoutes(app, context);
    registerConsignorBook(app, context);
    registerProductInfo(app, context);
  },
};
