import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, residentBalance } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { expectBalancedJournal } from '../../../test/ledgerInvariants';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

async function count(db: Db, table: 'journal_entries' | 'journal_transactions' | 'other_expenses'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDbKinds)('other expenses (refunds) on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let bankId: number;
  let safeId: number;
  let aidat: number;
  let overpaid: number;
  let theirBank: number;
  let theirReason: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/incomes/houses')(token, method, url, payload);
  const houseBalance = (houseId: number) => accountBalance(db, t.own.clusterId, 'house', houseId);
  const bankBalance = () => accountBalance(db, t.own.clusterId, 'bank_account', bankId);

  const post = async (token: string, clusterId: number, path: string, payload: Json) => {
    const res = await call(token, 'POST', `/clusters/${clusterId}/${path}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  /** A 1.000,00 ₺ due of the house, paid with 1.250,00 ₺: 250,00 ₺ of credit (A). */
  const overpay = async (house: (typeof houses)[number], collectedOn: string) => {
    const due = await call(t.worker, 'POST', '/assessments', {
      cluster_id: t.own.clusterId,
      assessment_type: 'free',
      income_type_id: aidat,
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount_type_id: 1,
      house_amounts: [{ house_id: house.id, amount: 1000 }],
      starts_on: '2026-01-15',
      months: 1,
      description: 'Ocak aidatı',
    });
    expect(due.statusCode, due.body).toBe(201);
    const paid = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      house_id: house.id,
      resident_id: house.ownerId,
      bank_account_id: bankId,
      amount: 1250,
      collected_on: collectedOn,
      description: 'Ocak aidatı ve fazlası',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return { debtId: due.json().data.lines[0].id as number, collectionId: paid.json().data.id as number };
  };

  const refund = (payload: Json, token = t.worker) =>
    call(token, 'POST', '/expense/other-expenses', {
      cluster_id: t.own.clusterId,
      amount: 250,
      spent_on: '2026-02-01',
      bank_account_id: bankId,
      ...payload,
    });

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    houses = await createHousesWithOwners(db, t.own.clusterId, t.own.blockId, 4);
    bankId = await createBankAccount(db, t.own.clusterId, 'Ziraat Bankası Moda');
    safeId = await post(t.worker, t.own.clusterId, 'safes', { name: 'Yönetim Kasası' });
    aidat = await incomeTypeId(db);
    overpaid = await post(t.worker, t.own.clusterId, 'payback-reasons', { name: 'Fazla Ödeme' });
    theirBank = await createBankAccount(db, t.other.clusterId, 'Başka Banka');
    theirReason = await post(t.outsider, t.other.clusterId, 'payback-reasons', { name: 'Başka Neden' });
  }, 60_000);
  afterAll(async () => close());

  it('refunds an overpayment: the house balance is back to 0 and the bank account pays it out', async () => {
    const house = houses[0];
    const { collectionId, debtId } = await overpay(house, '2026-01-20');
    expect(await houseBalance(house.id)).toBe(-25_000);
    expect(await bankBalance()).toBe(125_000);

    const res = await refund({
      house_id: house.id,
      resident_id: house.ownerId,
      income_type_id: aidat,
      refund_type_id: overpaid,
      collection_id: collectionId,
      debt_id: debtId,
      deferment_amount: 100,
      description: 'Fazla ödenen aidat iadesi',
    });
    expect(res.statusCode, res.body).toBe(201);
    // Exactly the credit: no warning.
    expect(res.json().meta).toBeUndefined();
    const created = res.json().data;

    expect(await houseBalance(house.id)).toBe(0);
    expect(await residentBalance(db, t.own.clusterId, house.ownerId)).toBe(0);
    expect(await bankBalance()).toBe(100_000);
    const account = (await call(t.worker, 'GET', `/houses/${house.id}/account`)).json().data;
    expect(account.balance).toBe(0);
    await expectBalancedJournal(db);

    // The read-only 'Diğer Gider' panel: names, the related collection and debt.
    const shown = await call(t.worker, 'GET', `/expense/other-expenses/${created.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: created.id,
      income_type: 'Aidat',
      resident_name: 'Malik 1',
      house_label: 'A Blok 1',
      amount: 250,
      spent_on: '2026-02-01',
      bank_account_name: 'Ziraat Bankası Moda',
      safe_name: null,
      place_name: 'Ziraat Bankası Moda',
      payback_reason: 'Fazla Ödeme',
      deferment_amount: 100,
      description: 'Fazla ödenen aidat iadesi',
      collecting: { id: collectionId, amount: 1250, collected_on: '2026-01-20', description: 'Ocak aidatı ve fazlası' },
      debt: { id: debtId, amount: 1000, deferment_amount: 100, due_on: '2026-01-15', description: 'Ocak aidatı' },
    });

    // The list, filtered, sorted and totalled.
    const list = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/other-expenses?house_id=${house.id}&refund_type_id=${overpaid}&date_from=2026-02-01&date_to=2026-02-28&order_by=amount&order=desc`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: Json) => [r.id, r.amount, r.payback_reason])).toEqual([
      [created.id, 250, 'Fazla Ödeme'],
    ]);
    expect(list.json().meta).toMatchObject({ total: 1, totals: { amount: 250 } });
    const outOfRange = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/other-expenses?house_id=${house.id}&date_to=2026-01-31`,
    );
    expect(outOfRange.json().data).toEqual([]);
    const unknownFilter = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/expense/other-expenses?amount=1`);
    expect(unknownFilter.statusCode).toBe(422);
    const exported = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/other-expenses?export=1&export_type=xlsx`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\//);

    // Deleting the refund restores both balances; the action log has both writes.
    const del = await call(t.worker, 'DELETE', `/expense/other-expenses/${created.id}`);
    expect(del.statusCode).toBe(200);
    expect(await houseBalance(house.id)).toBe(-25_000);
    expect(await bankBalance()).toBe(125_000);
    expect((await call(t.worker, 'GET', `/expense/other-expenses/${created.id}`)).statusCode).toBe(404);
    const logs = await db
      .selectFrom('action_logs')
      .select(['action_type_id', 'page_url'])
      .where('entity_type', '=', 'other_expense')
      .where('entity_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 4]);
    expect(logs[0].page_url).toBe('/incomes/houses');
    await expectBalancedJournal(db);
  });

  it('refunds a resident without a house from a safe, on their own account', async () => {
    const resident = houses[3].ownerId;
    const paid = await call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      resident_id: resident,
      safe_id: safeId,
      amount: 80,
      collected_on: '2026-03-01',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await residentBalance(db, t.own.clusterId, resident)).toBe(-8_000);
    const res = await refund({
      resident_id: resident,
      bank_account_id: null,
      safe_id: safeId,
      amount: 80,
      collection_id: paid.json().data.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta).toBeUndefined();
    expect(res.json().data).toMatchObject({ place_name: 'Yönetim Kasası', house_label: null, payback_reason: null });
    expect(await residentBalance(db, t.own.clusterId, resident)).toBe(0);
    expect(await accountBalance(db, t.own.clusterId, 'safe', safeId)).toBe(0);
    expect(await accountBalance(db, t.own.clusterId, 'resident', resident)).toBe(0);
    await expectBalancedJournal(db);
  });

  it('warns, but saves, when the refund is more than the credit held', async () => {
    const house = houses[1];
    expect(await houseBalance(house.id)).toBe(0);
    const res = await refund({ house_id: house.id, resident_id: house.ownerId, amount: 100 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta).toEqual({ warnings: ['İade tutarı mevcut alacaktan fazla.'] });
    // The house now owes what was paid out to it.
    expect(await houseBalance(house.id)).toBe(10_000);
    await expectBalancedJournal(db);

    // Credit of 250,00 ₺, refund of 250,01 ₺: one kuruş too many.
    const other = houses[2];
    await overpay(other, '2026-01-21');
    const over = await refund({ house_id: other.id, resident_id: other.ownerId, amount: 250.01 });
    expect(over.json().meta).toEqual({ warnings: ['İade tutarı mevcut alacaktan fazla.'] });
    expect(await houseBalance(other.id)).toBe(1);

    expect((await call(t.worker, 'DELETE', `/expense/other-expenses/${res.json().data.id}`)).statusCode).toBe(200);
    expect(await houseBalance(house.id)).toBe(0);
    expect((await call(t.worker, 'DELETE', `/expense/other-expenses/${over.json().data.id}`)).statusCode).toBe(200);
    expect(await houseBalance(other.id)).toBe(-25_000);
    await expectBalancedJournal(db);
  });

  it('refuses bad input with the exact Turkish messages and writes nothing', async () => {
    const house = houses[0];
    const [entries, expenses] = [await count(db, 'journal_entries'), await count(db, 'other_expenses')];
    const otherHouse = await db
      .selectFrom('collections')
      .select('id')
      .where('house_id', '=', houses[2].id)
      .executeTakeFirstOrThrow();
    const cases: [Json, Record<string, string[]>][] = [
      [{ house_id: house.id, bank_account_id: null }, { bank_account_id: ['Banka hesabı veya kasa seçin.'] }],
      [{ house_id: house.id, safe_id: safeId }, { safe_id: ['Banka hesabı veya kasa seçin.'] }],
      [{}, { house_id: ['Bağımsız bölüm veya sakin seçin.'] }],
      [{ house_id: house.id, amount: 0 }, { amount: ['En az 0,01 değerini girebilirsiniz.'] }],
      [{ house_id: house.id, amount: 10_000_000 }, { amount: ['En fazla 9.999.999,99 değerini girebilirsiniz.'] }],
      [{ house_id: house.id, spent_on: undefined }, { spent_on: ['Zorunlu alan'] }],
      [
        { house_id: house.id, description: 'x'.repeat(1001) },
        { description: ['En fazla 1000 karakter yazabilirsiniz.'] },
      ],
      [{ house_id: house.id, bank_account_id: theirBank }, { bank_account_id: ['Öğe bulunamadı.'] }],
      [{ house_id: house.id, refund_type_id: theirReason }, { refund_type_id: ['Öğe bulunamadı.'] }],
      [
        { house_id: house.id, collection_id: otherHouse.id },
        { collection_id: ['Tahsilat seçilen bağımsız bölüme veya sakine ait değil.'] },
      ],
      [
        { house_id: house.id, deferment_amount: 10 },
        { deferment_amount: ['Erteleme tutarı için ilgili borcu seçin.'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await refund(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const theirDebt = await db
      .selectFrom('debts')
      .select('id')
      .where('house_id', '=', houses[2].id)
      .executeTakeFirstOrThrow();
    const wrongDebt = await refund({ house_id: house.id, debt_id: theirDebt.id });
    expect(wrongDebt.json().errors).toEqual({ debt_id: ['Borç seçilen bağımsız bölüme veya sakine ait değil.'] });
    expect(await count(db, 'journal_entries')).toBe(entries);
    expect(await count(db, 'other_expenses')).toBe(expenses);
  });

  it("is a 404 on every route for another company's worker", async () => {
    const house = houses[0];
    const res = await refund({ house_id: house.id, resident_id: house.ownerId });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const expenses = await count(db, 'other_expenses');
    const theirs = [
      await call(t.outsider, 'GET', `/expense/other-expenses/${id}`),
      await call(t.outsider, 'DELETE', `/expense/other-expenses/${id}`),
      await call(t.outsider, 'GET', `/clusters/${t.own.clusterId}/expense/other-expenses`),
      await refund({ house_id: house.id }, t.outsider),
    ];
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await count(db, 'other_expenses')).toBe(expenses);
    // Their own complex's list does not show it either.
    const own = await call(t.outsider, 'GET', `/clusters/${t.other.clusterId}/expense/other-expenses`);
    expect(own.json().data).toEqual([]);
    expect((await call(t.worker, 'DELETE', `/expense/other-expenses/${id}`)).statusCode).toBe(200);
    await expectBalancedJournal(db);
  });
});
