/** HS256 access tokens (JWT) carrying the user fields the client reads from the token payload. */
import { SignJWT, jwtVerify } from 'jose';
import { VerifiedTokens } from './verified-tokens.js';

export interface AccessTokenClaims {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  app_code: string;
  main_type: string;
  servicer_id: number;
  subscribe_version: string;
  main_user_id: number;
  main_name: string;
  main_phone: string;
  resource_id: number;
  group_id: number;
  group_name: string;
  /** Session id: logout revokes every token of the session. */
  sid: string;
}

export interface AccessTokenPayload extends AccessTokenClaims {
  iat: number;
  exp: number;
}

const NUMBER_CLAIMS = ['id', 'servicer_id', 'main_user_id', 'resource_id', 'group_id', 'iat', 'exp'] as const;
const STRING_CLAIMS = [
  'username', 'nickname', 'phone', 'app_code', 'main_type', 'subscribe_version', 'main_name', 'main_phone', 'group_name', 'sid',
] as const;

function isAccessTokenPayload(value: Record<string, unknown>): value is Record<string, unknown> & AccessTokenPayload {
  return (
    NUMBER_CLAIMS.every((key) => typeof value[key] === 'number') &&
    STRING_CLAIMS.every((key) => typeof value[key] === 'string')
  );
}

export class AccessTokenIssuer {
  private readonly key: Uint8Array;
  private readonly verified = new VerifiedTokens();

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessTokenClaims): Promise<string> {
    const nowMs = Date.now();
    // Rounded up so a token lives at least ttlSeconds even when issued late in a second.
    const exp = Math.ceil((nowMs + this.ttlSeconds * 1000) / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(nowMs / 1000))
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** The payload of a well-formed, correctly signed, unexpired token; otherwise undefined. */
  async verify(token: string): Promise<Readonly<AccessTokenPayload> | undefined> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const claims = payload as Record<string, unknown>;
      if (!isAccessTokenPayload(claims)) return undefined;
      const result: Partial<Record<keyof AccessTokenPayload, unknown>> = {};
      for (const key of [...NUMBER_CLAIMS, ...STRING_CLAIMS]) result[key] = claims[key];
      const checked = Object.freeze(result as AccessTokenPayload);
      // The tokens this issuer signs carry no "not before": only the expiry needs checking again.
      if (claims.nbf === undefined) this.verified.remember(token, checked);
      return checked;
    } catch {
      return undefined;
    }
  }
}
