import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentBalance } from '../../accounting/journal';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../test/fixtures';
import { expectLedgerAgrees } from '../../test/ledgerInvariants';
import { createTestApp, testDbKinds } from '../../test/testDb';
import type { Db } from '../connection';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0015_payer_balances';

describe.each(testDbKinds)('0015 payer balances on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
  }, 60_000);
  afterAll(async () => close());

  /** A collection's receivable side as it was written before: one line for the whole amount, under the payer. */
  async function writeTheOldWay(collectionId: number): Promise<void> {
    const c = await db.selectFrom('collections').selectAll().where('id', '=', collectionId).executeTakeFirstOrThrow();
    const transactionId = c.transaction_id as number;
    await db
      .deleteFrom('journal_entries')
      .where('transaction_id', '=', transactionId)
      .where('account_kind', 'in', ['house', 'resident'])
      .execute();
    await db
      .insertInto('journal_entries')
      .values({
        transaction_id: transactionId,
        cluster_id: c.cluster_id,
        account_kind: 'house',
        account_id: c.house_id,
        house_id: c.house_id,
        resident_id: c.resident_id,
        debt_id: null,
        amount: -Number(c.amount),
        occurred_on: c.collected_on,
        due_on: null,
        description: c.description,
      })
      .execute();
  }

  it("moves what a renter paid onto the owner's debt, and makes an earlier refund use up its credit", async () => {
    const t = await createTwoTenants(app, db);
    const call = apiCaller(app);
    const [house, other] = await createHousesWithOwners(db, t.own.clusterId, t.own.blockId, 2);
    const bankId = await createBankAccount(db, t.own.clusterId);
    const aidat = await incomeTypeId(db);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await call(t.worker, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const charge = (houseId: number, amount: number) =>
      post('/assessments', {
        cluster_id: t.own.clusterId,
        assessment_type: 'free',
        income_type_id: aidat,
        debitor_type_id: 1,
        calculation_type_id: 1,
        amount_type_id: 1,
        house_amounts: [{ house_id: houseId, amount }],
        starts_on: '2026-01-15',
        months: 1,
      });
    await charge(house.id, 500);
    const byRenter = await post('/collections', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.renterId,
      bank_account_id: bankId,
      amount: 500,
      collected_on: '2026-01-20',
    });
    await charge(other.id, 100);
    const overpaid = await post('/collections', {
      cluster_id: t.own.clusterId,
      house_id: other.id,
      resident_id: other.ownerId,
      bank_account_id: bankId,
      amount: 150,
      collected_on: '2026-01-20',
    });
    await post('/expense/other-expenses', {
      cluster_id: t.own.clusterId,
      house_id: other.id,
      resident_id: other.ownerId,
      amount: 50,
      spent_on: '2026-01-25',
      bank_account_id: bankId,
    });
    // The books as they were before: refund without its debt, collections' lines under the payer.
    await down(db as unknown as AnyDb);
    await writeTheOldWay(byRenter);
    await writeTheOldWay(overpaid);
    expect(await residentBalance(db, t.own.clusterId, house.ownerId)).toBe(50_000);
    expect(await residentBalance(db, t.own.clusterId, house.renterId as number)).toBe(-50_000);

    await up(db as unknown as AnyDb);

    expect(await residentBalance(db, t.own.clusterId, house.ownerId)).toBe(0);
    expect(await residentBalance(db, t.own.clusterId, house.renterId as number)).toBe(0);
    expect(await residentBalance(db, t.own.clusterId, other.ownerId)).toBe(0);
    const refundDebt = await db
      .selectFrom('debts')
      .select(['amount', 'house_id'])
      .where('kind', '=', 'payback')
      .execute();
    expect(refundDebt.map((d) => [Number(d.amount), d.house_id])).toEqual([[5_000, other.id]]);
    await expectLedgerAgrees(db, t.own.clusterId);
  });
});
