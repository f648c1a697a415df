import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import * as migration from './0031_account_codes';

describeMigration('0031 account codes', (current) => {
  it('down drops the table, up makes it again: one code per account and per complex', async () => {
    const db = current();
    await expectTablesRemade(db, migration, ['account_codes']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const row = (account_key: string, code: string) => ({
      cluster_id: clusterId,
      account_key,
      code,
      created_by: null,
      created_at: at,
      updated_at: at,
    });
    await db.insertInto('account_codes').values(row('safe:1', '100.05')).execute();
    await expect(db.insertInto('account_codes').values(row('safe:2', '100.05')).execute()).rejects.toThrow();
    await expect(db.insertInto('account_codes').values(row('safe:1', '100.06')).execute()).rejects.toThrow();
    expect(await db.selectFrom('account_codes').select(['account_key', 'code']).execute()).toEqual([
      { account_key: 'safe:1', code: '100.05' },
    ]);
  });
});
