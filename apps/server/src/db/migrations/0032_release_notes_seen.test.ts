import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration } from '../../test/migrationTest';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0032_release_notes_seen';

const columnsOf = async (db: AnyDb) =>
  ((await db.introspection.getTables()).find((t) => t.name === 'users')?.columns ?? []).map((c) => c.name);

describeMigration('0032 release notes seen', (current) => {
  it('drops the column and adds it again: a user has seen no release notes until they open them', async () => {
    const db = current();
    const any = db as unknown as AnyDb;
    await down(any);
    expect(await columnsOf(any)).not.toContain('release_notes_seen_at');
    const { companyId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    await any
      .insertInto('users')
      .values({
        company_id: companyId,
        name: 'Ayşe',
        email: 'ayse@kardelen.com',
        password_hash: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await up(any);
    expect(await db.selectFrom('users').select(['email', 'release_notes_seen_at']).execute()).toEqual([
      { email: 'ayse@kardelen.com', release_notes_seen_at: null },
    ]);
  });
});
