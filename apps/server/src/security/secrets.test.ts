import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { createCompanyWithCluster } from '../test/fixtures';
import { createTestDb, testDbKinds } from '../test/testDb';
import { decryptSecret, encryptSecret, isEncrypted, loadSecretKeys, reencryptSecrets } from './secrets';

const key = () => randomBytes(32).toString('base64');

describe('secrets at rest', () => {
  it('encrypts with a fresh nonce each time and reads back what was written', () => {
    loadSecretKeys({ NODE_ENV: 'test', SECRET_KEY: key() }, '/nonexistent');
    const a = encryptSecret('gizli-Sifre-42');
    const b = encryptSecret('gizli-Sifre-42');
    expect(a).not.toContain('gizli');
    expect(a).not.toBe(b);
    expect(decryptSecret(a)).toBe('gizli-Sifre-42');
  });

  it('refuses a changed ciphertext', () => {
    loadSecretKeys({ NODE_ENV: 'test', SECRET_KEY: key() }, '/nonexistent');
    const parts = encryptSecret('gizli').split(':');
    parts[4] = Buffer.from('başka').toString('base64');
    expect(() => decryptSecret(parts.join(':'))).toThrow();
  });

  it('refuses to start production without a key', () => {
    expect(() => loadSecretKeys({ NODE_ENV: 'production' }, '/nonexistent')).toThrow(/SECRET_KEY/);
  });
});

describe.each(testDbKinds)('key rotation and plain-text secrets on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestDb(kind);
    db = t.db;
    drop = t.drop;
  });
  afterAll(() => drop());

  it('encrypts plain-text passwords of an older installation and re-encrypts under a new key', async () => {
    const oldKey = key();
    const newKey = key();
    loadSecretKeys({ NODE_ENV: 'test', SECRET_KEY: oldKey }, '/nonexistent');
    const { companyId, clusterId } = await createCompanyWithCluster(db, 'Eski Kurulum');
    await db.updateTable('companies').set({ sms_password: 'duz-metin' }).where('id', '=', companyId).execute();
    const now = new Date().toISOString();
    const provider = await db
      .insertInto('cluster_notification_providers')
      .values({
        cluster_id: clusterId,
        notification_provider_id: 1,
        username: 'eski',
        password: 'site-sifresi',
        title: 'ESKI',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const providerPassword = async () =>
      (
        await db
          .selectFrom('cluster_notification_providers')
          .select('password')
          .where('id', '=', provider.id)
          .executeTakeFirstOrThrow()
      ).password;
    const stored = async () =>
      (await db.selectFrom('companies').select('sms_password').where('id', '=', companyId).executeTakeFirstOrThrow())
        .sms_password as string;

    expect(await reencryptSecrets(db)).toBe(2);
    expect(isEncrypted(await providerPassword())).toBe(true);
    expect(decryptSecret(await providerPassword())).toBe('site-sifresi');
    const underOld = await stored();
    expect(isEncrypted(underOld)).toBe(true);
    expect(decryptSecret(underOld)).toBe('duz-metin');

    // Rotation: the new key is current, the old one only read; a restart rewrites every secret.
    loadSecretKeys({ NODE_ENV: 'test', SECRET_KEY: newKey, SECRET_KEY_PREVIOUS: oldKey }, '/nonexistent');
    expect(decryptSecret(underOld)).toBe('duz-metin');
    expect(await reencryptSecrets(db)).toBeGreaterThanOrEqual(1);
    const underNew = await stored();
    expect(underNew).not.toBe(underOld);

    // With the old key gone, the secret still reads; a second run has nothing to do.
    loadSecretKeys({ NODE_ENV: 'test', SECRET_KEY: newKey }, '/nonexistent');
    expect(decryptSecret(underNew)).toBe('duz-metin');
    expect(() => decryptSecret(underOld)).toThrow(/SECRET_KEY_PREVIOUS/);
    expect(await reencryptSecrets(db)).toBe(0);
  });
});
