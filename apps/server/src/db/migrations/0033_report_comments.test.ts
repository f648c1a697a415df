import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0033_report_comments';

describeMigration('0033 report comments', (current) => {
  it('drops the table and makes it again: one comment per complex, report, line and period, gone with the complex', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['report_comments']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const comment = {
      cluster_id: clusterId,
      report: 'income-expense-review',
      line_key: 'expense_type:7',
      date_from: '2026-01-01',
      date_to: '2026-06-30',
      comment: 'Asansör bakımı iki kez ödendi.',
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('report_comments').values(comment).execute();
    const row = await db.selectFrom('report_comments').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ line_key: 'expense_type:7', created_by: null, updated_by: null });
    // The same line and period once; another period is another comment.
    await expect(db.insertInto('report_comments').values(comment).execute()).rejects.toThrow();
    await db
      .insertInto('report_comments')
      .values({ ...comment, date_to: '2026-12-31' })
      .execute();
    await db.deleteFrom('blocks').where('cluster_id', '=', clusterId).execute();
    await db.deleteFrom('clusters').where('id', '=', clusterId).execute();
    expect(await db.selectFrom('report_comments').select('id').execute()).toEqual([]);
  });
});
