import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { createBankAccount } from '../../../test/accountingFixtures';
import { createCompanyWithCluster } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import { nextBusinessDay } from './payoutCheck.match';

type Row = Record<string, unknown>;
const at = (iso: string) => ({ created_at: iso, updated_at: iso });

async function provider(db: Db, clusterId: number, paymentProviderId: number) {
  const pos = await createBankAccount(db, clusterId, 'POS Hesabı');
  const bank = await createBankAccount(db, clusterId, 'Ziraat Bankası');
  const row = await db
    .insertInto('cluster_payment_providers')
    .values({
      ...at('2026-01-01T00:00:00.000Z'),
      cluster_id: clusterId,
      payment_provider_id: paymentProviderId,
      pos_account_id: pos,
      bank_account_id: bank,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, pos, bank };
}

/**
 * Lale (iyzico) takes 1000 + 500 TL on Monday 02.03.2026 (one at 00:30 Turkish time, still Sunday in UTC),
 * paid out exactly on Tuesday; 2000 TL on Friday 06.03, paid out 10 TL short on Monday; 300 TL on 10.03 never
 * paid out; iyzico also sends 50 TL with no payment behind it, and a resident's transfer lands on the same
 * account. Menekşe (Param) takes 100 TL on 05.03, paid out exactly on its POS account on 06.03.
 */
async function seed(db: Db) {
  const lale = await createCompanyWithCluster(db, 'Lale');
  const menekse = await createCompanyWithCluster(db, 'Menekşe');
  const iyzico = await provider(db, lale.clusterId, 1);
  const param = await provider(db, menekse.clusterId, 2);
  const pay = (
    clusterId: number,
    providerId: number,
    paidAt: string,
    amount: number,
    commission: number,
    status = 'success',
  ) =>
    db
      .insertInto('card_payments')
      .values({
        ...at(paidAt),
        cluster_id: clusterId,
        cluster_payment_provider_id: providerId,
        masked_cc_no: '5528 79** **** 9876',
        amount,
        commission,
        status,
        paid_at: paidAt,
      })
      .execute();
  await pay(lale.clusterId, iyzico.id, '2026-03-01T21:30:00.000Z', 100000, 2000);
  await pay(lale.clusterId, iyzico.id, '2026-03-02T10:00:00.000Z', 50000, 1000);
  await pay(lale.clusterId, iyzico.id, '2026-03-02T11:00:00.000Z', 70000, 1400, 'failed');
  await pay(lale.clusterId, iyzico.id, '2026-03-06T12:00:00.000Z', 200000, 4000);
  await pay(lale.clusterId, iyzico.id, '2026-03-10T12:00:00.000Z', 30000, 600);
  await pay(menekse.clusterId, param.id, '2026-03-05T12:00:00.000Z', 10000, 200);

  let ref = 0;
  const line = (
    clusterId: number,
    accountId: number,
    on: string,
    amount: number,
    sender: string,
    description: string,
  ) =>
    db
      .insertInto('bank_activities')
      .values({
        ...at(`${on}T08:00:00.000Z`),
        cluster_id: clusterId,
        bank_account_id: accountId,
        reference_no: `R${++ref}`,
        activity_on: on,
        amount,
        sender_name: sender,
        description,
        search: foldTurkish(`${sender} ${description}`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const exact = await line(lale.clusterId, iyzico.bank, '2026-03-03', 147000, 'IYZI PAYMENT', 'ÜYE İŞYERİ ÖDEMESİ');
  const extra = await line(lale.clusterId, iyzico.bank, '2026-03-04', 5000, 'İYZİCO ÖDEME', 'iyzico hakediş');
  await line(lale.clusterId, iyzico.bank, '2026-03-09', 50000, 'Ahmet Yılmaz', 'Mart aidatı');
  const short = await line(lale.clusterId, iyzico.bank, '2026-03-09', 195000, 'IYZICO ODEME', 'HAKEDIS 06.03');
  const paramLine = await line(menekse.clusterId, param.pos, '2026-03-06', 9800, 'PARAM', 'Param aktarım');
  return {
    lale,
    menekse,
    iyzico,
    param,
    lines: { exact: exact.id, extra: extra.id, short: short.id, paramLine: paramLine.id },
  };
}

describe.each(testDbKinds)('super administrator › payout check on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let s: Awaited<ReturnType<typeof seed>>;
  let manager: string;
  const check = async (query: string, token = t.admin) =>
    t.call(token, 'GET', `/api-super-admin/payout-check?${query}`);

  beforeAll(async () => {
    s = await seed(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  it('sets each day’s card payments against the provider’s payout: exact, short, missing and unexpected', async () => {
    const res = await check(`date_from=2026-03-02&date_to=2026-03-10&cluster_id=${s.lale.clusterId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Row[]; meta: Row };
    const pick = (r: Row) => [
      r.paid_on,
      r.payout_on,
      r.payment_count,
      r.amount,
      r.commission,
      r.expected,
      r.paid_out,
      r.difference,
      r.status,
    ];
    expect(data.map(pick)).toEqual([
      ['2026-03-02', '2026-03-03', 2, 1500, 30, 1470, 1470, 0, 'matched'],
      [null, '2026-03-04', 0, 0, 0, 0, 50, 50, 'over'],
      ['2026-03-06', '2026-03-09', 1, 2000, 40, 1960, 1950, -10, 'short'],
      ['2026-03-10', '2026-03-11', 1, 300, 6, 294, 0, -294, 'short'],
    ]);
    expect(data.map((r) => r.bank_activity_ids)).toEqual([[s.lines.exact], [s.lines.extra], [s.lines.short], []]);
    expect(data[0]).toMatchObject({
      cluster_name: 'Lale Sitesi',
      payment_provider_name: 'iyzico',
      bank_account_id: s.iyzico.bank,
      bank_account_name: 'Ziraat Bankası',
      paid_out_on: '2026-03-03',
    });
    expect(meta).toEqual({
      totals: { amount: 3800, commission: 76, expected: 3724, paid_out: 3470, difference: -254 },
      counts: { matched: 1, short: 2, over: 1, pending: 0 },
    });
  });

  it('covers every complex without a filter, a payout on the POS account included', async () => {
    const res = await check('date_from=2026-03-02&date_to=2026-03-10');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: Row[] }).data;
    const menekse = rows.filter((r) => r.cluster_id === s.menekse.clusterId);
    expect(menekse).toEqual([
      expect.objectContaining({
        payment_provider_name: 'Param',
        payout_on: '2026-03-06',
        expected: 98,
        paid_out: 98,
        status: 'matched',
        bank_activity_ids: [s.lines.paramLine],
      }),
    ]);
    expect(rows.filter((r) => r.cluster_id === s.lale.clusterId)).toHaveLength(4);
  });

  it('waits for a payout whose day has not come', async () => {
    await t.db
      .insertInto('card_payments')
      .values({
        ...at(new Date().toISOString()),
        cluster_id: s.lale.clusterId,
        cluster_payment_provider_id: s.iyzico.id,
        masked_cc_no: '5528 79** **** 9876',
        amount: 12345,
        commission: 245,
        status: 'success',
        paid_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const res = await check(`date_from=${today}&date_to=${today}&cluster_id=${s.lale.clusterId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json() as { data: Row[]; meta: { counts: Row } };
    expect(data).toEqual([
      expect.objectContaining({ expected: 121, paid_out: 0, status: 'pending', payout_on: nextBusinessDay(today) }),
    ]);
    expect(meta.counts).toMatchObject({ pending: 1 });
  });

  it('exports the check as a file', async () => {
    const res = await check(
      `date_from=2026-03-02&date_to=2026-03-10&cluster_id=${s.lale.clusterId}&export=1&export_type=xlsx`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(/^\/api\/files\/.+\.xlsx$/);
  });

  it('refuses a bad period or complex in Turkish, and a manager', async () => {
    const expect422 = async (query: string, field: string, message: string) => {
      const res = await check(query);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await expect422('date_to=2026-03-10', 'date_from', 'Tarih aralığı seçin.');
    await expect422('date_from=2026-02-30&date_to=2026-03-10', 'date_from', 'Geçerli bir tarih girin');
    await expect422(
      'date_from=2026-03-10&date_to=2026-03-01',
      'date_to',
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    );
    await expect422('date_from=2024-01-01&date_to=2026-03-01', 'date_to', 'Tarih aralığı en fazla 366 gün olabilir.');
    await expect422(
      'date_from=2026-03-01&date_to=2026-03-10&cluster_id=999999',
      'cluster_id',
      'Seçilen site bulunamadı.',
    );
    await expect422('date_from=2026-03-01&date_to=2026-03-10&cluster_id=x', 'cluster_id', 'Seçilen site bulunamadı.');
    const denied = await check('date_from=2026-03-02&date_to=2026-03-10', manager);
    expect(denied.statusCode).toBe(403);
  });
});
