/** What a successful sign-in answers (POST /login/login, and a sign-up that logs the new account in). */
import type { TokenPair, TokenService } from '../auth/token-service.js';
import type { UserStore, UserRecord } from '../users/user-store.js';
import { isMainSession } from '../users/main-session.js';

export interface LoginReply extends TokenPair {
  /** The access token again, under the name the spec's login reply uses. */
  token: string;
  user: ReturnType<typeof loginUserView>;
}

function loginUserView(user: UserRecord, group: { id: number; name: string }, auditStatus: string | undefined) {
  return {
    id: user.id,
    name: user.nickname,
    uname: user.username,
    display_name: user.nickname,
    expend: {
      app_code: user.app_code,
      main_type: user.main_type,
      // Product and extend-select queries carry the account's service provider and resource (widgets spec §6).
      servicer_id: user.servicer_id,
      resource_id: user.resource_id,
      phone: user.phone,
      group_id: group.id,
      group_name: group.name,
      is_main_user: isMainSession(user, group.id),
      permissions: user.permissions,
      // Self-registered companies only: where the review of their details stands (the app opens the
      // review page instead of home until they are approved).
      ...(auditStatus === undefined ? {} : { audit_status: auditStatus }),
    },
  };
}

/** Opens a session in the user's home group, issues its tokens and records the login. */
export async function openLoginSession(
  tokens: TokenService,
  users: UserStore,
  user: UserRecord,
  auditStatus?: string,
): Promise<LoginReply> {
  const group = user.groups[0] ?? { id: 0, name: '' };
  const session = tokens.sessions.create(user.id, group);
  const pair = await tokens.issuePair(user, session);
  users.recordLogin(user.id);
  return { token: pair.access_token, ...pair, user: loginUserView(user, group, auditStatus) };
}
