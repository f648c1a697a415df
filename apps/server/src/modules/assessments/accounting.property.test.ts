import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connection';
import { ALL_PERMISSIONS } from '../../db/seed/demo';
import { apiCaller, createCompanyWithCluster, createWorker } from '../../test/fixtures';
import { createTestApp } from '../../test/testDb';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from './accountingFixtures';

type Json = Record<string, unknown>;

/** One step a manager might take; indexes pick among what exists at that moment. */
const event = fc.oneof(
  fc.record({
    kind: fc.constant('assess' as const),
    method: fc.constantFrom('equal', 'land_share', 'net_area'),
    amount: fc.integer({ min: 1, max: 500_000 }),
    months: fc.integer({ min: 1, max: 3 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant('free' as const), house: fc.nat(), amount: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({
    kind: fc.constant('collect' as const),
    house: fc.nat(),
    byResident: fc.boolean(),
    amount: fc.integer({ min: 1, max: 300_000 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({ kind: fc.constant('uncollect' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('unassess' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('editLine' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 100_000 }) }),
);

describe('the journal under random complexes and event sequences (property, SQLite)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let aidat: number;
  let run = 0;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp('sqlite'));
    aidat = await incomeTypeId(db);
  });
  afterAll(async () => close());

  async function invariants(clusterId: number): Promise<void> {
    const unbalanced = await db
      .selectFrom('journal_entries')
      .select(['transaction_id', sql<number>`sum(amount)`.as('s')])
      .where('cluster_id', '=', clusterId)
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);
    const total = await db
      .selectFrom('journal_entries')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
      .where('cluster_id', '=', clusterId)
      .executeTakeFirstOrThrow();
    expect(Number(total.s)).toBe(0);

    const houses = await db.selectFrom('houses').select('id').where('cluster_id', '=', clusterId).execute();
    for (const { id } of houses) {
      const [journal, debts, collections] = await Promise.all([
        db
          .selectFrom('journal_entries')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
          .where('account_kind', '=', 'house')
          .where('account_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('debts')
          .select([
            'id',
            'amount',
            sql<number>`coalesce((select sum(a.amount) from allocations a where a.debt_id = debts.id), 0)`.as('paid'),
          ])
          .where('house_id', '=', id)
          .execute(),
        db
          .selectFrom('collections')
          .select([
            'amount',
            sql<number>`coalesce((select sum(a.amount) from allocations a where a.collection_id = collections.id), 0)`.as(
              'used',
            ),
          ])
          .where('house_id', '=', id)
          .execute(),
      ]);
      // What residents paid from their own accounts (no house named) into this house's debts.
      const fromResidents = await db
        .selectFrom('allocations')
        .innerJoin('debts', 'debts.id', 'allocations.debt_id')
        .innerJoin('collections', 'collections.id', 'allocations.collection_id')
        .select(sql<number>`coalesce(sum(allocations.amount), 0)`.as('s'))
        .where('debts.house_id', '=', id)
        .where('collections.house_id', 'is', null)
        .executeTakeFirstOrThrow();
      const owed = debts.reduce((s, d) => s + Number(d.amount), 0);
      const received = collections.reduce((s, c) => s + Number(c.amount), 0) + Number(fromResidents.s);
      // The balance is its debts (fees included) minus what was paid for it: its collections (allocated or
      // credit) and residents' own collections used on its debts.
      expect(Number(journal.s)).toBe(owed - received);
      for (const d of debts) expect(Number(d.paid)).toBeLessThanOrEqual(Number(d.amount));
      for (const c of collections) expect(Number(c.used)).toBeLessThanOrEqual(Number(c.amount));
      const open = debts.reduce((s, d) => s + Number(d.amount) - Number(d.paid), 0);
      const credit = collections.reduce((s, c) => s + Number(c.amount) - Number(c.used), 0);
      // Credit never sits beside an open debt of the same house: it pays it.
      expect(open > 0 && credit > 0).toBe(false);
      expect(Number(journal.s)).toBe(open - credit);
    }

    // Here every payer is the debtor, so a resident's balance is what they were charged minus what they paid.
    const residents = await db.selectFrom('residents').select('id').where('cluster_id', '=', clusterId).execute();
    for (const { id } of residents) {
      const [journal, charged, paid] = await Promise.all([
        db
          .selectFrom('journal_entries')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
          .where('account_kind', 'in', ['house', 'resident'])
          .where('resident_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('debts')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
          .where('resident_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('collections')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
          .where('resident_id', '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      expect(Number(journal.s)).toBe(Number(charged.s) - Number(paid.s));
    }
  }

  it('keeps every transaction balanced and every balance explained by debts, payments and credit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(event, { minLength: 1, maxLength: 14 }),
        async (houseCount, events) => {
          run++;
          const { companyId, clusterId, blockId } = await createCompanyWithCluster(db, `Şirket ${run}`);
          const token = await createWorker(app, db, {
            email: `muhasebe${run}@ornek.com`,
            companyId,
            clusterIds: [clusterId],
            permissions: ALL_PERMISSIONS,
          });
          const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
            apiCaller(app)(token, method, url, payload);
          const houses = await createHousesWithOwners(db, clusterId, blockId, houseCount);
          const bankId = await createBankAccount(db, clusterId);
          for (const e of events) {
            const assessments = await db
              .selectFrom('assessments')
              .select('id')
              .where('cluster_id', '=', clusterId)
              .execute();
            const collections = await db
              .selectFrom('collections')
              .select('id')
              .where('cluster_id', '=', clusterId)
              .execute();
            const debts = await db
              .selectFrom('debts')
              .select('id')
              .where('cluster_id', '=', clusterId)
              .where('kind', '<>', 'late_fee')
              .execute();
            let res: { statusCode: number } | null = null;
            if (e.kind === 'assess') {
              res = await call('POST', '/assessments', {
                cluster_id: clusterId,
                assessment_type: 'general',
                income_type_id: aidat,
                split_method: e.method,
                debitor_type_id: 1,
                calculation_type_id: 1,
                amount_type_id: 2,
                amount: e.amount / 100,
                starts_on: `2026-0${(e.day % 9) + 1}-${String(e.day).padStart(2, '0')}`,
                months: e.months,
              });
            } else if (e.kind === 'free') {
              res = await call('POST', '/assessments', {
                cluster_id: clusterId,
                assessment_type: 'free',
                income_type_id: aidat,
                debitor_type_id: 1,
                calculation_type_id: 1,
                amount_type_id: 1,
                house_amounts: [{ house_id: houses[e.house % houses.length].id, amount: e.amount / 100 }],
                starts_on: '2026-02-10',
                months: 1,
              });
            } else if (e.kind === 'collect') {
              const house = houses[e.house % houses.length];
              res = await call('POST', '/collections', {
                cluster_id: clusterId,
                ...(e.byResident ? { resident_id: house.ownerId } : { house_id: house.id, resident_id: house.ownerId }),
                bank_account_id: bankId,
                amount: e.amount / 100,
                collected_on: `2026-03-${String(e.day).padStart(2, '0')}`,
              });
            } else if (e.kind === 'uncollect' && collections.length) {
              res = await call('DELETE', `/collections/${collections[e.pick % collections.length].id}`);
            } else if (e.kind === 'unassess' && assessments.length) {
              res = await call('DELETE', `/assessments/${assessments[e.pick % assessments.length].id}`);
            } else if (e.kind === 'editLine' && debts.length) {
              res = await call('PUT', `/debts/${debts[e.pick % debts.length].id}`, { amount: e.amount / 100 });
            }
            if (res) expect([200, 201]).toContain(res.statusCode);
          }
          await invariants(clusterId);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
