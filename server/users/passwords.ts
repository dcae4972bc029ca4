/**
 * Password hashes with node:crypto scrypt, stored as 'scrypt$<salt hex>$<hash hex>'. Hashing runs on
 * the libuv thread pool (never on the event loop), and at most MAX_CONCURRENT_PASSWORD_HASHES at once,
 * so a flood of logins leaves pool threads for the other requests' crypto (token signatures). The places
 * are shared fairly between client addresses (security/fair-gate.ts), so a login never waits behind a
 * flood of wrong passwords from another address.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { MAX_CONCURRENT_PASSWORD_HASHES, MAX_CONCURRENT_PASSWORD_HASHES_PER_ADDRESS } from '../security/abuse-limits.js';
import { FairGate } from '../security/fair-gate.js';

const KEY_LENGTH = 32;
const PREFIX = 'scrypt';
const hashGate = new FairGate(MAX_CONCURRENT_PASSWORD_HASHES, MAX_CONCURRENT_PASSWORD_HASHES_PER_ADDRESS);
/** The queue of hashes whose caller's address is not given (sign-up, password changes). */
const NO_ADDRESS = '';

function scryptAsync(password: string, salt: Buffer, address: string): Promise<Buffer> {
  return hashGate.run(
    address,
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const formatHash = (salt: Buffer, hash: Buffer): string => `${PREFIX}$${salt.toString('hex')}$${hash.toString('hex')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(salt, await scryptAsync(password, salt, NO_ADDRESS));
}

/** The blocking variant, for seeding a new database at start-up only (no request is waiting then). */
export function hashPasswordAtStartup(password: string): string {
  const salt = randomBytes(16);
  return formatHash(salt, scryptSync(password, salt, KEY_LENGTH));
}

/** `address`: the caller's client address, whose hashes queue apart from other addresses'. */
export async function verifyPassword(password: string, stored: string, address = NO_ADDRESS): Promise<boolean> {
  const [prefix, saltHex, hashHex] = stored.split('$');
  if (prefix !== PREFIX || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), address);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, checked for unknown usernames so both paths cost the same. */
export const DECOY_PASSWORD_HASH = hashPasswordAtStartup(randomBytes(12).toString('hex'));
