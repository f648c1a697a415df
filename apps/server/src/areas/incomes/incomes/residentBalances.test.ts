import { beforeAll, describe, expect, it } from 'vitest';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { freeAssessment } from '../../../test/apiRecords';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { expectLedgerAgrees } from '../../../test/ledgerInvariants';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

/**
 * Whose balance a payment lowers. A resident's balance is what they owe: their open debts minus their own
 * unallocated credit. Money allocated to a debt lowers the debtor's balance whoever paid; the payer's
 * statement still shows the payment. A refund uses up the credit it pays out.
 */
describe.each(testDbKinds)('resident balances and refunds on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/incomes/houses' });
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let bankId: number;
  let aidat: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    t.call(t.worker, method, url, payload);

  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  /** One due of `amount` ₺ for the house, owed by its owner (debitor type 1). */
  const charge = (houseId: number, amount: number, startsOn: string, description: string) =>
    ok(
      'POST',
      '/assessments',
      freeAssessment({ clusterId: t.own.clusterId, incomeTypeId: aidat, houseId, amount, startsOn, description }),
    );

  const collect = (payload: Json) =>
    ok('POST', '/collections', {
      cluster_id: t.own.clusterId,
      bank_account_id: bankId,
      collected_on: '2026-02-05',
      ...payload,
    });

  const residentAccount = async (residentId: number) => (await ok('GET', `/residents/${residentId}/account`)).data;
  const houseAccount = async (houseId: number) => (await ok('GET', `/houses/${houseId}/account`)).data;
  const listedBalance = async (residentId: number) => {
    const list = await ok('GET', `/clusters/${t.own.clusterId}/resident-balances?per_page=1000`);
    return list.data.find((r: Json) => r.id === residentId)?.balance;
  };
  const statement = async (residentId: number) =>
    (
      await ok(
        'GET',
        `/clusters/${t.own.clusterId}/activities?account_kind=resident&account_id=${residentId}&per_page=100`,
      )
    ).data as Json[];
  const sum = (rows: Json[], key = 'open') => Math.round(rows.reduce((s, r) => s + Number(r[key]) * 100, 0)) / 100;

  beforeAll(async () => {
    // Houses 1, 4 and 7 have a renter (every third).
    houses = await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 7);
    bankId = await createBankAccount(t.db, t.own.clusterId, 'Ziraat Bankası');
    aidat = await incomeTypeId(t.db);
  }, 60_000);

  it("a renter paying the owner's debt lowers the owner's balance, and the renter's statement shows the payment", async () => {
    const house = houses[0];
    const renterId = house.renterId as number;
    await charge(house.id, 1000, '2026-01-15', 'Ocak aidatı');
    expect((await residentAccount(house.ownerId)).balance).toBe(1000);

    await collect({ house_id: house.id, resident_id: renterId, amount: 1000, description: 'Kiracı ödedi' });

    expect((await residentAccount(house.ownerId)).balance).toBe(0);
    expect((await residentAccount(renterId)).balance).toBe(0);
    expect((await houseAccount(house.id)).balance).toBe(0);
    expect(await listedBalance(house.ownerId)).toBe(0);
    expect(await listedBalance(renterId)).toBe(0);
    // The owner's debt reads as paid; the renter's account lists the collection they made.
    expect((await residentAccount(house.ownerId)).open_debts).toEqual([]);
    const renter = await residentAccount(renterId);
    expect(renter.collections.map((c: Json) => c.amount)).toEqual([1000]);
    // The renter's statement names the payment and whose debt it paid, and ends at 0.
    const lines = await statement(renterId);
    expect(lines.map((l) => [l.description, l.debit, l.credit])).toEqual([
      ['Kiracı ödedi', 0, 1000],
      ['Malik 1 adına ödendi', 1000, 0],
    ]);
    expect(lines.at(-1)?.balance).toBe(0);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });

  it("a renter paying more than the owner's debt keeps the rest as the renter's own credit", async () => {
    const house = houses[3];
    const renterId = house.renterId as number;
    await charge(house.id, 400, '2026-01-15', 'Ocak aidatı');
    await collect({ house_id: house.id, resident_id: renterId, amount: 500 });
    expect((await residentAccount(house.ownerId)).balance).toBe(0);
    expect((await residentAccount(renterId)).balance).toBe(-100);
    expect((await houseAccount(house.id)).balance).toBe(-100);
    // The next due of the owner is paid from that credit: the owner owes 200, the renter's credit is spent.
    await charge(house.id, 300, '2026-02-15', 'Şubat aidatı');
    expect((await residentAccount(house.ownerId)).balance).toBe(200);
    expect((await residentAccount(renterId)).balance).toBe(0);
    expect(sum((await residentAccount(house.ownerId)).open_debts)).toBe(200);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });

  it("a house collection with no payer pays the owner's debt", async () => {
    const house = houses[1];
    await charge(house.id, 750, '2026-01-15', 'Ocak aidatı');
    await collect({ house_id: house.id, resident_id: null, amount: 750 });
    expect((await residentAccount(house.ownerId)).balance).toBe(0);
    expect(await listedBalance(house.ownerId)).toBe(0);
    expect((await houseAccount(house.id)).balance).toBe(0);
    const risky = await ok('GET', `/clusters/${t.own.clusterId}/risky-debtors?type=resident`);
    expect(risky.data.map((r: Json) => r.id)).not.toContain(house.ownerId);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });

  it("after a sale, the new owner's payment of the old owner's debt clears the old owner", async () => {
    const house = houses[2];
    const oldOwner = house.ownerId;
    await charge(house.id, 600, '2026-01-15', 'Ocak aidatı');
    const sale = await ok('POST', `/houses/${house.id}/transfer`, {
      house_user_type_id: 1,
      starts_on: '2026-02-01',
      old_user_handling: 'left_cluster',
      new_user_handling: 'new_user',
      new_resident: { name: 'Yeni Malik' },
    });
    expect(sale.data).toBeTruthy();
    const people = (await houseAccount(house.id)).people as Json[];
    const newOwner = people.find((p) => p.name === 'Yeni Malik')?.id as number;
    expect(newOwner).toBeGreaterThan(0);
    expect((await residentAccount(oldOwner)).balance).toBe(600);

    await collect({ house_id: house.id, resident_id: newOwner, amount: 600, collected_on: '2026-02-10' });
    expect((await residentAccount(oldOwner)).balance).toBe(0);
    expect((await residentAccount(newOwner)).balance).toBe(0);
    expect((await houseAccount(house.id)).balance).toBe(0);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });

  it('a refund uses up the credit it pays out: the next due is not paid by it', async () => {
    const house = houses[4];
    await charge(house.id, 1000, '2026-01-15', 'Ocak aidatı');
    const paid = await collect({ house_id: house.id, resident_id: house.ownerId, amount: 1250 });
    expect((await houseAccount(house.id)).balance).toBe(-250);

    const refund = await ok('POST', '/expense/other-expenses', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      amount: 250,
      spent_on: '2026-02-10',
      bank_account_id: bankId,
      collection_id: paid.data.id,
    });
    expect(refund.meta).toBeUndefined();
    expect((await houseAccount(house.id)).balance).toBe(0);

    await charge(house.id, 1000, '2026-02-15', 'Şubat aidatı');
    const account = await houseAccount(house.id);
    expect(account.balance).toBe(1000);
    // The February due is wholly open: the refunded 250 no longer pays part of it.
    expect(account.open_debts.map((d: Json) => [d.description, d.paid, d.open])).toEqual([['Şubat aidatı', 0, 1000]]);
    expect(sum(account.open_debts)).toBe(account.balance);
    expect((await residentAccount(house.ownerId)).balance).toBe(1000);
    await expectLedgerAgrees(t.db, t.own.clusterId);

    // Taking the refund back makes the 250 credit again, which pays part of February.
    expect((await call('DELETE', `/expense/other-expenses/${refund.data.id}`)).statusCode).toBe(200);
    const after = await houseAccount(house.id);
    expect(after.balance).toBe(750);
    expect(after.open_debts.map((d: Json) => [d.description, d.paid, d.open])).toEqual([['Şubat aidatı', 250, 750]]);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });

  it('a refund above the credit warns and leaves the excess open as owed, with every figure agreeing', async () => {
    const house = houses[5];
    await charge(house.id, 100, '2026-01-15', 'Ocak aidatı');
    await collect({ house_id: house.id, resident_id: house.ownerId, amount: 150 });
    const refund = await ok('POST', '/expense/other-expenses', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      amount: 80,
      spent_on: '2026-02-10',
      bank_account_id: bankId,
    });
    expect(refund.meta).toEqual({ warnings: ['İade tutarı mevcut alacaktan fazla.'] });
    const account = await houseAccount(house.id);
    expect(account.balance).toBe(30);
    expect(account.open_debts.map((d: Json) => [d.kind, d.paid, d.open])).toEqual([['payback', 50, 30]]);
    expect(sum(account.open_debts)).toBe(30);
    // A refund's debt is not a line of dues: not listed there, and not editable as one.
    const lines = await ok('GET', `/clusters/${t.own.clusterId}/debts?house_id=${house.id}`);
    expect(lines.data.map((d: Json) => d.kind)).toEqual(['assessment']);
    const edit = await call('PUT', `/debts/${account.open_debts[0].id}`, { amount: 1 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.amount).toEqual([
      'Bu borç bir iade kaydına aittir; Diğer Gider kaydından değiştirilebilir.',
    ]);
    // No late fee is ever charged on it.
    const fees = await call('POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2026-03' });
    expect(fees.statusCode, fees.body).toBe(200);
    expect(
      (await houseAccount(house.id)).late_fees.filter((f: Json) => f.parent_debt_id === account.open_debts[0].id),
    ).toEqual([]);
    await expectLedgerAgrees(t.db, t.own.clusterId);
  });
});
