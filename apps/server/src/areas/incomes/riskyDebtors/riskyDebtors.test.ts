import { beforeAll, describe, expect, it } from 'vitest';
import { type EntryInput, postTransaction } from '../../../accounting/journal';
import { nowIso } from '../../../http/clock';
import { postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;
const INCOME_TYPE = 1;

describe.each(testDbKinds)('risky debtors on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/incomes/risky' });
  const ids: Record<string, number> = {};

  const post = (token: string, clusterId: number, path: string, payload: Json) =>
    postId(t.call, token, `/clusters/${clusterId}/${path}`, payload);
  /** A charge on a house for its debtor: the journal (house debit, income credit) and the debt line. */
  const charge = async (clusterId: number, houseId: number, residentId: number, kurus: number, dueOn: string) => {
    await postTransaction(t.db, {
      clusterId,
      kind: 'assessment',
      occurredOn: dueOn,
      entries: [
        { accountKind: 'house', accountId: houseId, houseId, residentId, amount: kurus, dueOn },
        { accountKind: 'income_type', accountId: INCOME_TYPE, amount: -kurus },
      ],
    });
    const { id } = await t.db
      .insertInto('debts')
      .values({
        cluster_id: clusterId,
        house_id: houseId,
        resident_id: residentId,
        kind: 'assessment',
        amount: kurus,
        due_on: dueOn,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const risky = async (query: string, token = t.worker) => {
    const res = await t.call(token, 'GET', `/clusters/${t.own.clusterId}/risky-debtors?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    for (const door of ['1', '2', '3']) {
      ids[`house${door}`] = await post(t.worker, t.own.clusterId, 'houses', {
        block_id: t.own.blockId,
        type: 'house',
        door_number: door,
      });
    }
    for (const [key, name] of [
      ['zeynep', 'Zeynep Şen'],
      ['berna', 'Berna Çelik'],
      ['cem', 'Cem Ak'],
    ]) {
      ids[key] = await post(t.worker, t.own.clusterId, 'residents', { name });
    }
    ids.theirHouse = await post(t.outsider, t.other.clusterId, 'houses', { type: 'house', door_number: '1' });
    ids.theirResident = await post(t.outsider, t.other.clusterId, 'residents', { name: 'Başka Borçlu' });

    // Zeynep, house 1: three dues, the second one paid in full; and a charge on her own account.
    const firstDebt = await charge(t.own.clusterId, ids.house1, ids.zeynep, 100_000, '2025-01-05');
    const paidDebt = await charge(t.own.clusterId, ids.house1, ids.zeynep, 50_000, '2025-02-05');
    await charge(t.own.clusterId, ids.house1, ids.zeynep, 30_000, '2025-03-05');
    const collection = await t.db
      .insertInto('collections')
      .values({
        cluster_id: t.own.clusterId,
        house_id: ids.house1,
        resident_id: ids.zeynep,
        amount: 50_000,
        collected_on: '2025-02-06',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment: EntryInput[] = [
      { accountKind: 'bank_account', accountId: 1, amount: 50_000 },
      { accountKind: 'house', accountId: ids.house1, houseId: ids.house1, residentId: ids.zeynep, amount: -50_000 },
    ];
    await postTransaction(t.db, {
      clusterId: t.own.clusterId,
      kind: 'collection',
      occurredOn: '2025-02-06',
      entries: payment,
    });
    await t.db
      .insertInto('allocations')
      .values({
        cluster_id: t.own.clusterId,
        collection_id: collection.id,
        debt_id: paidDebt,
        amount: 50_000,
        created_at: nowIso(),
      })
      .execute();
    await postTransaction(t.db, {
      clusterId: t.own.clusterId,
      kind: 'transfer_due',
      occurredOn: '2025-01-01',
      entries: [
        { accountKind: 'resident', accountId: ids.zeynep, residentId: ids.zeynep, amount: 20_000 },
        { accountKind: 'opening', accountId: null, amount: -20_000 },
      ],
    });
    expect(firstDebt).toBeGreaterThan(0);
    // Berna owes 900 ₺ on house 2, Cem 1.100 ₺ on house 3.
    await charge(t.own.clusterId, ids.house2, ids.berna, 90_000, '2025-01-05');
    await charge(t.own.clusterId, ids.house3, ids.cem, 110_000, '2025-04-05');
    // Another company's debtor owes far more; they never show here.
    await charge(t.other.clusterId, ids.theirHouse, ids.theirResident, 9_000_000, '2025-01-05');
    await t.db
      .updateTable('companies')
      .set({ person_risk_parameter: 1, house_risk_amount: 1 })
      .where('id', '=', t.other.companyId)
      .execute();
  });

  it("lists nothing, with a null threshold, while the company's risk parameter is not set", async () => {
    for (const type of ['resident', 'house']) {
      const res = await risky(`type=${type}`);
      expect(res.data).toEqual([]);
      expect(res.meta).toMatchObject({ total: 0, threshold: null, company_id: t.own.companyId, type });
    }
  });

  it('lists the residents and houses above the thresholds, with open debts, sorted, paged and exported', async () => {
    await t.db
      .updateTable('companies')
      .set({ person_risk_parameter: 100_000, house_risk_amount: 120_000 })
      .where('id', '=', t.own.companyId)
      .execute();

    const people = await risky('type=resident');
    expect(people.meta).toMatchObject({ total: 2, threshold: 1000, totals: { balance: 2600 } });
    expect(people.data).toEqual([
      { id: ids.zeynep, name: 'Zeynep Şen', balance: 1500, open_debt_count: 2, oldest_due_on: '2025-01-05' },
      { id: ids.cem, name: 'Cem Ak', balance: 1100, open_debt_count: 1, oldest_due_on: '2025-04-05' },
    ]);
    const byName = await risky('type=resident&order_by=name&order=asc');
    expect(byName.data.map((r: Json) => r.name)).toEqual(['Cem Ak', 'Zeynep Şen']);
    const secondPage = await risky('type=resident&per_page=1&page=2');
    expect(secondPage.meta).toMatchObject({ total: 2, last_page: 2, totals: { balance: 2600 } });
    expect(secondPage.data.map((r: Json) => r.name)).toEqual(['Cem Ak']);
    expect((await risky(`type=resident&query=${encodeURIComponent('ŞEN')}`)).data.map((r: Json) => r.id)).toEqual([
      ids.zeynep,
    ]);

    const houses = await risky('type=house');
    expect(houses.meta).toMatchObject({ total: 1, threshold: 1200 });
    expect(houses.data).toEqual([
      { id: ids.house1, name: 'A Blok 1', balance: 1300, open_debt_count: 2, oldest_due_on: '2025-01-05' },
    ]);
    // Without a type the list is of people.
    expect((await risky('')).meta).toMatchObject({ type: 'resident', total: 2 });

    const exported = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/risky-debtors?type=resident&export=1&export_type=xlsx`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: exported.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('refuses an unknown type, sort or filter, and hides another company’s complex', async () => {
    const badType = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/risky-debtors?type=block`);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.type).toEqual(['Geçerli bir seçim yapın.']);
    const badSort = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/risky-debtors?order_by=open_debt_count`,
    );
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors.order_by).toEqual(['Bu alana göre sıralanamaz: open_debt_count']);
    const badFilter = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/risky-debtors?resident_id=1`);
    expect(badFilter.statusCode).toBe(422);
    const theirs = await t.call(t.worker, 'GET', `/clusters/${t.other.clusterId}/risky-debtors`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Öğe bulunamadı.');
    // Their own list has only their debtor.
    const res = await t.call(t.outsider, 'GET', `/clusters/${t.other.clusterId}/risky-debtors`);
    expect(res.json().data.map((r: Json) => r.name)).toEqual(['Başka Borçlu']);
  });

  it("finds debtors by the name column's own search, Turkish-aware, on both lists", async () => {
    await t.db
      .updateTable('companies')
      .set({ person_risk_parameter: 1, house_risk_amount: 1 })
      .where('id', '=', t.own.companyId)
      .execute();
    expect((await risky('type=resident')).meta.total).toBe(3);
    expect((await risky(`type=resident&name=${encodeURIComponent('ÇELİK')}`)).data.map((r: Json) => r.id)).toEqual([
      ids.berna,
    ]);
    expect((await risky('type=house')).meta.total).toBe(3);
    expect((await risky(`type=house&name=${encodeURIComponent('A BLOK 2')}`)).data.map((r: Json) => r.id)).toEqual([
      ids.house2,
    ]);
    const unknown = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/risky-debtors?type=house&balance=1`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.balance).toEqual(['Bu alana göre filtrelenemez: balance']);
  });
});
