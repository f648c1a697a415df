import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectBalancedJournal } from '../../../test/ledgerInvariants';
import { testDbKinds } from '../../../test/testDb';
import { houseBalance, type Json, useAccountingSetup } from './accountingFixture';

describe.each(testDbKinds)('accounting core on %s: collections, balances, refusals and access', (kind) => {
  const s = useAccountingSetup(kind);

  it('a collection of 2.500,00 ₺ closes two of three debts of 1.000,00 ₺ and half-pays the third', async () => {
    const { db, t, houses, call, free, collection } = s;
    const house = houses[10];
    const charged = await call(t.worker, 'POST', '/assessments', {
      ...free(house.id, 1000),
      amount: null,
      months: 3,
      starts_on: '2026-01-15',
    });
    expect(charged.statusCode).toBe(201);
    const paid = await call(
      t.worker,
      'POST',
      '/collections',
      collection({ house_id: house.id, resident_id: house.ownerId, amount: 2500, collected_on: '2026-03-20' }),
    );
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.receipt_no).toBeGreaterThan(0);
    expect(paid.json().data.allocations.map((a: Json) => a.amount)).toEqual([1000, 1000, 500]);

    const account = (await call(t.worker, 'GET', `/houses/${house.id}/account?as_of=2026-03-20`)).json().data;
    expect(account.balance).toBe(500);
    expect(account.paid_debts).toHaveLength(2);
    expect(account.open_debts).toHaveLength(1);
    expect(account.open_debts[0].open).toBe(500);
    expect(account.open_debts[0].due_on).toBe('2026-03-15');

    // An overpayment stays as credit (A) and pays the next debt.
    await call(
      t.worker,
      'POST',
      '/collections',
      collection({ house_id: house.id, resident_id: house.ownerId, amount: 600, collected_on: '2026-03-25' }),
    );
    expect(await houseBalance(db, house.id)).toBe(-10_000);
    await call(t.worker, 'POST', '/assessments', {
      ...free(house.id, 300),
      amount: null,
      starts_on: '2026-04-15',
    });
    const after = (await call(t.worker, 'GET', `/houses/${house.id}/account?as_of=2026-04-01`)).json().data;
    expect(after.balance).toBe(200);
    expect(after.open_debts.map((d: Json) => [d.amount, d.open])).toEqual([[300, 200]]);

    // Taking the first collection back reopens what it paid; the later credit is used first by then.
    const del = await call(t.worker, 'DELETE', `/collections/${paid.json().data.id}`);
    expect(del.statusCode).toBe(200);
    expect(await houseBalance(db, house.id)).toBe(270_000);
    await expectBalancedJournal(db);
  });

  it('20 simultaneous collections against one resident never allocate more than is open', async () => {
    const { db, t, houses, bankId, call, free } = s;
    const house = houses[30];
    await call(t.worker, 'POST', '/assessments', {
      ...free(house.id, 1000),
      amount: null,
      starts_on: '2026-05-31',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.worker, 'POST', '/collections', {
          cluster_id: t.own.clusterId,
          resident_id: house.ownerId,
          bank_account_id: bankId,
          amount: 100,
          collected_on: '2026-06-01',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(new Array(20).fill(201));
    const allocated = await db
      .selectFrom('allocations')
      .innerJoin('debts', 'debts.id', 'allocations.debt_id')
      .select(sql<number>`sum(allocations.amount)`.as('s'))
      .where('debts.resident_id', '=', house.ownerId)
      .executeTakeFirstOrThrow();
    expect(Number(allocated.s)).toBe(100_000);
    const resident = (await call(t.worker, 'GET', `/residents/${house.ownerId}/account`)).json().data;
    // 2.000,00 paid against 1.000,00 owed: 1.000,00 credit.
    expect(resident.balance).toBe(-1000);
    expect(resident.open_debts).toHaveLength(0);
    // The resident list shows the same balance, and its footer sums the filtered list.
    const listed = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?name=${encodeURIComponent('Malik 31')}`,
    );
    expect(listed.json().data.map((r: Json) => [r.name, r.balance])).toEqual([['Malik 31', -1000]]);
    expect(listed.json().meta.totals.balance).toBe(-1000);
  });

  it('says what is wrong in Turkish and writes nothing', async () => {
    const { db, t, aidat, call, general, collection } = s;
    const before = await db.selectFrom('collections').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const noPlace = await call(t.worker, 'POST', '/collections', collection({ bank_account_id: null }));
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().errors.bank_account_id).toEqual(['Banka hesabı veya kasa seçin.']);
    const tooMuch = await call(t.worker, 'POST', '/collections', collection({ amount: 10.001 }));
    expect(tooMuch.statusCode).toBe(422);
    // Money moves from 01.01.2000 on: a collection in 1900 or in the year 0 is a typing mistake.
    for (const collected_on of ['1900-01-01', '0000-01-01', '1999-12-31']) {
      const ancient = await call(t.worker, 'POST', '/collections', collection({ collected_on }));
      expect(ancient.statusCode).toBe(422);
      expect(ancient.json().errors.collected_on).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    }
    const after = await db.selectFrom('collections').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // An assessment's months may not fall due after 12.12.2099, nor a recurring one's.
    const pastLimit = await call(t.worker, 'POST', '/assessments', general({ starts_on: '2099-11-30', months: 2 }));
    expect(pastLimit.statusCode).toBe(422);
    expect(pastLimit.json().errors.months).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const recurring = {
      cluster_id: t.own.clusterId,
      name: 'Aidat',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      amount: 100,
      due_day: 31,
    };
    const lateStart = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '2099-12',
    });
    expect(lateStart.statusCode).toBe(422);
    expect(lateStart.json().errors.starts_on).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const lateEnd = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '2099-01',
      ends_on: '2099-12',
    });
    expect(lateEnd.json().errors.ends_on).toEqual(['12.12.2099 tarihinden önce olmalıdır']);
    const earlyStart = await call(t.worker, 'POST', `/clusters/${t.own.clusterId}/periodical-assessments`, {
      ...recurring,
      starts_on: '1999-12',
    });
    expect(earlyStart.json().errors.starts_on).toEqual(['01.01.2000 tarihinden sonra olmalıdır']);
    const noMethod = await call(t.worker, 'POST', '/assessments', general({ split_method: null }));
    expect(noMethod.statusCode).toBe(422);
    expect(noMethod.json().errors.split_method).toEqual(['Zorunlu alan']);
    const badSort = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/debts?order_by=password`);
    expect(badSort.statusCode).toBe(422);
  });

  it('another company never sees this complex’s money: 404 everywhere', async () => {
    const { db, t, houses, call } = s;
    const assessment = await db
      .selectFrom('assessments')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const debt = await db
      .selectFrom('debts')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const recorded = await db
      .selectFrom('collections')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    for (const [method, url] of [
      ['GET', `/assessments/${assessment.id}`],
      ['DELETE', `/assessments/${assessment.id}`],
      ['GET', `/debts/${debt.id}`],
      ['PUT', `/debts/${debt.id}`],
      ['GET', `/collections/${recorded.id}`],
      ['GET', `/collections/${recorded.id}/receipt`],
      ['DELETE', `/collections/${recorded.id}`],
      ['GET', `/houses/${houses[0].id}/account`],
      ['GET', `/residents/${houses[0].ownerId}/account`],
      ['GET', `/clusters/${t.own.clusterId}/assessments`],
      ['GET', `/clusters/${t.own.clusterId}/debts`],
      ['GET', `/clusters/${t.own.clusterId}/collections`],
      ['GET', `/clusters/${t.own.clusterId}/house-balances`],
      ['GET', `/clusters/${t.own.clusterId}/resident-balances`],
    ] as const) {
      const res = await call(t.outsider, method, url, method === 'PUT' ? { description: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const post = await call(t.outsider, 'POST', '/collections', s.collection());
    expect(post.statusCode).toBe(404);
    const late = await call(t.outsider, 'POST', `/clusters/${t.own.clusterId}/late-fees`, { period: '2026-01' });
    expect(late.statusCode).toBe(404);
  });

  it('the dashboard shows the open debt and the cash the journal holds', async () => {
    const { db, t, call } = s;
    const dashboard = (await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/dashboard`)).json().data;
    const sums = await db
      .selectNoFrom([
        sql<number>`(select coalesce(sum(amount), 0) from collections where cluster_id = ${t.own.clusterId} and bank_account_id is not null)`.as(
          'cash',
        ),
        sql<number>`(select coalesce(sum(amount), 0) from debts where cluster_id = ${t.own.clusterId})`.as('debts'),
        sql<number>`(select coalesce(sum(amount), 0) from allocations where cluster_id = ${t.own.clusterId})`.as(
          'paid',
        ),
      ])
      .executeTakeFirstOrThrow();
    expect(dashboard.cash).toBe(Number(sums.cash) / 100);
    expect(dashboard.open_debt).toBe((Number(sums.debts) - Number(sums.paid)) / 100);
    expect(dashboard.open_debt).toBeGreaterThan(0);
  });

  it('lists house balances with (B)/(A) amounts and the receipt as a PDF', async () => {
    const { app, db, t, call } = s;
    const list = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=balance&order=desc&per_page=5`,
    );
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { balance: number }[];
    expect(rows[0].balance).toBeGreaterThanOrEqual(rows[1].balance);
    expect(typeof list.json().meta.totals.balance).toBe('number');
    // Door numbers in their natural order: 2 before 10.
    const byLabel = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=house_label&per_page=3`,
    );
    expect(byLabel.json().data.map((r: Json) => r.house_label)).toEqual(['A Blok 1', 'A Blok 2', 'A Blok 3']);
    expect(Object.keys(byLabel.json().data[0])).not.toContain('door_length');
    // A shop outside the blocks comes after them on both databases.
    await db
      .insertInto('houses')
      .values({
        cluster_id: t.own.clusterId,
        door_number: 'D-1',
        type: 'workplace',
        created_at: '2026-01-01',
        updated_at: '2026-01-01',
      })
      .execute();
    const all = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/house-balances?order_by=house_label&per_page=1000`,
    );
    const labels = all.json().data.map((r: Json) => r.house_label);
    expect(labels[0]).toBe('A Blok 1');
    expect(labels.at(-1)).toBe('D-1');
    const recorded = await db
      .selectFrom('collections')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .where('bank_account_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const receipt = await call(t.worker, 'GET', `/collections/${recorded.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    const file = await app.inject({ method: 'GET', url: receipt.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});
