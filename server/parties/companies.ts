/**
 * The companies a workflow moves records between: a partner row (merchant, service provider, delivery
 * company) is named by its resource id (server/parties/resource-ids.ts), and the company's main account
 * is the account whose `resource_id` is that id; its sub-accounts act for it.
 */
import type { Database } from 'better-sqlite3';
import { WORKFLOW_PARTY_NAMES } from '../../src/config/workflow-messages.js';
import type { RecordParty, WorkflowParty } from '../../src/workflow/types.js';
import type { ApiRecord } from '../records/record-store.js';
import type { ServerContext } from '../context.js';
import { decodeResourceId, resourceKind, type ResourceKind } from './resource-ids.js';
import type { UserRecord } from '../users/user-store.js';

/** The resource kind of each company party. */
export const RESOURCE_KIND_OF_PARTY: Readonly<Record<RecordParty, ResourceKind['type']>> = {
  merchant: 'CONSIGNOR',
  servicer: 'SERVICER',
  delivery: 'DELIVERY',
};

/** The account type (main_type) of each company party. */
export const MAIN_TYPE_OF_PARTY: Readonly<Record<RecordParty, UserRecord['main_type']>> = {
  merchant: 'consignor',
  servicer: 'servicer',
  delivery: 'delivery',
};

/** An account a notification goes to. */
export type Recipient = Pick<UserRecord, 'id' | 'role'>;

export class Companies {
  constructor(
    private readonly context: ServerContext,
    private readonly db: Database = context.db,
  ) {}

  /** The collection of the party's partner rows (deliveries for the delivery party). */
  collectionOf(party: RecordParty): string {
    return resourceKind(RESOURCE_KIND_OF_PARTY[party]).collection;
  }

  /** The partner row behind a resource id of the party's kind; undefined for another kind or a missing row. */
  partnerRow(party: RecordParty, resourceId: number): ApiRecord | undefined {
    const decoded = decodeResourceId(resourceId);
    if (!decoded || decoded.kind.type !== RESOURCE_KIND_OF_PARTY[party]) return undefined;
    return this.context.collections.get(decoded.kind.collection)?.find(decoded.rowId, undefined);
  }

  /** The main account of the company with this resource id, or 0 when the company has no account. */
  mainAccountOf(party: RecordParty, resourceId: number): number {
    if (resourceId <= 0) return 0;
    const row = this.db
      .prepare('SELECT id FROM users WHERE resource_id = ? AND main_type = ? AND is_main_user = 1 ORDER BY id LIMIT 1')
      .get(resourceId, MAIN_TYPE_OF_PARTY[party]) as { id: number } | undefined;
    return row?.id ?? 0;
  }

  /** A company's main account and its sub-accounts. */
  accountsOf(mainUserId: number): Recipient[] {
    return this.db.prepare('SELECT id, role FROM users WHERE main_user_id = ? AND status = 1 ORDER BY id').all(mainUserId) as Recipient[];
  }

  /** The name of the company an account acts for: its partner row's, its signed-up profile's, else the main account's name. */
  nameOf(user: Pick<UserRecord, 'main_type' | 'main_user_id' | 'resource_id' | 'main_name'>, party: WorkflowParty | undefined): string {
    if (party === 'platform') return WORKFLOW_PARTY_NAMES.platform;
    const decoded = decodeResourceId(user.resource_id);
    const row = decoded && this.context.collections.get(decoded.kind.collection)?.find(decoded.rowId, undefined);
    if (typeof row?.name === 'string' && row.name !== '') return row.name;
    const profile = this.db.prepare('SELECT company_name FROM company_profiles WHERE user_id = ?').get(user.main_user_id) as { company_name: string } | undefined;
    return profile?.company_name || user.main_name;
  }

  /** The company name of a main account (0: none). */
  nameOfAccount(mainUserId: number): string {
    const user = mainUserId > 0 ? this.context.users.findById(mainUserId) : undefined;
    return user ? this.nameOf(user, undefined) : '';
  }
}
