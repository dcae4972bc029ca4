/**
 * How a new order reaches the next company. A merchant's order goes to the service provider it picked
 * (servicer_name → that provider's main account), else to the merchant account's own service provider
 * (its `servicer_id`); a service provider's order for a merchant goes to that merchant's main account
 * (the account of its consignor_resource_id, or of the merchant of that name in the provider's book), so
 * it shows in the merchant's 我的订单. The platform sets the parties itself.
 */
import type { WorkflowDescriptor } from '../../src/workflow/types.js';
import { fieldExpression } from '../db/record-sql.js';
import type { ServerContext } from '../context.js';
import { BOOK_OWNER_FIELD } from '../partners/consignor-book.js';
import { resourceIdOf } from '../parties/resource-ids.js';
import type { Actor } from './actor.js';
import type { Companies } from '../parties/companies.js';

type Body = Record<string, unknown>;

const MERCHANT_RESOURCE_FIELD = 'consignor_resource_id';
const MERCHANT_NAME_FIELD = 'consignor_name';
const SERVICER_NAME_FIELD = 'servicer_name';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const positive = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

function rowNamed(context: ServerContext, collection: string, name: string, extra: Body = {}): { id: number } | undefined {
  const store = context.collections.get(collection);
  if (!store || name === '') return undefined;
  const conditions = Object.entries({ name, ...extra }).map(([field, value]) => ({ sql: `${fieldExpression(field)} = ?`, params: [value] }));
  return store.allRowsWhere(conditions)[0];
}

/** The service provider a merchant's new order goes to, and its name. */
function servicerOfMerchantOrder(context: ServerContext, companies: Companies, actor: Actor, body: Body): { id: number; name: string } {
  const picked = rowNamed(context, 'servicers', text(body[SERVICER_NAME_FIELD]));
  const pickedAccount = picked ? companies.mainAccountOf('servicer', resourceIdOf('SERVICER', picked.id)) : 0;
  const mainAccount = context.users.findById(actor.company);
  const id = pickedAccount || (mainAccount ?? actor.user).servicer_id;
  return { id, name: text(body[SERVICER_NAME_FIELD]) || companies.nameOfAccount(id) };
}

/** The merchant a service provider's new order is for: its resource id and its main account. */
function merchantOfServicerOrder(context: ServerContext, companies: Companies, actor: Actor, body: Body): { resourceId: number; account: number } {
  let resourceId = positive(body[MERCHANT_RESOURCE_FIELD]);
  if (resourceId === 0) {
    const row = rowNamed(context, 'consignors', text(body[MERCHANT_NAME_FIELD]), { [BOOK_OWNER_FIELD]: actor.company });
    resourceId = row ? resourceIdOf('CONSIGNOR', row.id) : 0;
  }
  return { resourceId, account: companies.mainAccountOf('merchant', resourceId) };
}

/** The party fields (and names) a new order of `actor` gets besides the actor's own. */
export function travelFields(context: ServerContext, companies: Companies, workflow: WorkflowDescriptor, actor: Actor, body: Body): Body {
  if (actor.party === 'merchant') {
    const servicer = servicerOfMerchantOrder(context, companies, actor, body);
    return { [workflow.parties.servicer]: servicer.id, ...(servicer.name ? { [SERVICER_NAME_FIELD]: servicer.name } : {}) };
  }
  if (actor.party === 'servicer') {
    const merchant = merchantOfServicerOrder(context, companies, actor, body);
    return {
      [workflow.parties.merchant]: merchant.account,
      ...(merchant.resourceId > 0 ? { [MERCHANT_RESOURCE_FIELD]: merchant.resourceId } : {}),
      ...(text(body[SERVICER_NAME_FIELD]) ? {} : { [SERVICER_NAME_FIELD]: actor.companyName }),
    };
  }
  return {};
}
