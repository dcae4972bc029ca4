/** Login users: lookup, seeding and last-login bookkeeping. */
import type { Database } from 'better-sqlite3';
import { hashPasswordAtStartup } from './passwords.js';
import { nowDateTime } from '../db/clock.js';
import { StatementCache } from '../db/statement-cache.js';
import type { BusinessGroupRef } from './business-groups.js';
import { DEMO_PASSWORD, DEMO_USERS, type AppCode, type MainType, type MenuRole } from './demo-users.js';

/** A users row; field names follow the wire format (snake_case) on purpose. */
export interface UserRecord {
  id: number;
  username: string;
  password_hash: string;
  nickname: string;
  phone: string;
  app_code: AppCode;
  main_type: MainType;
  role: MenuRole;
  status: number;
  is_main_user: boolean;
  main_user_id: number;
  main_name: string;
  main_phone: string;
  servicer_id: number;
  resource_id: number;
  subscribe_version: string;
  groups: BusinessGroupRef[];
  permissions: string[];
  last_login_at: string | null;
}

interface UserRow extends Omit<UserRecord, 'is_main_user' | 'groups' | 'permissions'> {
  is_main_user: number;
  groups_json: string;
  permissions_json: string;
}

/** A self-registered company's main account; it signs in with its phone number. */
export interface NewMainAccount extends Pick<
  UserRecord,
  'username' | 'password_hash' | 'nickname' | 'phone' | 'app_code' | 'main_type' | 'role' | 'subscribe_version' | 'groups'
> {
  /** Permission codes (a company's main account sees its own amounts: its edition's fee-display code). */
  permissions: readonly string[];
}

function toRecord(row: UserRow): UserRecord {
  const { groups_json, permissions_json, is_main_user, ...rest } = row;
  return {
    ...rest,
    is_main_user: is_main_user === 1,
    groups: JSON.parse(groups_json) as BusinessGroupRef[],
    permissions: JSON.parse(permissions_json) as string[],
  };
}

export class UserStore {
  /** findById runs on every authenticated request. */
  private readonly statements: StatementCache;

  constructor(private readonly db: Database) {
    this.statements = new StatementCache(db);
  }

  findById(id: number): UserRecord | undefined {
    const row = this.statements.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row && toRecord(row);
  }

  findByUsername(username: string): UserRecord | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
    return row && toRecord(row);
  }

  /** The account a phone number signs in as: its username, else the main account holding that phone. */
  findByPhone(phone: string): UserRecord | undefined {
    const row = this.db
      .prepare('SELECT * FROM users WHERE username = ? OR phone = ? ORDER BY username = ? DESC, is_main_user DESC, id LIMIT 1')
      .get(phone, phone, phone) as UserRow | undefined;
    return row && toRecord(row);
  }

  /** A new main account (its own main user); returns the stored row. */
  insertMainAccount(account: NewMainAccount): UserRecord {
    const insert = this.db.prepare(`
      INSERT INTO users (username, password_hash, nickname, phone, app_code, main_type, role, status, is_main_user,
        main_user_id, main_name, main_phone, servicer_id, resource_id, subscribe_version, groups_json, permissions_json)
      VALUES (@username, @password_hash, @nickname, @phone, @app_code, @main_type, @role, 1, 1,
        0, @nickname, @phone, 0, 0, @subscribe_version, @groups_json, @permissions_json)`);
    const id = this.db.transaction(() => {
      const { groups, permissions, ...fields } = account;
      const newId = Number(insert.run({ ...fields, groups_json: JSON.stringify(groups), permissions_json: JSON.stringify(permissions) }).lastInsertRowid);
      // A servicer is its own service provider; merchants and providers are bound to one later.
      const servicerId = account.main_type === 'servicer' ? newId : 0;
      this.db.prepare('UPDATE users SET main_user_id = ?, servicer_id = ? WHERE id = ?').run(newId, servicerId, newId);
      return newId;
    })();
    return this.findById(id) as UserRecord;
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  /** 1 lets the account sign in, 0 stops it (login refuses 账号已停用 and its tokens stop working). */
  setStatus(id: number, status: number): void {
    this.db.prepare('UPDATE users SET status = ? WHERE id = ?').run(status, id);
  }

  /** The name and phone a sub-account's profile edit gives its login. */
  setProfile(id: number, profile: { nickname?: string; phone?: string }): void {
    const row = this.findById(id);
    if (!row) return;
    this.db
      .prepare('UPDATE users SET nickname = ?, phone = ? WHERE id = ?')
      .run(profile.nickname ?? row.nickname, profile.phone ?? row.phone, id);
  }

  recordLogin(id: number): void {
    this.db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?').run(nowDateTime(), id);
  }

  seedDemoUsers(): void {
    const insert = this.db.prepare(`
      INSERT INTO users (id, username, password_hash, nickname, phone, app_code, main_type, role, status, is_main_user,
        main_user_id, main_name, main_phone, servicer_id, resource_id, subscribe_version, groups_json, permissions_json)
      VALUES (@id, @username, @password_hash, @nickname, @phone, @app_code, @main_type, @role, 1, @is_main_user,
        @main_user_id, @main_name, @main_phone, @servicer_id, @resource_id, @subscribe_version, @groups_json, @permissions_json)`);
    for (const user of DEMO_USERS) {
      const main = DEMO_USERS.find((u) => u.id === user.main_user_id) ?? user;
      insert.run({
        id: user.id,
        username: user.username,
        password_hash: hashPasswordAtStartup(DEMO_PASSWORD),
        nickname: user.nickname,
        phone: user.phone,
        app_code: user.app_code,
        main_type: user.main_type,
        role: user.role,
        is_main_user: user.is_main_user ? 1 : 0,
        main_user_id: user.main_user_id,
        main_name: main.nickname,
        main_phone: main.phone,
        servicer_id: user.servicer_id,
        resource_id: user.resource_id,
        subscribe_version: user.subscribe_version,
        groups_json: JSON.stringify(user.groups),
        permissions_json: JSON.stringify(user.permissions),
      });
    }
  }
}
