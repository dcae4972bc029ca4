import type { FormRule } from 'antd';
import { NUMBER_FIELD_DEFAULT_MIN } from '../../src/config/validation';
import type { FormField, ValidationRule } from '../../src/screen-model/types';
import {
  VALIDATORS, checkOnServer, checkOrderNo, checkProductCode, requiredNumber, type OrderNoLookup, type ProductCodeLookup,
  type ProductMatch, type ServerCheck, type ValidatorParams, type WaybillMatch,
} from '../../src/validators';

/** What the rules need from outside the form. */
export interface RuleServices {
  /** The waybill of a system order number, if one exists. */
  findWaybill: OrderNoLookup;
  /** Told the waybill an order number field found (a record form writes its order_id and status). */
  onWaybillFound?: (match: WaybillMatch) => void;
  /** Asks the server about a value (`serverCheck` rules); without it they pass. */
  checkOnServer?: ServerCheck;
  /** The product of a product code, if one exists; without it a productCode rule checks nothing. */
  findProduct?: ProductCodeLookup;
  /** Told the product a product code field found, with the rule's `fill` (a record form writes those fields). */
  onProductFound?: (match: ProductMatch, fill: Readonly<Record<string, string>>) => void;
}

function params(rule: ValidationRule, other?: unknown): ValidatorParams {
  return {
    message: rule.message,
    min: rule.min,
    max: rule.max,
    decimals: rule.decimals,
    integerDigits: rule.integerDigits,
    length: rule.length,
    other,
  };
}

function settle(message: string | undefined): Promise<void> {
  return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
}

function toAntdRule(rule: ValidationRule, services: RuleServices, fieldKey: string, numeric: boolean): FormRule {
  switch (rule.name) {
    case 'serverCheck':
      return {
        validateTrigger: 'onBlur',
        validator: async (_rule, value: unknown) => {
          const ask = services.checkOnServer;
          if (!ask || !rule.api) return;
          return settle(await checkOnServer(value, ask, rule.api, rule.param ?? fieldKey));
        },
      };
    case 'orderNo':
      return {
        validateTrigger: 'onBlur',
        validator: async (_rule, value: unknown) => {
          const { message, match } = await checkOrderNo(value, services.findWaybill, params(rule));
          if (match) services.onWaybillFound?.(match);
          return settle(message);
        },
      };
    case 'productCode':
      return (form) => ({
        validateTrigger: 'onBlur',
        validator: async (_rule, value: unknown) => {
          if (!services.findProduct) return;
          const merchant: unknown = rule.merchantField ? form.getFieldValue(rule.merchantField) : undefined;
          const scope = typeof merchant === 'string' || typeof merchant === 'number' ? merchant : undefined;
          const { message, match } = await checkProductCode(value, services.findProduct, params(rule), scope);
          if (match) services.onProductFound?.(match, rule.fill ?? {});
          return settle(message);
        },
      });
    case 'equal':
      return (form) => ({
        validator: (_rule, value: unknown) =>
          settle(VALIDATORS.equal(value, params(rule, rule.field ? form.getFieldValue(rule.field) : undefined))),
      });
    case 'required': {
      const check = numeric ? requiredNumber : VALIDATORS.required;
      return { required: true, validator: (_rule, value: unknown) => settle(check(value, params(rule))) };
    }
    default: {
      const validator = VALIDATORS[rule.name];
      return { validator: (_rule, value: unknown) => settle(validator(value, params(rule))) };
    }
  }
}

/** antd Form rules for a field's descriptor rules (custom validators rejecting with the message). */
export function toAntdRules(rules: readonly ValidationRule[] | undefined, services: RuleServices, fieldKey = '', numeric = false): FormRule[] {
  return (rules ?? []).map((rule) => toAntdRule(rule, services, fieldKey, numeric));
}

/**
 * The rules of a form field: its descriptor's, and for a number field its minimum (`min`, default 0), so a
 * negative weight or amount is refused on the field instead of by the server. A number field's `required`
 * takes a typed 0 as a value (the minimum judges it).
 */
export function fieldRules(field: FormField, services: RuleServices): FormRule[] {
  const numeric = field.widget === 'number';
  const rules = toAntdRules(field.rules, services, field.key, numeric);
  if (!numeric) return rules;
  const minimum: ValidationRule = { name: 'range', min: field.min ?? NUMBER_FIELD_DEFAULT_MIN };
  return [...rules, { validator: (_rule, value: unknown) => settle(VALIDATORS.range(value, params(minimum))) }];
}

/** Rules that ask the server run only once the field's own rules pass: they stop at the first failure. */
export function asksServer(rules: readonly ValidationRule[] | undefined): boolean {
  return (rules ?? []).some((rule) => rule.name === 'serverCheck');
}

/** Other fields a field's rules compare with or look up within (a product code's merchant); it revalidates when they change. */
export function ruleDependencies(rules: readonly ValidationRule[] | undefined): string[] {
  return (rules ?? []).flatMap((rule) => {
    if (rule.name === 'equal' && rule.field) return [rule.field];
    if (rule.name === 'productCode' && rule.merchantField) return [rule.merchantField];
    return [];
  });
}

/** Rules asking the server (order number, product code, server checks): they wait for the field to lose focus. */
const LOOKUP_RULES: ReadonlySet<string> = new Set(['orderNo', 'productCode', 'serverCheck']);

/** Triggers a field validates on: the checks asking the server wait for blur to spare it. */
export function validateTriggers(rules: readonly ValidationRule[] | undefined): string[] {
  return (rules ?? []).some((rule) => LOOKUP_RULES.has(rule.name)) ? ['onChange', 'onBlur'] : ['onChange'];
}
