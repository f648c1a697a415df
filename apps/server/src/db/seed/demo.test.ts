import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb, testDbKinds } from '../../test/testDb';
import { seedDemo } from './demo';

describe.each(testDbKinds)('the demo data set on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 60_000);
  afterAll(async () => t.drop());

  it('gives the second complex half a year of balanced dues, collections, late fees and invoices, and the first none', async () => {
    const [first, second] = await t.db.selectFrom('clusters').select(['id', 'name']).orderBy('id').execute();
    expect(second.name).toBe('Marmara Konutları');
    const unbalanced = await t.db
      .selectFrom('journal_entries')
      .select('transaction_id')
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);

    const houses = await t.db.selectFrom('houses').select('id').where('cluster_id', '=', second.id).execute();
    const dues = await t.db
      .selectFrom('debts')
      .select(sql<number>`count(*)`.as('n'))
      .where('cluster_id', '=', second.id)
      .where('kind', '=', 'assessment')
      .executeTakeFirstOrThrow();
    expect(Number(dues.n)).toBe(houses.length * 6);
    const count = async (table: 'collections' | 'invoices') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('cluster_id', '=', second.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('collections')).toBeGreaterThan(houses.length * 3);
    expect(await count('invoices')).toBe(18);
    // Only this month's invoices are unpaid: elevator 2.400,00 ₺, electricity 9.840,60 ₺ and staff 15.000,00 ₺.
    const provider = await t.db
      .selectFrom('journal_entries')
      .select(sql<number>`sum(amount)`.as('b'))
      .where('cluster_id', '=', second.id)
      .where('account_kind', '=', 'provider')
      .executeTakeFirstOrThrow();
    expect(Number(provider.b)).toBe(-(240_000 + 984_060 + 1_500_000));
    const budget = await t.db
      .selectFrom('budgets')
      .selectAll()
      .where('cluster_id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(budget.status).toBe('approved');

    const firstEntries = await t.db
      .selectFrom('journal_entries')
      .select(sql<number>`count(*)`.as('n'))
      .where('cluster_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(Number(firstEntries.n)).toBe(0);
  });
});
