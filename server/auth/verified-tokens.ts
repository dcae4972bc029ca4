/**
 * Access tokens whose signature has been checked, with their claims, until they expire.
 *
 * Checking an HS256 signature (WebCrypto HMAC, asynchronous) was the largest cost of a signed-in
 * request once its answer was cheap. The check's outcome depends only on the token's text and the
 * signing key, which an issuer never changes; what changes is time, so the expiry is checked again
 * on every use, as jose does (expired when exp <= now, in whole seconds). A token is still refused
 * when its session ends or its account is disabled: the token service reads both on every request.
 */
import type { AccessTokenPayload } from './access-tokens.js';

/** Most tokens remembered; beyond it the oldest are forgotten (and checked again if they come back). */
export const MAX_VERIFIED_TOKENS = 10_000;

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export class VerifiedTokens {
  /** Claims by token text, oldest first. */
  private readonly byToken = new Map<string, Readonly<AccessTokenPayload>>();

  constructor(private readonly max: number = MAX_VERIFIED_TOKENS) {}

  /** The claims of a token verified before and not expired since; undefined otherwise. */
  get(token: string): Readonly<AccessTokenPayload> | undefined {
    const claims = this.byToken.get(token);
    if (claims === undefined) return undefined;
    if (claims.exp <= nowSeconds()) {
      this.byToken.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Remembers the claims of a token whose signature and claims were just checked. */
  remember(token: string, claims: Readonly<AccessTokenPayload>): void {
    this.byToken.set(token, claims);
    for (const oldest of this.byToken.keys()) {
      if (this.byToken.size <= this.max) break;
      this.byToken.delete(oldest);
    }
  }
}
