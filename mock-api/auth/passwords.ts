/** Password hashing: node:crypto scrypt with a random salt, compared in constant time. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEYLEN = 64;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1 };

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, OPTIONS, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

const DUMMY = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEYLEN)}`;

/** Compares in constant time; with no stored hash it still spends the same work. */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const key = await derive(password, Buffer.from(saltHex, 'hex'));
  return key.length === expected.length && timingSafeEqual(key, expected) && stored !== undefined;
}
