import { AUDIT_STATUSES, type AuditStatus } from '../../src/config/account';

/** What GET /user/audit/company answers: the company's details and where their review stands. */
export interface CompanyReview {
  company_name?: string;
  contact_name?: string;
  phone?: string;
  audit_status?: string;
  audit_reason?: string;
  submitted_at?: string;
  audited_at?: string;
}

export function isAuditStatus(value: unknown): value is AuditStatus {
  return AUDIT_STATUSES.includes(value as AuditStatus);
}
