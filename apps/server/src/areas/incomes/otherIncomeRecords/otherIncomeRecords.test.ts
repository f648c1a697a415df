import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountBalance } from '../../../accounting/journal';
import { postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('other income records on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/incomes/other' });
  const ids = { parking: 0, ads: 0, bank: 0, safe: 0, house: 0, resident: 0, theirBank: 0, theirIncome: 0 };

  const post = (token: string, clusterId: number, path: string, payload: Json) =>
    postId(t.call, token, `/clusters/${clusterId}/${path}`, payload);
  const create = (payload: Json) =>
    t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/other-income-records`, payload);
  /** Balances in kuruş, as the activity screens and reports sum them. */
  const balance = (kindOf: 'bank_account' | 'safe' | 'other_income', id: number) =>
    accountBalance(t.db, t.own.clusterId, kindOf, id);
  const journalCount = async () => {
    const row = await t.db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  beforeAll(async () => {
    ids.parking = await post(t.worker, t.own.clusterId, 'other-incomes', { name: 'Otopark Kirası' });
    ids.ads = await post(t.worker, t.own.clusterId, 'other-incomes', { name: 'Reklam Geliri' });
    ids.bank = await post(t.worker, t.own.clusterId, 'bank-accounts', { name: 'Ziraat Bankası Moda' });
    ids.safe = await post(t.worker, t.own.clusterId, 'safes', { name: 'Yönetim Kasası' });
    ids.house = await post(t.worker, t.own.clusterId, 'houses', {
      block_id: t.own.blockId,
      type: 'house',
      door_number: '12',
    });
    ids.resident = await post(t.worker, t.own.clusterId, 'residents', { name: 'Gülşen Işıklı' });
    ids.theirBank = await post(t.outsider, t.other.clusterId, 'bank-accounts', { name: 'Başka Banka' });
    ids.theirIncome = await post(t.outsider, t.other.clusterId, 'other-incomes', { name: 'Başka Gelir' });
  });

  it('writes a balanced journal with each record: the bank account receives it, an edit moves it, a delete removes it', async () => {
    const created = await create({
      other_income_id: ids.parking,
      house_id: ids.house,
      resident_id: ids.resident,
      bank_account_id: ids.bank,
      amount: 1250.75,
      collected_on: '2025-04-05',
      description: 'Nisan otopark',
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({
      other_income_name: 'Otopark Kirası',
      house_label: 'A Blok 12',
      resident_name: 'Gülşen Işıklı',
      place_name: 'Ziraat Bankası Moda',
      amount: 1250.75,
      collected_on: '2025-04-05',
    });
    expect(await balance('bank_account', ids.bank)).toBe(125075);
    expect(await balance('other_income', ids.parking)).toBe(-125075);
    const entries = await t.db
      .selectFrom('journal_entries')
      .select(['amount', 'occurred_on'])
      .where('transaction_id', '=', record.transaction_id)
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
    expect(entries.every((e) => e.occurred_on === '2025-04-05')).toBe(true);

    // Into the safe instead, for a different amount and type: the bank account is back to nothing.
    const updated = await t.call(t.worker, 'PUT', `/other-income-records/${record.id}`, {
      other_income_id: ids.ads,
      bank_account_id: null,
      safe_id: ids.safe,
      amount: 300,
      collected_on: '2025-04-06',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ place_name: 'Yönetim Kasası', amount: 300, house_label: 'A Blok 12' });
    expect(await balance('bank_account', ids.bank)).toBe(0);
    expect(await balance('safe', ids.safe)).toBe(30000);
    expect(await balance('other_income', ids.parking)).toBe(0);
    expect(await balance('other_income', ids.ads)).toBe(-30000);
    expect(await journalCount()).toBe(2);

    // A refused edit (both places) changes nothing.
    const refused = await t.call(t.worker, 'PUT', `/other-income-records/${record.id}`, {
      other_income_id: ids.ads,
      bank_account_id: ids.bank,
      amount: 999,
      collected_on: '2025-04-06',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ safe_id: ['Banka hesabı veya kasa seçin.'] });
    expect(await balance('safe', ids.safe)).toBe(30000);

    expect((await t.call(t.worker, 'DELETE', `/other-income-records/${record.id}`)).statusCode).toBe(200);
    expect(await balance('safe', ids.safe)).toBe(0);
    expect(await journalCount()).toBe(0);
    const transactions = await t.db
      .selectFrom('journal_transactions')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(transactions.n)).toBe(0);
  });

  it('refuses bad input with the exact Turkish message on its field and writes nothing', async () => {
    const valid = { other_income_id: ids.parking, bank_account_id: ids.bank, amount: 50, collected_on: '2025-05-01' };
    const cases: [Json, string, string][] = [
      [{ bank_account_id: undefined }, 'bank_account_id', 'Banka hesabı veya kasa seçin.'],
      [{ bank_account_id: null, safe_id: null }, 'bank_account_id', 'Banka hesabı veya kasa seçin.'],
      [{ safe_id: ids.safe }, 'safe_id', 'Banka hesabı veya kasa seçin.'],
      [{ other_income_id: undefined }, 'other_income_id', 'Zorunlu alan'],
      [{ amount: undefined }, 'amount', 'Zorunlu alan'],
      [{ amount: 0 }, 'amount', 'En az 0,01 değerini girebilirsiniz.'],
      [{ amount: 10_000_000 }, 'amount', 'En fazla 9.999.999,99 değerini girebilirsiniz.'],
      [{ collected_on: undefined }, 'collected_on', 'Zorunlu alan'],
      [{ description: 'x'.repeat(1001) }, 'description', 'En fazla 1000 karakter yazabilirsiniz.'],
      [{ bank_account_id: ids.theirBank }, 'bank_account_id', 'Öğe bulunamadı.'],
      [{ other_income_id: ids.theirIncome }, 'other_income_id', 'Öğe bulunamadı.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await create({ ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    expect(await journalCount()).toBe(0);
    const list = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/other-income-records`);
    expect(list.json().meta.total).toBe(0);
  });

  it('lists with names, filters by type, place and dates, sums the amount and exports', async () => {
    const rows = [
      { other_income_id: ids.parking, bank_account_id: ids.bank, amount: 100.1, collected_on: '2025-01-10' },
      { other_income_id: ids.parking, safe_id: ids.safe, amount: 200.2, collected_on: '2025-02-10' },
      {
        other_income_id: ids.ads,
        bank_account_id: ids.bank,
        resident_id: ids.resident,
        amount: 300.3,
        collected_on: '2025-03-10',
      },
    ];
    const created: number[] = [];
    for (const row of rows) {
      const res = await create(row);
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data.id);
    }
    const list = async (query: string) => {
      const res = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/other-income-records?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('');
    expect(all.data.map((r: Json) => r.collected_on)).toEqual(['2025-03-10', '2025-02-10', '2025-01-10']);
    expect(all.meta.totals).toEqual({ amount: 600.6 });
    expect(all.data[0]).toMatchObject({ other_income_name: 'Reklam Geliri', place_name: 'Ziraat Bankası Moda' });
    expect((await list(`other_income_id=${ids.parking}`)).meta.totals).toEqual({ amount: 300.3 });
    expect((await list(`bank_account_id=${ids.bank}`)).meta.total).toBe(2);
    expect((await list(`safe_id=${ids.safe}`)).data.map((r: Json) => r.amount)).toEqual([200.2]);
    const between = await list('date_from=2025-02-01&date_to=2025-03-10&order_by=collected_on&order=asc');
    expect(between.data.map((r: Json) => r.collected_on)).toEqual(['2025-02-10', '2025-03-10']);
    expect(between.meta.totals).toEqual({ amount: 500.5 });
    expect((await list(`query=${encodeURIComponent('IŞIKLI')}`)).data.map((r: Json) => r.amount)).toEqual([300.3]);
    expect((await list('query=otopark')).meta.total).toBe(2);
    expect((await list('order_by=amount&order=asc')).data.map((r: Json) => r.amount)).toEqual([100.1, 200.2, 300.3]);
    const shown = await t.call(t.worker, 'GET', `/other-income-records/${created[2]}`);
    expect(shown.json().data).toMatchObject({ amount: 300.3, resident_name: all.data[0].resident_name });
    const everywhere = await t.call(t.worker, 'GET', '/other-income-records');
    expect(everywhere.json().meta.total).toBe(3);

    const badDate = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/other-income-records?date_from=01.02.2025`,
    );
    expect(badDate.statusCode).toBe(422);
    const badSort = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/other-income-records?order_by=transaction_id`,
    );
    expect(badSort.statusCode).toBe(422);

    const exported = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/other-income-records?export=1&export_type=xlsx&other_income_id=${ids.parking}`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\/diger-gelirler-[a-z0-9-]+\.xlsx$/);
    for (const id of created) await t.call(t.worker, 'DELETE', `/other-income-records/${id}`);
    expect(await journalCount()).toBe(0);
  });

  it("finds records by the type, house, resident and description columns' own searches, Turkish-aware", async () => {
    const created: number[] = [];
    for (const row of [
      {
        other_income_id: ids.parking,
        bank_account_id: ids.bank,
        house_id: ids.house,
        amount: 10,
        collected_on: '2025-05-01',
        description: 'Mayıs otopark ücreti',
      },
      {
        other_income_id: ids.ads,
        safe_id: ids.safe,
        resident_id: ids.resident,
        amount: 20,
        collected_on: '2025-05-02',
        description: 'Çatı reklam panosu',
      },
    ]) {
      const res = await create(row);
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().data.id);
    }
    const amounts = async (query: string) => {
      const res = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/other-income-records?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: Json) => r.amount);
    };
    expect(await amounts('')).toEqual([20, 10]);
    expect(await amounts(`other_income_name=${encodeURIComponent('REKLAM')}`)).toEqual([20]);
    expect(await amounts(`house_label=${encodeURIComponent('A BLOK 12')}`)).toEqual([10]);
    expect(await amounts(`resident_name=${encodeURIComponent('GÜLŞEN IŞIKLI')}`)).toEqual([20]);
    expect(await amounts(`description=${encodeURIComponent('MAYIS')}`)).toEqual([10]);
    expect(await amounts(`description=${encodeURIComponent('ÇATI')}&house_label=12`)).toEqual([]);

    const unknown = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/other-income-records?place_name=Ziraat`,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.place_name).toEqual(['Bu alana göre filtrelenemez: place_name']);
    for (const id of created) await t.call(t.worker, 'DELETE', `/other-income-records/${id}`);
  });

  it("is a 404 on every route for a record of another company's complex, and its journal stays", async () => {
    const theirs = await t.call(t.outsider, 'POST', `/clusters/${t.other.clusterId}/other-income-records`, {
      other_income_id: ids.theirIncome,
      bank_account_id: ids.theirBank,
      amount: 75,
      collected_on: '2025-06-01',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().data.id;
    const payload = {
      other_income_id: ids.theirIncome,
      bank_account_id: ids.theirBank,
      amount: 1,
      collected_on: '2025-06-02',
    };
    for (const [method, url, body] of [
      ['GET', `/other-income-records/${id}`],
      ['PUT', `/other-income-records/${id}`, payload],
      ['DELETE', `/other-income-records/${id}`],
      ['GET', `/clusters/${t.other.clusterId}/other-income-records`],
      ['POST', `/clusters/${t.other.clusterId}/other-income-records`, payload],
      ['POST', '/other-income-records', { ...payload, cluster_id: t.other.clusterId }],
    ] as const) {
      const res = await t.call(t.worker, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect(await accountBalance(t.db, t.other.clusterId, 'bank_account', ids.theirBank)).toBe(7500);
  });
});
