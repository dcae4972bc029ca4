/**
 * Which demo company owns a seeded row. Rows of a company-owned collection are dealt in turn to the demo
 * companies (the service provider, the merchant, the delivery company), so each keeps some of everything
 * its screens list; partners the platform may publish get every fifth row published by the platform.
 * Reference data and the platform's own administration belong to the platform. Rows that follow an order
 * or a merchant need no owner of their own.
 */
import type { CollectionSpec } from '../records/types.js';
import { DEMO_USERS } from '../users/demo-users.js';

const mainIdOf = (type: string): number => {
  const user = DEMO_USERS.find((candidate) => candidate.is_main_user && candidate.main_type === type);
  if (!user) throw new Error(`no demo main account of type ${type}`);
  return user.id;
};

const SERVICER = mainIdOf('servicer');
const MERCHANT = mainIdOf('consignor');
const DELIVERY = mainIdOf('delivery');
/** The platform administrator's account: what it owns, it publishes where the collection allows. */
export const PLATFORM_OWNER = mainIdOf('platform');

/**
 * The order rows are dealt in: five places, so that seeds cycling through two or four kinds (station
 * types, carrier sub types) still give every company some of each kind. The service provider, whose
 * screens list the most, gets two places of five.
 */
const DEALT: readonly number[] = [SERVICER, MERCHANT, DELIVERY, SERVICER, MERCHANT];
const DEALT_WITH_PUBLISHED: readonly number[] = [SERVICER, MERCHANT, DELIVERY, PLATFORM_OWNER, SERVICER];

/** Catalogues whose demo rows are all the platform's, published to every company (a category tree is one tree). */
const PUBLISHED_DEMO_CATALOGUES: ReadonlySet<string> = new Set([
  '/product/categories', '/basic/abnormal-types', '/config/fees', '/content/articles', '/market/recommended-servicers',
]);

/** The owner of the `index`th seeded row (from 0) of a collection; undefined when it needs none. */
export function demoOwner(spec: Pick<CollectionSpec, 'ownership' | 'path'>, index: number): number | undefined {
  const ownership = spec.ownership;
  if (PUBLISHED_DEMO_CATALOGUES.has(spec.path)) return PLATFORM_OWNER;
  switch (ownership.rule) {
    case 'company': {
      const dealt = ownership.published ? DEALT_WITH_PUBLISHED : DEALT;
      return dealt[index % dealt.length];
    }
    case 'platform':
    case 'platformOnly':
      return PLATFORM_OWNER;
    default:
      return undefined;
  }
}
