/** Issues token pairs for a session and turns a presented access token back into a user. */
import type { UserRecord, UserStore } from '../users/user-store.js';
import type { AccessTokenClaims, AccessTokenIssuer, AccessTokenPayload } from './access-tokens.js';
import type { SessionRecord, SessionStore } from './session-store.js';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Access token lifetime in seconds. */
  expires_in: number;
}

/** Who is calling: the verified token, its live session and the current user row. */
export interface AuthContext {
  claims: AccessTokenPayload;
  user: UserRecord;
  session: SessionRecord;
}

export class TokenService {
  constructor(
    private readonly issuer: AccessTokenIssuer,
    readonly sessions: SessionStore,
    private readonly users: UserStore,
  ) {}

  claimsFor(user: UserRecord, session: SessionRecord): AccessTokenClaims {
    return {
      id: user.id,
      username: user.username,
      nickname: user.nickname,
      phone: user.phone,
      app_code: user.app_code,
      main_type: user.main_type,
      servicer_id: user.servicer_id,
      subscribe_version: user.subscribe_version,
      main_user_id: user.main_user_id,
      main_name: user.main_name,
      main_phone: user.main_phone,
      resource_id: user.resource_id,
      group_id: session.group_id,
      group_name: session.group_name,
      sid: session.id,
    };
  }

  async issuePair(user: UserRecord, session: SessionRecord): Promise<TokenPair> {
    return {
      access_token: await this.issuer.sign(this.claimsFor(user, session)),
      refresh_token: this.sessions.issueRefreshToken(session.id),
      expires_in: this.issuer.ttlSeconds,
    };
  }

  /** The caller behind an access token, or undefined when the token or its session is no longer good. */
  async authenticate(token: string | undefined): Promise<AuthContext | undefined> {
    if (!token) return undefined;
    const claims = await this.issuer.verify(token);
    if (!claims) return undefined;
    const session = this.sessions.findActive(claims.sid);
    if (!session || session.user_id !== claims.id) return undefined;
    const user = this.users.findById(claims.id);
    if (!user || user.status !== 1) return undefined;
    return { claims, user, session };
  }
}
