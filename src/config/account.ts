/** Sign-up, company review, activation and password reset: routes, calls and limits. */

/** Public account routes (core spec §2); the company review pages link to each other. */
export const REGISTER_PATH = '/register';
export const COMPLETE_PROFILE_PATH = '/register2';
export const EXAMINING_PATH = '/examining';
export const EDIT_COMPANY_PATH = '/edit-company';
export const FORGET_PASSWORD_PATH = '/forget-password';

/** The caller's company details and where their review stands (base path /user/audit/ of core spec §7). */
export const COMPANY_AUDIT_API = '/user/audit/company';
/**
 * The server's refusal (403) of every call but the review pages' and the session's while a company's
 * details are not approved (server/accounts/account-messages.ts, companyNotApproved).
 */
export const COMPANY_NOT_APPROVED_MSG = '企业资料审核通过后才能使用此功能';
/** The pages a company whose details are not approved may use: it is sent to the review status from any other. */
export const REVIEW_PAGES: readonly string[] = [COMPLETE_PROFILE_PATH, EXAMINING_PATH, EDIT_COMPANY_PATH];
/** Activation of a new account by the code of its activation link (`?code=`). */
export const ACTIVATE_ACCOUNT_API = '/user/users/activateAccount';
export const ACTIVATION_CODE_PARAM = 'code';

/** A short-message code can be sent again after this many seconds (the server refuses earlier). */
export const SMS_CODE_RESEND_SECONDS = 60;
/** Digits of a short-message code. */
export const SMS_CODE_LENGTH = 6;

/** Review states of a company's details. */
export type AuditStatus = 'UNSUBMITTED' | 'PENDING' | 'APPROVED' | 'REJECTED';
export const AUDIT_STATUSES: readonly AuditStatus[] = ['UNSUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'];

/**
 * Where a self-registered company's login lands until it is approved: the details still to complete,
 * or the review status. undefined (approved, or an account set up by the platform) means as usual.
 */
export function accountPageFor(status: unknown): string | undefined {
  if (status === 'UNSUBMITTED') return COMPLETE_PROFILE_PATH;
  if (status === 'PENDING' || status === 'REJECTED') return EXAMINING_PATH;
  return undefined;
}
