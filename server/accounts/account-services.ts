/** The stores and services behind sign-up, company review, activation and password reset. */
import type { ServerContext } from '../context.js';
import { ActivationCodeStore } from './activation-codes.js';
import { CompanyAudit } from './company-audit.js';
import { CompanyProfileStore } from './company-profiles.js';
import type { Outbox } from './outbox.js';
import { VerificationCodeStore } from './verification-codes.js';

export interface AccountServices {
  profiles: CompanyProfileStore;
  audit: CompanyAudit;
  codes: VerificationCodeStore;
  activations: ActivationCodeStore;
  outbox: Outbox;
  /** Runs `work` in one database transaction (all its writes or none). */
  transaction<T>(work: () => T): T;
}

export function createAccountServices(context: ServerContext, outbox: Outbox): AccountServices {
  const profiles = new CompanyProfileStore(context.db);
  return {
    profiles,
    audit: new CompanyAudit(profiles, context.collections),
    codes: new VerificationCodeStore(context.db),
    activations: new ActivationCodeStore(context.db),
    outbox,
    transaction: (work) => context.db.transaction(work)(),
  };
}
