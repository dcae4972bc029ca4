/**
 * Product code field (core spec §7 GET /ms-fahuobao-order/FhbOrder/getProductInfo ?code): a blank passes;
 * otherwise a product must have the code, and the form's fields named by the rule's `fill` take the
 * found product's values (an order line's goods name, package count, weight, volume).
 */
import { VALIDATOR_MSG } from '../config/messages.js';
import type { ValidatorParams } from './types.js';
import { asText, isBlank } from './values.js';

/** A product as getProductInfo answers it (name, code, package, unit, weight, volume, category path, …). */
export type ProductMatch = Record<string, unknown>;

/**
 * Finds the product of a code (the caller asks the server), within the order's merchant when one is given;
 * undefined when there is none, or a rejected ProductCodeMiss carrying the server's reason.
 */
export type ProductCodeLookup = (code: string, merchant?: string | number) => Promise<ProductMatch | undefined>;

/** A lookup's miss with the server's own words (e.g. the merchant has no product of the code). */
export class ProductCodeMiss extends Error {}

export interface ProductCodeCheck {
  message?: string;
  match?: ProductMatch;
}

export async function checkProductCode(
  value: unknown, find: ProductCodeLookup, params?: ValidatorParams, merchant?: string | number,
): Promise<ProductCodeCheck> {
  if (isBlank(value)) return {};
  let match: ProductMatch | undefined;
  let reason: string | undefined;
  try {
    match = await find(asText(value).trim(), isBlank(merchant) ? undefined : merchant);
  } catch (error) {
    reason = error instanceof ProductCodeMiss && error.message !== '' ? error.message : undefined;
  }
  return match ? { match } : { message: params?.message ?? reason ?? VALIDATOR_MSG.productCode };
}

/**
 * The form values a found product gives: each `fill` entry (form key → product field) whose field the
 * product has. Fields it lacks leave their form keys alone.
 */
export function productFillValues(match: ProductMatch, fill: Readonly<Record<string, string>> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [formKey, productField] of Object.entries(fill)) {
    const value = match[productField];
    if (value !== undefined && value !== null) values[formKey] = value;
  }
  return values;
}
