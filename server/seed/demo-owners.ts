/**
 * Which demo company owns a seeded row. Rows of a company-owned collection are dealt in turn to the demo
 * companies (the service provider, the merchant, the delivery company), so each keeps some of everything
 * its screens list; partners the platform may publish get every fourth row published by the platform.
 * Reference data and the platform's own administration belong to the platform. Rows that follow an order
 * or a merchant need no owner of their own.
 */
import type { Ownership } from '../tenancy/ownership.js';
import { DEMO_USERS } from '../users/demo-users.js';

const mainIdOf = (type: string): number => {
  const user = DEMO_USERS.find((candidate) => candidate.is_main_user && candidate.main_type === type);
  if (!user) throw new Error(`no demo main account of type ${type}`);
  return user.id;
};

/** The demo companies in the order rows are dealt to them. */
const COMPANIES: readonly number[] = [mainIdOf('servicer'), mainIdOf('consignor'), mainIdOf('delivery')];
/** The platform administrator's account: what it owns, it publishes where the collection allows. */
export const PLATFORM_OWNER = mainIdOf('platform');

/** The owner of the `index`th seeded row (from 0) of a collection with `ownership`; undefined when it needs none. */
export function demoOwner(ownership: Ownership, index: number): number | undefined {
  switch (ownership.rule) {
    case 'company': {
      const dealt = ownership.published ? [...COMPANIES, PLATFORM_OWNER] : COMPANIES;
      return dealt[index % dealt.length];
    }
    case 'platform':
    case 'platformOnly':
      return PLATFORM_OWNER;
    default:
      return undefined;
  }
}
