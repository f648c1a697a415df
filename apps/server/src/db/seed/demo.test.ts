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

  it("makes the demo company a customer billed every month of this year, all paid but the current month's", async () => {
    const [first, second] = await t.db.selectFrom('clusters').select(['id', 'company_id']).orderBy('id').execute();
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('company_id', '=', first.company_id)
      .executeTakeFirstOrThrow();
    const houses = Number(
      (
        await t.db
          .selectFrom('houses')
          .select(sql<number>`count(*)`.as('n'))
          .where('cluster_id', 'in', [first.id, second.id])
          .executeTakeFirstOrThrow()
      ).n,
    );
    const invoices = await t.db
      .selectFrom('customer_invoices as ci')
      .select([
        'ci.period_key',
        'ci.amount',
        'ci.amount_tax_included',
        sql<number>`coalesce((select sum(p.amount) from customer_invoice_payments p where p.customer_invoice_id = ci.id), 0)`.as(
          'paid',
        ),
      ])
      .where('ci.customer_id', '=', customer.id)
      .orderBy('ci.period_key')
      .execute();
    const month = new Date().toISOString().slice(0, 7);
    expect(invoices.map((i) => i.period_key)).toHaveLength(Number(month.slice(5, 7)));
    // A whole month of the package: 12,50 ₺ a house of both complexes, plus 20 % KDV.
    expect(invoices[0].amount).toBe(1_250 * houses);
    expect(invoices[0].amount_tax_included).toBe(Math.round(1_250 * houses * 1.2));
    const unpaid = invoices.filter((i) => Number(i.paid) < i.amount_tax_included).map((i) => i.period_key);
    expect(unpaid).toEqual([month]);
  });
});
