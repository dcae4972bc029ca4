/**
 * A company's sub-accounts (子账号) and what changing them means: the rows of the `sub_users`
 * collection, owned by the company's main account, and — for a sub-account that is a login user of that
 * company (the demo `cs`, `supervisor`, `finance`) — its login. A stopped or deleted sub-account can no
 * longer sign in and its sessions end; a new one fits within the company's sub-account limit.
 */
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { brokenUniqueRule } from '../records/unique-rules.js';
import { updateAtVersion } from '../records/versioned-update.js';
import type { SessionStore } from '../auth/session-store.js';
import { badRequest, recordNotFound } from '../http/api-error.js';
import type { UserRecord, UserStore } from '../users/user-store.js';
import { subAccountLimitMessage } from './account-messages.js';

/**
 * How many sub-accounts a company may hold, by the subscription of its main account (subscribe_version);
 * a subscription not listed gets `default`. Stopped sub-accounts count (they can be enabled again);
 * deleting one frees its place.
 */
export const SUB_ACCOUNT_LIMITS = {
  default: 10,
  bySubscription: { STANDARD: 5, PROFESSIONAL: 10, ENTERPRISE: 50 } as Readonly<Record<string, number>>,
} as const;

/** Where a company stands with its limit (the data of checkSubLimit). */
export interface SubAccountQuota {
  limit: number;
  used: number;
  remaining: number;
}

/** The fields of a sub-account's profile an edit may change (updateUser). */
export const PROFILE_FIELDS = ['nickname', 'phone', 'role_name', 'remark'] as const;
export type ProfilePatch = Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;

export class SubAccounts {
  constructor(
    readonly store: RecordStore,
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
  ) {}

  limitOf(owner: number): number {
    const version = this.users.findById(owner)?.subscribe_version ?? '';
    return SUB_ACCOUNT_LIMITS.bySubscription[version] ?? SUB_ACCOUNT_LIMITS.default;
  }

  quota(owner: number): SubAccountQuota {
    const limit = this.limitOf(owner);
    const used = this.store.count([], owner);
    return { limit, used, remaining: Math.max(0, limit - used) };
  }

  /** A new sub-account of `owner`; refused (400) beyond the limit or with a username already taken. */
  create(owner: number, body: Record<string, unknown>): ApiRecord {
    // Count and insert run without a pause in between: two creates cannot both take the last place.
    const { limit, remaining } = this.quota(owner);
    if (remaining <= 0) throw badRequest(subAccountLimitMessage(limit));
    const broken = brokenUniqueRule(this.store, body);
    if (broken) throw badRequest(broken.message);
    return this.store.insert(body, owner);
  }

  /** One of `owner`'s sub-accounts; another company's answers like a missing one (404). */
  find(owner: number, id: number): ApiRecord {
    const record = this.store.find(id, owner);
    if (!record) throw recordNotFound();
    return record;
  }

  /** Changes the profile (at the version the edit was based on, if given) and the login's name and phone. */
  updateProfile(owner: number, id: number, patch: ProfilePatch, basedOn: number | undefined): ApiRecord {
    this.find(owner, id);
    const updated = updateAtVersion(this.store, id, patch, owner, basedOn);
    if (!updated) throw recordNotFound();
    const login = this.loginOf(owner, updated);
    if (login && (patch.nickname !== undefined || patch.phone !== undefined)) {
      this.users.setProfile(login.id, { nickname: patch.nickname, phone: patch.phone });
    }
    return updated;
  }

  /**
   * Enables (1) or stops (0) sub-accounts, all or none: one of another company refuses the whole change
   * as missing. A stopped login user is signed out everywhere.
   */
  setStatus(owner: number, ids: readonly number[], status: 0 | 1): ApiRecord[] {
    const records = ids.map((id) => this.find(owner, id));
    return this.store.transaction(() =>
      records.map((record) => {
        const updated = record.status === status ? record : (this.store.update(record.id, { status }, owner) ?? record);
        this.applyToLogin(owner, updated, status);
        return updated;
      }),
    );
  }

  /** Deletes a sub-account; its login, if it has one, is stopped and signed out. */
  remove(owner: number, id: number): void {
    const record = this.find(owner, id);
    this.store.transaction(() => {
      this.store.remove(record.id, owner);
      this.applyToLogin(owner, record, 0);
    });
  }

  private applyToLogin(owner: number, record: ApiRecord, status: 0 | 1): void {
    const login = this.loginOf(owner, record);
    if (!login) return;
    this.users.setStatus(login.id, status);
    if (status === 0) this.sessions.revokeAllOfUser(login.id);
  }

  /** The login user behind a sub-account row: a non-main user of the same company with its user_id. */
  private loginOf(owner: number, record: ApiRecord): UserRecord | undefined {
    const userId = record.user_id;
    if (typeof userId !== 'number') return undefined;
    const user = this.users.findById(userId);
    return user && !user.is_main_user && user.main_user_id === owner && user.id !== owner ? user : undefined;
  }
}
