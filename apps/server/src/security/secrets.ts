import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';

/**
 * Secrets the product must read back (SMS provider passwords) are stored encrypted with AES-256-GCM under
 * a key from the environment: `SECRET_KEY` (32 bytes, base64 or hex). Keys being retired stay readable
 * through `SECRET_KEY_PREVIOUS` (comma-separated); on start every stored secret is re-encrypted under the
 * current key, so a rotation is: new key in SECRET_KEY, old one in SECRET_KEY_PREVIOUS, restart, then drop
 * the old one. In development without a key, one is generated once into `data/secret.key`.
 *
 * Stored form: `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64); the key id is the start of the key's SHA-256.
 */

const PREFIX = 'v1';
type Key = { id: string; bytes: Buffer };

let keys: { current: Key; previous: Key[] } | null = null;

function parseKey(text: string): Key {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, written as base64 or 64 hex digits.');
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

/** Loads the keys from the environment (once); `dataDir` holds the generated development key. */
export function loadSecretKeys(env: NodeJS.ProcessEnv, dataDir: string): void {
  const previous = (env.SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .filter((k) => k.trim())
    .map(parseKey);
  if (env.SECRET_KEY) {
    keys = { current: parseKey(env.SECRET_KEY), previous };
    return;
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'SECRET_KEY is not set. Generate one with `openssl rand -base64 32` and keep it with the database backups.',
    );
  }
  if (env.NODE_ENV === 'test') {
    keys = { current: parseKey(randomBytes(32).toString('base64')), previous };
    return;
  }
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  keys = { current: parseKey(fs.readFileSync(file, 'utf8')), previous };
}

function currentKeys() {
  if (!keys) loadSecretKeys(process.env, path.resolve('data'));
  return keys as { current: Key; previous: Key[] };
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(`${PREFIX}:`);
}

export function encryptSecret(plain: string): string {
  const { current } = currentKeys();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [PREFIX, current.id, iv.toString('base64'), tag.toString('base64'), data.toString('base64')].join(':');
}

/** The plain secret; a value written before encryption existed is returned as it is. */
export function decryptSecret(stored: string): string {
  if (!isEncrypted(stored)) return stored;
  const [, keyId, iv, tag, data] = stored.split(':');
  const { current, previous } = currentKeys();
  const key = [current, ...previous].find((k) => k.id === keyId);
  if (!key) throw new Error(`No key ${keyId} for a stored secret: set it in SECRET_KEY_PREVIOUS.`);
  const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

function needsRewrite(stored: string): boolean {
  return !isEncrypted(stored) || stored.split(':')[1] !== currentKeys().current.id;
}

/** Every column that holds a secret the product reads back. */
const SECRET_COLUMNS = [
  { table: 'companies', column: 'sms_password' },
  { table: 'cluster_notification_providers', column: 'password' },
] as const;

/**
 * Encrypts every stored secret that is still plain text or under a previous key; run on start. Returns how
 * many were rewritten.
 */
export async function reencryptSecrets(db: Db): Promise<number> {
  let rewritten = 0;
  for (const { table, column } of SECRET_COLUMNS) {
    // biome-ignore lint/suspicious/noExplicitAny: the tables and columns of the list above
    const t = table as any;
    const rows = (await db.selectFrom(t).select(['id', column]).where(column, 'is not', null).execute()) as Record<
      string,
      string | number
    >[];
    for (const row of rows) {
      const stored = String(row[column]);
      if (!needsRewrite(stored)) continue;
      await db
        .updateTable(t)
        .set({ [column]: encryptSecret(decryptSecret(stored)) })
        .where('id', '=', row.id)
        .execute();
      rewritten++;
    }
  }
  return rewritten;
}
