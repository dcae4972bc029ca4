/**
 * The review of a company's details. Each submission files an application in the qualification audit
 * collection (资质审核, /basic/qualification-audits) when the server has one, so platform admins decide
 * on the screens they already use; the decision taken there is read back into the profile. Without that
 * collection the admin decides through PUT /api/user/audit/:user_id.
 */
import type { RecordStore } from '../records/record-store.js';
import { formatLocalDateTime, nowDateTime } from '../db/clock.js';
import { normalizeResource } from '../records/resource-path.js';
import type { UserRecord } from '../users/user-store.js';
import {
  ACCOUNT_TYPES,
  type AccountType,
  type AuditStatus,
  type CompanyDetails,
  type CompanyProfile,
  type CompanyProfileStore,
} from './company-profiles.js';

export const QUALIFICATION_AUDIT_RESOURCE = '/basic/qualification-audits';

const APPLICANT_TYPES: Readonly<Record<AccountType, string>> = { servicer: 'SERVICER', consignor: 'CONSIGNOR', delivery: 'DELIVERY' };
const AUDIT_STATUSES: readonly AuditStatus[] = ['UNSUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'];

const isAuditStatus = (value: unknown): value is AuditStatus => AUDIT_STATUSES.includes(value as AuditStatus);

export function accountTypeOf(user: Pick<UserRecord, 'main_type'>): AccountType | undefined {
  return ACCOUNT_TYPES.find((type) => type === user.main_type);
}

/** Application number like the seeded ones: AP, yyMMdd and the record id. */
function applyNo(id: number, at: Date): string {
  return `AP${formatLocalDateTime(at).slice(2, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`;
}

/** What GET /user/audit/company answers: the company details and where their review stands. */
export type CompanyView = Record<string, string | string[]>;

function view(profile: CompanyProfile, phone: string): CompanyView {
  const { user_id: _user, audit_record_id: _record, created_at: _created, ...rest } = profile;
  const shown: CompanyView = { phone };
  // Empty values are left out, so a prefilled form shows placeholders rather than "null".
  for (const [key, value] of Object.entries(rest)) if (value !== null) shown[key] = value;
  return shown;
}

export class CompanyAudit {
  constructor(
    private readonly profiles: CompanyProfileStore,
    private readonly collections: ReadonlyMap<string, RecordStore>,
  ) {}

  /** Found once the collections are registered; looked up again until then. */
  private applicationStore: RecordStore | undefined;

  private applications(): RecordStore | undefined {
    this.applicationStore ??= [...this.collections.values()].find((store) => normalizeResource(store.spec.path) === QUALIFICATION_AUDIT_RESOURCE);
    return this.applicationStore;
  }

  /** Stores the details of a self-registered main account and puts them up for review. */
  submit(user: UserRecord, profile: CompanyProfile, details: CompanyDetails): CompanyProfile {
    const now = new Date();
    const applications = this.applications();
    let recordId: number | null = null;
    if (applications) {
      const record = applications.insert(
        {
          applicant_name: details.company_name,
          applicant_type: APPLICANT_TYPES[profile.account_type],
          qualification_type: 'BUSINESS_LICENSE',
          license_no: details.credit_code,
          license_image: details.business_license,
          contact: details.contact_name,
          phone: user.phone,
          status: 'PENDING',
          submitted_at: formatLocalDateTime(now),
        },
        undefined,
        now,
      );
      applications.update(record.id, { apply_no: applyNo(record.id, now) }, undefined);
      recordId = record.id;
    }
    return this.profiles.submit(user.id, details, recordId, formatLocalDateTime(now));
  }

  /** The profile of a main account, with any decision taken on its application since. */
  current(mainUserId: number): CompanyProfile | undefined {
    const profile = this.profiles.find(mainUserId);
    if (!profile || profile.audit_record_id === null) return profile;
    const record = this.applications()?.find(profile.audit_record_id, undefined);
    if (!record || !isAuditStatus(record.status)) return profile;
    const reason = typeof record.audit_remark === 'string' && record.audit_remark.trim() !== '' ? record.audit_remark : null;
    if (record.status === profile.audit_status && reason === profile.audit_reason) return profile;
    this.profiles.decide(mainUserId, record.status, reason, record.status === 'PENDING' ? null : record.updated_at);
    return this.profiles.find(mainUserId);
  }

  /** A platform admin's decision; undefined when the account has no company profile. */
  decide(userId: number, status: AuditStatus, reason: string | null, auditorName: string): CompanyProfile | undefined {
    const profile = this.profiles.find(userId);
    if (!profile) return undefined;
    const now = nowDateTime();
    this.profiles.decide(userId, status, reason, now);
    if (profile.audit_record_id !== null) {
      this.applications()?.update(profile.audit_record_id, { status, audit_remark: reason ?? '', auditor_name: auditorName, audited_at: now }, undefined);
    }
    return this.profiles.find(userId);
  }

  /**
   * Review status of a self-registered company's account (a sub-account's is its main account's);
   * undefined for accounts set up by the platform, which have no profile.
   */
  statusOf(user: UserRecord): AuditStatus | undefined {
    return this.current(user.main_user_id)?.audit_status;
  }

  /** The review as the company sees it; accounts without a profile (set up by the platform) are approved. */
  viewFor(user: UserRecord): CompanyView {
    const profile = this.current(user.main_user_id);
    if (profile) return view(profile, user.main_phone);
    const shown: CompanyView = { company_name: user.main_name, contact_name: user.nickname, phone: user.main_phone, audit_status: 'APPROVED' };
    const accountType = accountTypeOf(user);
    if (accountType) shown.account_type = accountType;
    return shown;
  }
}
