/**
 * Signed upload URLs (core spec §7, §9): an HMAC of the uploader and the expiry moment, valid for 24 hours.
 * The key is derived from the server's signing secret, so upload signatures and access tokens never share a key.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export class UploadSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`image-upload:${secret}`).digest();
  }

  /** The signature of an upload by `userId` allowed until `expires` (ms since the epoch). */
  sign(userId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${userId}.${expires}`).digest('base64url');
  }

  /** True when `signature` is this server's for the user and expiry, and the expiry is still ahead of `now`. */
  verify(userId: number, expires: number, signature: string, now: number = Date.now()): boolean {
    if (!Number.isSafeInteger(expires) || expires <= now) return false;
    const expected = Buffer.from(this.sign(userId, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
