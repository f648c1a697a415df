import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0024_notification_templates';

describeMigration('0024 notification templates', (current) => {
  it('drops the table and makes it again with the system templates, 7 being the account statement by e-mail', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['notification_templates']);
    const system = await db
      .selectFrom('notification_templates')
      .select(['system_id', 'name', 'channels', 'cluster_id', 'company_id', 'is_active', 'is_commercial'])
      .orderBy('system_id')
      .execute();
    expect(system.map((t) => t.system_id)).toEqual([1, 2, 3, 4, 7]);
    expect(system.find((t) => t.system_id === 7)).toEqual({
      system_id: 7,
      name: 'Hesap Ekstresi',
      channels: '[2]',
      cluster_id: null,
      company_id: null,
      is_active: 1,
      is_commercial: 0,
    });

    const { clusterId, companyId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const row = { name: 'Su kesintisi', body: 'Yarın su kesilecek.', created_at: at, updated_at: at };
    await db
      .insertInto('notification_templates')
      .values({ ...row, cluster_id: clusterId, company_id: companyId, channels: '[1]' })
      .execute();
    // A system id is one template's.
    await expect(
      db
        .insertInto('notification_templates')
        .values({ ...row, system_id: 7, channels: '[2]' })
        .execute(),
    ).rejects.toThrow();
    // A template of a complex that does not exist is refused.
    await expect(
      db
        .insertInto('notification_templates')
        .values({ ...row, cluster_id: clusterId + 1000, channels: '[1]' })
        .execute(),
    ).rejects.toThrow();
  });
});
