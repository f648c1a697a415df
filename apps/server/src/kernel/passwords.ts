import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

// A hash with the same parameters as real ones, so an unknown e-mail costs a sign-in as much time as a known one.
let dummyHash: Promise<string> | null = null;

/** Verifies against a throw-away hash: the answer for an unknown e-mail must not come sooner than for a known one. */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(newTokenSecret(), ARGON2);
  await verifyPassword(await dummyHash, password);
  return false;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 40 random characters; only their SHA-256 is stored. */
export function newTokenSecret(): string {
  const bytes = randomBytes(40);
  let secret = '';
  for (const b of bytes) secret += TOKEN_ALPHABET[b % TOKEN_ALPHABET.length];
  return secret;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

// Letters and digits that cannot be mistaken for one another when read out or copied by hand (no 0/O, 1/l/I/i).
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const TEMPORARY_LENGTH = 12;

/** A random password the user signs in with once, to set their own (about 70 bits). */
export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_LENGTH; i++) password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return password;
}
