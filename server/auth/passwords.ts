/**
 * Password hashes with node:crypto scrypt, stored as 'scrypt$<salt hex>$<hash hex>'. Hashing runs on
 * the libuv thread pool (never on the event loop), and at most MAX_CONCURRENT_PASSWORD_HASHES at once,
 * so a flood of logins leaves pool threads for the other requests' crypto (token signatures).
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { MAX_CONCURRENT_PASSWORD_HASHES } from '../security/abuse-limits.js';
import { ConcurrencyGate } from '../security/concurrency-gate.js';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';
const hashGate = new ConcurrencyGate(MAX_CONCURRENT_PASSWORD_HASHES);

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return hashGate.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const formatHash = (salt: Buffer, hash: Buffer): string => `${PREFIX}$${salt.toString('hex')}$${hash.toString('hex')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(salt, await scryptAsync(password, salt));
}

/** The blocking variant, for seeding a new database at start-up only (no request is waiting then). */
export function hashPasswordAtStartup(password: string): string {
  const salt = randomBytes(16);
  return formatHash(salt, scryptSync(password, salt, KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, saltHex, hashHex] = stored.split('$');
  if (prefix !== PREFIX || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, checked for unknown usernames so both paths cost the same. */
export const DECOY_PASSWORD_HASH = hashPasswordAtStartup(randomBytes(12).toString('hex'));
