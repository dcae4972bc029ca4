// @vitest-environment node
/**
 * The issuer remembers tokens it has verified (server/auth/verified-tokens.ts): a remembered token
 * must still expire on time, and remembering must never make a forged or foreign token pass.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenIssuer, type AccessTokenClaims } from '../../../server/auth/access-tokens.js';
import { VerifiedTokens } from '../../../server/auth/verified-tokens.js';

const CLAIMS: AccessTokenClaims = {
  id: 7, username: 'consignor', nickname: '商家', phone: '13800000000', app_code: 'DA', main_type: 'consignor',
  servicer_id: 0, subscribe_version: 'v1', main_user_id: 7, main_name: '商家', main_phone: '13800000000',
  resource_id: 0, group_id: 1, group_name: '默认', sid: 'session-1',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AccessTokenIssuer.verify with remembered tokens', () => {
  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00.400Z'), toFake: ['Date'] });
    const issuer = new AccessTokenIssuer('secret-one', 60);
    const token = await issuer.sign(CLAIMS);
    expect(await issuer.verify(token)).toMatchObject({ id: 7, sid: 'session-1' });
    vi.setSystemTime(new Date('2026-11-27T08:00:59.900Z'));
    expect(await issuer.verify(token)).toMatchObject({ id: 7 });
    vi.setSystemTime(new Date('2026-11-27T08:01:01.000Z'));
    expect(await issuer.verify(token)).toBeUndefined();
  });

  it('refuses a token changed after signing, and a token of another key, though the original was remembered', async () => {
    const issuer = new AccessTokenIssuer('secret-one', 60);
    const token = await issuer.sign(CLAIMS);
    expect(await issuer.verify(token)).toBeDefined();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), main_user_id: 1 })).toString('base64url');
    expect(await issuer.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await new AccessTokenIssuer('secret-two', 60).verify(token)).toBeUndefined();
  });
});

describe('VerifiedTokens', () => {
  it('forgets the oldest tokens beyond its limit', () => {
    const tokens = new VerifiedTokens(2);
    const claims = { ...CLAIMS, iat: 0, exp: Math.floor(Date.now() / 1000) + 60 };
    tokens.remember('a', claims);
    tokens.remember('b', claims);
    tokens.remember('c', claims);
    expect([tokens.get('a'), tokens.get('b'), tokens.get('c')]).toEqual([undefined, claims, claims]);
  });
});
