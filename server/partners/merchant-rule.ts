/**
 * The merchant ownership rule answered by the merchant book: merchants by the book and the orders naming
 * them (merchant-scope.ts), stores and products by their merchant, and what a caller sees of those out of
 * its book (merchant-contacts.ts). The server's context carries it to the record routes.
 */
import type { MerchantRule } from '../context.js';
import { merchantViewFor, storeViewFor } from './merchant-contacts.js';
import { merchantOwnedRowScope, merchantRowScope } from './merchant-scope.js';

export const MERCHANT_RULE: MerchantRule = {
  scope: (context, of) => (of === 'merchants' ? merchantRowScope(context) : merchantOwnedRowScope(context)),
  view: (context, of, request) => (of === 'merchants' ? merchantViewFor(context, request) : storeViewFor(context, request)),
};
