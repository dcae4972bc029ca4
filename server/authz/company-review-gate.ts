/**
 * The company review gate: until the platform has approved the details of a company that signed up
 * itself (audit status APPROVED), its accounts — the main account and any sub-account of it — reach only
 * the routes of BEFORE_APPROVAL_RULES.
 *
 * Who counts as approved: an account whose main account has no company profile. A profile is created
 * with every public sign-up, in the same transaction as its account (accounts/sign-up.ts), and only
 * there; the demo accounts and the accounts the platform sets up have none. So a sign-up is gated from
 * its first request, and a company that is not APPROVED (UNSUBMITTED, PENDING, REJECTED, or a status
 * this code does not know) stays gated.
 *
 * Caching: that a main account has no profile never changes, so it is remembered. A company with a
 * profile has its review read again on every gated call (two primary-key lookups), so a decision —
 * through PUT /user/audit/:user_id or the 资质审核 screens — applies from the next call on.
 */
import type { AuditStatus } from '../accounts/company-profiles.js';
import type { UserRecord } from '../users/user-store.js';
import { ruleMatches } from './authorizer.js';
import { BEFORE_APPROVAL_RULES } from './before-approval-rules.js';
import { routeKeyOf } from './route-key.js';

/** Where the review of an account's company stands; undefined when its main account has no company profile. */
export type ReviewStatusOf = (user: UserRecord) => AuditStatus | undefined;

/** Main accounts remembered as having no profile before the set starts over (dropping it is always safe). */
const MAX_REMEMBERED = 10_000;

export class CompanyReviewGate {
  /** Main user ids known to have no company profile. */
  private readonly withoutProfile = new Set<number>();
  /** Whether a route key is on the before-approval list. */
  private readonly listed = new Map<string, boolean>();

  constructor(private readonly reviewStatusOf: ReviewStatusOf) {}

  /** Whether `user` may call `method` on the Fastify route `routePattern` as far as the review is concerned. */
  allows(user: UserRecord, method: string, routePattern: string): boolean {
    return this.allowedBeforeApproval(method, routePattern) || this.isApproved(user);
  }

  /** Whether the company of `user` has been approved (or was set up by the platform). */
  isApproved(user: UserRecord): boolean {
    if (this.withoutProfile.has(user.main_user_id)) return true;
    const status = this.reviewStatusOf(user);
    if (status === undefined) {
      if (this.withoutProfile.size >= MAX_REMEMBERED) this.withoutProfile.clear();
      this.withoutProfile.add(user.main_user_id);
      return true;
    }
    return status === 'APPROVED';
  }

  allowedBeforeApproval(method: string, routePattern: string): boolean {
    const key = routeKeyOf(method, routePattern);
    let listed = this.listed.get(key);
    if (listed === undefined) {
      const verb = key.slice(0, key.indexOf(' '));
      listed = BEFORE_APPROVAL_RULES.some((rule) => ruleMatches(rule, verb, routePattern));
      this.listed.set(key, listed);
    }
    return listed;
  }
}
