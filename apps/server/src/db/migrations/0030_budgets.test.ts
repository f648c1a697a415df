import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0030_budgets';

describeMigration('0030 budgets', (current) => {
  it('drops the tables and makes them again: a draft budget, one line per type and month, gone with it', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, ['budgets', 'budget_lines']);
    const { clusterId } = await createCompanyWithCluster(db, 'Kardelen');
    const at = '2026-01-01T00:00:00.000Z';
    const budget = await db
      .insertInto('budgets')
      .values({
        cluster_id: clusterId,
        name: '2026',
        starts_on: '2026-01',
        ends_on: '2026-12',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db.selectFrom('budgets').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'draft', distribution_type_id: 1, is_active: 1, raise_percent: null });
    const type = await db
      .selectFrom('expense_types')
      .select('id')
      .where('cluster_id', 'is', null)
      .executeTakeFirstOrThrow();
    const line = { budget_id: budget.id, expense_type_id: type.id, month: '2026-01', amount: 150_000 };
    await db.insertInto('budget_lines').values(line).execute();
    // One amount per expense type and month.
    await expect(db.insertInto('budget_lines').values(line).execute()).rejects.toThrow();
    await db.deleteFrom('budgets').where('id', '=', budget.id).execute();
    expect(await db.selectFrom('budget_lines').select('id').execute()).toEqual([]);
  });
});
