/** Partners: the merchant book and the product information of a merchant's products. */
import type { Feature } from '../feature.js';
import { registerConsignorBook } from './consignor-book.js';
import { registerProductInfo } from './product-info.js';

export const partnersFeature: Feature = {
  name: 'partners',
  register(app, context) {
    registerConsignorBook(app, context);
    registerProductInfo(app, context);
  },
};
