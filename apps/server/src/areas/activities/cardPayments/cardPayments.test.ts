import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { postId, postRecord, useTestApp } from '../../../test/apiTest';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { insertCardPayment, type NewCardPayment } from './cardPayments.repository';

type Row = Record<string, unknown>;

/**
 * A complex with houses A Blok 12 (Ayşe Çelik) and A Blok 14 (İsmail Işık), an iyzico POS and five card
 * payments (lira): p1 success 1500 (commission 30, paid with Mehmet Çelik's card, became a collection), p2
 * failed 1500 (00:30 on 10.03 Turkish time, 21:30 UTC the day before), p3 and p5 success 800 of
 * subscription 3, p4 refunded 2000 in 3 instalments; another company's complex has one payment of its own.
 */
async function seed(app: FastifyInstance, db: Db) {
  const tenants = await createTwoTenants(app, db);
  const { own, other, worker, outsider } = tenants;
  const call = apiCaller(app);
  const c = `/clusters/${own.clusterId}`;
  const id = (url: string, payload: Row, token = worker) => postId(call, token, url, payload);
  const house12 = await id(`${c}/houses`, { block_id: own.blockId, type: 'house', door_number: '12' });
  const house14 = await id(`${c}/houses`, { block_id: own.blockId, type: 'house', door_number: '14' });
  const ayse = await id(`${c}/residents`, { name: 'Ayşe Çelik' });
  const ismail = await id(`${c}/residents`, { name: 'İsmail Işık' });
  const posAccount = await id(`${c}/bank-accounts`, { name: 'POS Hesabı' });
  const bankAccount = await id(`${c}/bank-accounts`, { name: 'Ziraat Bankası Şişli' });
  const providerId = await id(`${c}/cluster-payment-providers`, {
    payment_provider_id: 1,
    pos_account_id: posAccount,
    bank_account_id: bankAccount,
    submerchant_id: '1234567890',
    is_active: true,
    is_default: true,
  });
  const collection = await postRecord(call, worker, `${c}/collections`, {
    house_id: house12,
    resident_id: ayse,
    bank_account_id: posAccount,
    amount: 1500,
    collected_on: '2024-03-10',
    description: 'Kredi kartı ile ödeme',
  });

  const base = { cluster_id: own.clusterId, cluster_payment_provider_id: providerId };
  // Ismail's monthly subscription charge, paid twice.
  const subscription = {
    ...base,
    house_id: house14,
    resident_id: ismail,
    user_card_id: 8,
    user_card_subscription_id: 3,
    is_subscription: 1,
    masked_cc_no: '5528 79** **** 9876',
    card_holder: 'İSMAİL IŞIK',
    amount: 80000,
    commission: 1600,
    status: 'success',
  } as const;
  const payments: NewCardPayment[] = [
    {
      ...base,
      house_id: house12,
      resident_id: ayse,
      user_card_id: 7,
      masked_cc_no: '4543 60** **** 1234',
      card_holder: 'MEHMET ÇELİK',
      amount: 150000,
      commission: 3000,
      status: 'success',
      provider_reference: 'IYZ-1001',
      collection_id: Number(collection.id),
      paid_at: '2024-03-10T09:15:00.000Z',
    },
    {
      ...base,
      house_id: house12,
      resident_id: ayse,
      user_card_id: 7,
      masked_cc_no: '4543 60** **** 1234',
      card_holder: 'AYŞE ÇELİK',
      amount: 150000,
      status: 'failed',
      error_message: 'Yetersiz bakiye',
      // Written with its offset by the provider; stored in UTC.
      paid_at: '2024-03-10T00:30:00+03:00',
    },
    { ...subscription, paid_at: '2024-02-05T08:00:00.000Z' },
    {
      ...base,
      house_id: house14,
      resident_id: ismail,
      masked_cc_no: '4111 11** **** 1111',
      card_holder: 'İSMAİL IŞIK',
      amount: 200000,
      commission: 4000,
      installment_count: 3,
      status: 'refunded',
      paid_at: '2024-01-20T12:00:00.000Z',
    },
    { ...subscription, paid_at: '2024-03-05T08:00:00.000Z' },
  ];
  const ids: number[] = [];
  for (const payment of payments) ids.push(await insertCardPayment(db, payment));
  const theirs = await insertCardPayment(db, {
    cluster_id: other.clusterId,
    masked_cc_no: '4543 60** **** 5555',
    card_holder: 'BAŞKA KİŞİ',
    amount: 99900,
    status: 'success',
    paid_at: '2024-03-01T10:00:00.000Z',
  });
  const [p1, p2, p3, p4, p5] = ids;
  return {
    ...tenants,
    call,
    house12,
    house14,
    ayse,
    ismail,
    posAccount,
    collection,
    p1,
    p2,
    p3,
    p4,
    p5,
    theirs,
    worker,
    outsider,
  };
}

describe.each(testDbKinds)('card payments on %s', (kind) => {
  const t = useTestApp(kind);
  let s: Awaited<ReturnType<typeof seed>>;
  let url: string;

  beforeAll(async () => {
    s = await seed(t.app, t.db);
    url = `/clusters/${s.own.clusterId}/card-payments`;
  });

  const get = (query: string, token = s.worker) => s.call(token, 'GET', `${url}?${query}`);
  const list = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: (body.data as Row[]).map((r) => r.id), meta: body.meta, rows: body.data as Row[] };
  };

  it('lists the newest payment first with house, resident, provider and card, summing successful ones', async () => {
    const { ids, meta, rows } = await list('');
    expect(ids).toEqual([s.p1, s.p2, s.p5, s.p3, s.p4]);
    expect(meta).toEqual({
      total: 5,
      current_page: 1,
      per_page: 20,
      last_page: 1,
      totals: { amount: 3100, commission: 62 },
    });
    expect(rows[0]).toMatchObject({
      id: s.p1,
      cluster_id: s.own.clusterId,
      house_id: s.house12,
      house_label: 'A Blok 12',
      resident_id: s.ayse,
      resident_name: 'Ayşe Çelik',
      payment_provider_id: 1,
      payment_provider_name: 'iyzico',
      masked_cc_no: '4543 60** **** 1234',
      card_holder: 'MEHMET ÇELİK',
      amount: 1500,
      commission: 30,
      installment_count: 1,
      status: 'success',
      is_subscription: false,
      paid_at: '2024-03-10T09:15:00.000Z',
    });
    expect(rows[0]).not.toHaveProperty('search');
    // The provider's local time is kept as the same instant in UTC.
    expect(rows[1]).toMatchObject({ status: 'failed', paid_at: '2024-03-09T21:30:00.000Z', commission: 0 });
    expect(rows[2]).toMatchObject({ is_subscription: true, user_card_subscription_id: 3, house_label: 'A Blok 14' });
  });

  it("filters by a card subscription or a saved card, as the subscription and card screens' links do", async () => {
    const subscription = await list('user_card_subscription_id=3&is_subscription=true');
    expect(subscription.ids).toEqual([s.p5, s.p3]);
    expect(subscription.meta.totals).toEqual({ amount: 1600, commission: 32 });

    const card = await list('user_card_id=7');
    expect(card.ids).toEqual([s.p1, s.p2]);
    // The failed attempt moved no money.
    expect(card.meta.totals).toEqual({ amount: 1500, commission: 30 });

    expect((await list('is_subscription=0')).ids).toEqual([s.p1, s.p2, s.p4]);
  });

  it('filters by status, house, resident and Turkish days of payment', async () => {
    const failed = await list('status=failed');
    expect(failed.ids).toEqual([s.p2]);
    expect(failed.meta.totals).toEqual({ amount: 0, commission: 0 });
    expect((await list('status[]=failed&status[]=refunded')).ids).toEqual([s.p2, s.p4]);
    // An emptied filter box filters nothing.
    expect((await list('status=&date_from=')).ids).toEqual([s.p1, s.p2, s.p5, s.p3, s.p4]);
    expect((await list(`house_id=${s.house14}`)).ids).toEqual([s.p5, s.p3, s.p4]);
    expect((await list(`resident_id=${s.ayse}`)).ids).toEqual([s.p1, s.p2]);

    // p2 was paid at 00:30 on 10.03 in Türkiye, which is still 09.03 in UTC.
    expect((await list('date_from=2024-03-10')).ids).toEqual([s.p1, s.p2]);
    expect((await list('date_to=2024-03-09')).ids).toEqual([s.p5, s.p3, s.p4]);
    const february = await list('date_from=2024-02-01&date_to=2024-03-05');
    expect(february.ids).toEqual([s.p5, s.p3]);
    expect(february.meta.totals).toEqual({ amount: 1600, commission: 32 });
  });

  it('searches the card holder, the masked card number and the resident, Turkish-aware', async () => {
    expect((await list('query=mehmet')).ids).toEqual([s.p1]);
    expect((await list('query=ÇELİK')).ids).toEqual([s.p1, s.p2]);
    expect((await list('query=9876')).ids).toEqual([s.p5, s.p3]);
    expect((await list('query=ismail ışık')).ids).toEqual([s.p5, s.p3, s.p4]);
    expect((await list('query=ayşe 1234')).ids).toEqual([s.p1, s.p2]);
  });

  it("finds payments by the house, resident, card and subscription columns' own searches, Turkish-aware", async () => {
    expect((await list(`house_label=${encodeURIComponent('A BLOK 14')}`)).ids).toEqual([s.p5, s.p3, s.p4]);
    expect((await list(`resident_name=${encodeURIComponent('AYŞE')}`)).ids).toEqual([s.p1, s.p2]);
    expect((await list(`resident_name=${encodeURIComponent('İSMAİL IŞIK')}`)).ids).toEqual([s.p5, s.p3, s.p4]);
    // The card's column finds its masked number and its holder's name.
    expect((await list(`masked_cc_no=${encodeURIComponent('MEHMET ÇELİK')}`)).ids).toEqual([s.p1]);
    expect((await list('masked_cc_no=1234&is_subscription=0')).ids).toEqual([s.p1, s.p2]);
    const unknown = await get('payment_provider_name=iyzico');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.payment_provider_name).toEqual(['Bu alana göre filtrelenemez: payment_provider_name']);
  });

  it('sorts by date, amount and status and pages with totals over the whole filtered list', async () => {
    expect((await list('order_by=paid_at&order=asc')).ids).toEqual([s.p4, s.p3, s.p5, s.p2, s.p1]);
    const byAmount = await list('order_by=amount&order=asc');
    expect(byAmount.rows.map((r) => [r.id, r.amount])).toEqual([
      [s.p3, 800],
      [s.p5, 800],
      [s.p1, 1500],
      [s.p2, 1500],
      [s.p4, 2000],
    ]);
    expect((await list('order_by=amount&order=desc')).ids).toEqual([s.p4, s.p2, s.p1, s.p5, s.p3]);
    const byStatus = await list('order_by=status');
    expect(byStatus.rows.map((r) => r.status)).toEqual(['failed', 'refunded', 'success', 'success', 'success']);

    const page = await list('per_page=2&page=2');
    expect(page.ids).toEqual([s.p5, s.p3]);
    expect(page.meta).toEqual({
      total: 5,
      current_page: 2,
      per_page: 2,
      last_page: 3,
      totals: { amount: 3100, commission: 62 },
    });
  });

  it('refuses a sort, a filter or a value it does not know with a 422', async () => {
    const sort = await get('order_by=card_holder');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors.order_by).toEqual(['Bu alana göre sıralanamaz: card_holder']);
    expect((await get('order_by=search')).statusCode).toBe(422);
    const filter = await get('commission=30');
    expect(filter.statusCode).toBe(422);
    expect(filter.json().errors).toHaveProperty('commission');
    const status = await get('status=paid');
    expect(status.statusCode).toBe(422);
    expect(status.json().errors.status).toEqual(['Geçerli bir seçim yapın.']);
    for (const query of ['date_from=10.03.2024', 'date_to=2024-13-01']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[query.split('=')[0]]).toEqual(['Geçerli bir tarih girin']);
    }
  });

  it("lists through /card-payments over the caller's own complexes only", async () => {
    const all = await s.call(s.worker, 'GET', '/card-payments');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((r: Row) => r.id)).toEqual([s.p1, s.p2, s.p5, s.p3, s.p4]);
    const one = await s.call(s.worker, 'GET', `/card-payments?cluster_id=${s.own.clusterId}&user_card_id=8`);
    expect(one.json().data.map((r: Row) => r.id)).toEqual([s.p5, s.p3]);

    const theirs = await s.call(s.outsider, 'GET', '/card-payments');
    expect(theirs.json().data.map((r: Row) => r.id)).toEqual([s.theirs]);
    expect(theirs.json().meta.totals).toEqual({ amount: 999, commission: 0 });
  });

  it('shows one payment with its house, resident, provider and the collection it became', async () => {
    const res = await s.call(s.worker, 'GET', `/card-payments/${s.p1}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: s.p1,
      house_label: 'A Blok 12',
      resident_name: 'Ayşe Çelik',
      payment_provider_name: 'iyzico',
      masked_cc_no: '4543 60** **** 1234',
      card_holder: 'MEHMET ÇELİK',
      amount: 1500,
      commission: 30,
      status: 'success',
      provider_reference: 'IYZ-1001',
      user_card_id: 7,
      is_subscription: false,
      collection_id: s.collection.id,
      collection: {
        id: s.collection.id,
        collected_on: '2024-03-10',
        receipt_no: s.collection.receipt_no,
        amount: 1500,
      },
    });
    expect(data.collection.receipt_no).toEqual(expect.any(Number));
    // The screen's 'Makbuz' button opens this receipt.
    const receipt = await s.call(s.worker, 'GET', `/collections/${data.collection_id}/receipt`);
    expect(receipt.statusCode).toBe(200);

    const failed = (await s.call(s.worker, 'GET', `/card-payments/${s.p2}`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', error_message: 'Yetersiz bakiye', collection: null });
  });

  it("is a 404 for another company's worker, on the list and on one payment", async () => {
    for (const path of [url, `/card-payments?cluster_id=${s.own.clusterId}`, `/card-payments/${s.p1}`]) {
      const res = await s.call(s.outsider, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await s.call(s.worker, 'GET', `/card-payments/${s.theirs}`)).statusCode).toBe(404);
    expect((await s.call(s.worker, 'GET', '/card-payments/999999')).statusCode).toBe(404);
  });

  it('exports the whole filtered list to XLSX, dates on Turkish time', async () => {
    const sheet = await exportedSheet(t.app, await get('status=success&per_page=1&export=1&export_type=xlsx'));
    const values = (n: number) => rowValues(sheet, n);
    expect(values(1)).toEqual([
      'Tarih',
      'Bağımsız Bölüm',
      'Sakin',
      'Ödeme Sağlayıcı',
      'Kart',
      'Kart Sahibi',
      'Tutar',
      'Komisyon',
      'Taksit',
      'Durum',
      'Abonelik',
      'Referans No',
    ]);
    expect(sheet.rowCount).toBe(4);
    // 09:15 UTC is 12:15 in Türkiye; date cells hold the wall-clock time.
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2024, 2, 10, 12, 15)));
    expect(values(2).slice(1)).toEqual([
      'A Blok 12',
      'Ayşe Çelik',
      'iyzico',
      '4543 60** **** 1234',
      'MEHMET ÇELİK',
      1500,
      30,
      1,
      'Başarılı',
      'Hayır',
      'IYZ-1001',
    ]);
    expect(values(3).slice(1, 11)).toEqual([
      'A Blok 14',
      'İsmail Işık',
      'iyzico',
      '5528 79** **** 9876',
      'İSMAİL IŞIK',
      800,
      16,
      1,
      'Başarılı',
      'Evet',
    ]);
    expect(sheet.getRow(4).getCell(1).value).toEqual(new Date(Date.UTC(2024, 1, 5, 11, 0)));
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('#,##0.00 ₺');
  });

  it('keeps the payment when its collection is taken back, without the link', async () => {
    const res = await s.call(s.worker, 'DELETE', `/collections/${s.collection.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = (await s.call(s.worker, 'GET', `/card-payments/${s.p1}`)).json().data;
    expect(data).toMatchObject({ id: s.p1, status: 'success', amount: 1500, collection_id: null, collection: null });
  });

  it('refuses a status the table does not know', async () => {
    await expect(
      insertCardPayment(t.db, {
        cluster_id: s.own.clusterId,
        masked_cc_no: '4543 60** **** 1234',
        amount: 100,
        status: 'pending' as 'success',
        paid_at: '2024-03-01T10:00:00.000Z',
      }),
    ).rejects.toThrow();
  });
});
