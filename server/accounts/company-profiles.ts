/** The company profile of a self-registered main account and the state of its review (资料审核). */
import type { Database } from 'better-sqlite3';
import { nowDateTime } from '../db/clock.js';
import { StatementCache } from '../db/statement-cache.js';

export type AccountType = 'servicer' | 'consignor' | 'delivery';
export const ACCOUNT_TYPES: readonly AccountType[] = ['servicer', 'consignor', 'delivery'];

/** UNSUBMITTED: signed up, details not yet sent; then PENDING until a platform admin decides. */
export type AuditStatus = 'UNSUBMITTED' | 'PENDING' | 'APPROVED' | 'REJECTED';
export const DECISIONS: readonly AuditStatus[] = ['APPROVED', 'REJECTED'];

/** What the company fills in on /register2 and /edit-company. */
export interface CompanyDetails {
  company_name: string;
  contact_name: string;
  credit_code: string;
  address: string;
  service_types: string[];
  business_scope?: string;
  business_license: string;
}

export interface CompanyProfile {
  user_id: number;
  account_type: AccountType;
  company_name: string;
  contact_name: string;
  credit_code: string | null;
  address: string | null;
  service_types: string[];
  business_scope: string | null;
  business_license: string | null;
  audit_status: AuditStatus;
  audit_reason: string | null;
  /** Application in the qualification audit collection (资质审核), when the server has one. */
  audit_record_id: number | null;
  submitted_at: string | null;
  audited_at: string | null;
  activated_at: string | null;
  created_at: string;
}

type ProfileRow = Omit<CompanyProfile, 'service_types'> & { service_types: string };

const toProfile = (row: ProfileRow): CompanyProfile => ({ ...row, service_types: JSON.parse(row.service_types) as string[] });

export class CompanyProfileStore {
  /** find runs on every gated request of a self-registered company (authz/company-review-gate.ts). */
  private readonly statements: StatementCache;

  constructor(private readonly db: Database) {
    this.statements = new StatementCache(db);
  }

  find(userId: number): CompanyProfile | undefined {
    const row = this.statements.prepare('SELECT * FROM company_profiles WHERE user_id = ?').get(userId) as ProfileRow | undefined;
    return row && toProfile(row);
  }

  /** The profile of a new account: name and contact only, details still to come. */
  create(userId: number, accountType: AccountType, companyName: string, contactName: string): CompanyProfile {
    this.db
      .prepare(
        `INSERT INTO company_profiles (user_id, account_type, company_name, contact_name, audit_status, created_at)
         VALUES (?, ?, ?, ?, 'UNSUBMITTED', ?)`,
      )
      .run(userId, accountType, companyName, contactName, nowDateTime());
    return this.find(userId) as CompanyProfile;
  }

  /** Stores submitted details; the review starts again (PENDING, no reason, no decision yet). */
  submit(userId: number, details: CompanyDetails, auditRecordId: number | null, submittedAt: string): CompanyProfile {
    this.db
      .prepare(
        `UPDATE company_profiles SET company_name = @company_name, contact_name = @contact_name, credit_code = @credit_code,
           address = @address, service_types = @service_types, business_scope = @business_scope,
           business_license = @business_license, audit_status = 'PENDING', audit_reason = NULL,
           audit_record_id = @audit_record_id, submitted_at = @submitted_at, audited_at = NULL
         WHERE user_id = @user_id`,
      )
      .run({
        ...details,
        business_scope: details.business_scope ?? null,
        service_types: JSON.stringify(details.service_types),
        audit_record_id: auditRecordId,
        submitted_at: submittedAt,
        user_id: userId,
      });
    return this.find(userId) as CompanyProfile;
  }

  decide(userId: number, status: AuditStatus, reason: string | null, auditedAt: string | null): void {
    this.db
      .prepare('UPDATE company_profiles SET audit_status = ?, audit_reason = ?, audited_at = ? WHERE user_id = ?')
      .run(status, reason, auditedAt, userId);
  }

  markActivated(userId: number): void {
    this.db.prepare('UPDATE company_profiles SET activated_at = COALESCE(activated_at, ?) WHERE user_id = ?').run(nowDateTime(), userId);
  }
}
