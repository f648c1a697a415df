import { beforeAll, describe, expect, it } from 'vitest';
import { insertDebts } from '../../../accounting/debts';
import { createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { runSenderOnce } from './sender';
import { addSmsProvider } from './senderFixtures';
import { createSmsDouble } from './smsDouble';

const sms = (recipients: Json = { audience: 'all' }, extra: Json = {}) => ({
  channel_id: 1,
  body: 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} borcunuz {{bakiye}}.',
  recipients,
  ...extra,
});

describe.each(testDbKinds)('notification batches on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/batch-notifications' });
  const ids: Record<string, number> = {};
  const preview = (recipients: Json, extra: Json = {}) =>
    t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches/preview`, sms(recipients, extra));
  const names = async (recipients: Json) => {
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, sms(recipients));
    expect(res.statusCode, res.body).toBe(201);
    const list = await t.call(t.worker, 'GET', `/notifications?batch_id=${res.json().data.id}&per_page=100`);
    return (list.json().data as { resident_name: string }[]).map((n) => n.resident_name).sort();
  };

  beforeAll(async () => {
    const { db, own } = t;
    // Houses 1-4 in block A: owners Malik 1-4 (1 and 4 live elsewhere, with renters Kiracı 1 and 4).
    const houses = await createHousesWithOwners(db, own.clusterId, own.blockId, 4);
    const blockB = await db
      .insertInto('blocks')
      .values({ cluster_id: own.clusterId, name: 'B Blok', created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [inB] = await createHousesWithOwners(db, own.clusterId, blockB.id, 1);
    await db
      .updateTable('residents')
      .set({ name: 'Bora Bey', name_sort: 'bora bey' })
      .where('id', '=', inB.ownerId)
      .execute();
    await db
      .updateTable('residents')
      .set({ name: 'Berk Kiracı', name_sort: 'berk kiraci' })
      .where('id', '=', inB.renterId as number)
      .execute();
    ids.blockB = blockB.id;
    ids.malik1 = houses[0].ownerId;
    ids.malik2 = houses[1].ownerId;
    ids.malik3 = houses[2].ownerId;
    await db
      .updateTable('residents')
      .set({ phone: '+905320000001', email: 'sakin@example.com' })
      .where('cluster_id', '=', own.clusterId)
      .execute();
    // Malik 2 has no phone.
    await db.updateTable('residents').set({ phone: null }).where('id', '=', ids.malik2).execute();
    // Malik 3 owes 500 TL, due long ago; Malik 2 owes 100 TL due in the future.
    const incomeType = await incomeTypeId(db);
    const debt = (residentId: number, house: number, amount: number, dueOn: string) => ({
      houseId: house,
      residentId,
      incomeTypeId: incomeType,
      kind: 'assessment' as const,
      period: '2026-01',
      amount,
      dueOn,
      description: null,
    });
    await insertDebts(db, {
      clusterId: own.clusterId,
      kind: 'assessment',
      occurredOn: '2026-01-01',
      description: null,
      createdBy: null,
      debts: [
        debt(ids.malik3, houses[2].id, 50_000, '2026-01-10'),
        debt(ids.malik2, houses[1].id, 10_000, '2099-01-10'),
      ],
    });
    // Malik 1 has an open enforcement case.
    await db
      .insertInto('enforcements')
      .values({
        cluster_id: own.clusterId,
        resident_id: ids.malik1,
        issued_on: '2026-01-01',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
  });

  it("refuses an SMS batch without the complex's SMS provider, in Turkish", async () => {
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, sms());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu site için tanımlı bir SMS sağlayıcısı yok.');
    expect(await t.db.selectFrom('notification_batches').select('id').execute()).toEqual([]);
  });

  it('previews the count, those without a phone and why, the segments and a low-balance warning', async () => {
    await t.db
      .updateTable('companies')
      .set({ sms_balance: 8, notification_min_balance: 5 })
      .where('id', '=', t.own.companyId)
      .execute();
    const res = await preview({ audience: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Eight residents, Malik 2 without a phone; each message one Turkish-shift segment.
    expect(data.recipient_count).toBe(7);
    expect(data.skipped).toEqual([
      { resident_id: ids.malik2, resident_name: 'Malik 2', reason: 'Telefon numarası yok.' },
    ]);
    expect(data.segments).toBe(7);
    expect(data.estimated_credits).toBe(7);
    expect(data.sms_balance).toBe(8);
    expect(data.warnings).toEqual(['Gönderimden sonra SMS bakiyesi (1) bildirim alt sınırının (5) altına düşecek.']);
    // E-mail needs an address, not a phone: nobody is left out.
    const email = await preview({ audience: 'all' }, { channel_id: 2, subject: '{{site_adi}} duyuru' });
    expect(email.json().data).toMatchObject({ recipient_count: 8, skipped: [], segments: 0 });
  });

  it('chooses recipients by owners, occupants, block, debt, lateness, enforcement and by hand', async () => {
    await addSmsProvider(t.db, t.own.clusterId);
    expect(await names({ audience: 'owners' })).toEqual(['Bora Bey', 'Malik 1', 'Malik 3', 'Malik 4']);
    expect(await names({ audience: 'occupants' })).toEqual(['Berk Kiracı', 'Kiracı 1', 'Kiracı 4', 'Malik 3']);
    expect(await names({ block_ids: [ids.blockB] })).toEqual(['Berk Kiracı', 'Bora Bey']);
    expect(await names({ min_debt: 200 })).toEqual(['Malik 3']);
    expect(await names({ late_days: 30 })).toEqual(['Malik 3']);
    expect(await names({ enforcement: 'with' })).toEqual(['Malik 1']);
    expect((await names({ enforcement: 'without' })).includes('Malik 1')).toBe(false);
    expect(await names({ resident_ids: [ids.malik1, ids.malik3] })).toEqual(['Malik 1', 'Malik 3']);
    // Nobody chosen: nothing to create.
    const none = await t.call(
      t.worker,
      'POST',
      `/clusters/${t.own.clusterId}/notification-batches`,
      sms({ resident_ids: [ids.malik2] }),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.recipients).toEqual(['Bu seçimle bildirim gönderilecek sakin yok.']);
  });

  it('creates a batch with each text filled in, sends it in the background and shows its progress', async () => {
    const res = await t.call(
      t.worker,
      'POST',
      `/clusters/${t.own.clusterId}/notification-batches`,
      sms({ resident_ids: [ids.malik3] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    expect(batch).toMatchObject({ status: 'sending', total_count: 1, queued_count: 1, sent_count: 0 });
    const double = createSmsDouble();
    await runSenderOnce(
      t.db,
      { smsProviderFor: () => double.provider, mailer: null },
      { processId: 'test', limit: 1000 },
    );
    const message = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('batch_id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(double.sent.find((m) => m.ref === String(message.id))?.text).toBe(
      'Sayın Malik 3, A Blok 3 borcunuz 500,00 TL.',
    );
    const shown = await t.call(t.worker, 'GET', `/notification-batches/${batch.id}`);
    expect(shown.json().data).toMatchObject({
      status: 'done',
      total_count: 1,
      queued_count: 0,
      sent_count: 1,
      failed_count: 0,
    });
    const list = await t.call(t.worker, 'GET', `/notifications?batch_id=${batch.id}`);
    expect(list.json().data[0]).toMatchObject({
      resident_name: 'Malik 3',
      status: 'sent',
      is_read: false,
      cluster_name: 'Kardelen Sitesi',
      text: 'Sayın Malik 3, A Blok 3 borcunuz 500,00 TL.',
    });
    expect(list.json().data[0].provider_message_id).toMatch(/^M/);
    const batches = await t.call(t.worker, 'GET', '/notification-batches?status=done');
    expect(batches.json().data.map((b: Json) => b.id)).toContain(batch.id);
  });

  it('cuts the listed text at 100 characters and exports the list', async () => {
    const long = 'Uzun duyuru metni. '.repeat(10);
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, {
      channel_id: 3,
      body: long,
      recipients: { resident_ids: [ids.malik1] },
    });
    const list = await t.call(t.worker, 'GET', `/notifications?batch_id=${res.json().data.id}`);
    expect(list.json().data[0].text).toBe(`${long.slice(0, 100)}…`);
    const file = await t.call(t.worker, 'GET', '/notifications?export=1&export_type=xlsx');
    expect(file.statusCode).toBe(200);
    expect(file.json().data.url).toMatch(/^\/api\/files\//);
  });

  it('filters the batch list by Turkish days and status; an unknown status is a 422', async () => {
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, {
      channel_id: 3,
      body: 'Bahçe sulama saatleri değişti.',
      recipients: { resident_ids: [ids.malik1] },
    });
    const id = res.json().data.id;
    // 23:30 UTC is already the next day in Türkiye.
    await t.db
      .updateTable('notification_batches')
      .set({ created_at: '2026-03-10T23:30:00.000Z' })
      .where('id', '=', id)
      .execute();
    const listed = async (query: string) =>
      (await t.call(t.worker, 'GET', `/notification-batches?${query}`)).json().data.map((b: Json) => b.id);
    expect(await listed('date_from=2026-03-11&date_to=2026-03-11')).toContain(id);
    expect(await listed('date_from=2026-03-10&date_to=2026-03-10')).not.toContain(id);
    expect(await listed(`date_to=2026-03-11&status=${res.json().data.status}`)).toContain(id);
    const wrong = await t.call(t.worker, 'GET', '/notification-batches?status=gonderildi');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.status).toEqual(['Geçerli bir seçim yapın.']);
  });

  it('a scheduled batch waits for its time; a cancelled one sends nothing', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await t.call(
      t.worker,
      'POST',
      `/clusters/${t.own.clusterId}/notification-batches`,
      sms({ audience: 'owners' }, { scheduled_at: later }),
    );
    const batch = res.json().data;
    expect(batch).toMatchObject({ status: 'scheduled', total_count: 4 });
    const double = createSmsDouble();
    const deps = { smsProviderFor: () => double.provider, mailer: null };
    await runSenderOnce(t.db, deps, { processId: 'test', limit: 1000 });
    expect(double.sent).toHaveLength(0);
    const cancelled = await t.call(t.worker, 'POST', `/notification-batches/${batch.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelled_count: 4, queued_count: 0 });
    // Past its time, still nothing goes out.
    await runSenderOnce(t.db, { ...deps, now: () => new Date(Date.now() + 2 * 86_400_000) }, { processId: 'test' });
    expect(double.sent).toHaveLength(0);
    const again = await t.call(t.worker, 'POST', `/notification-batches/${batch.id}/cancel`);
    expect(again.statusCode).toBe(422);
  });

  it('a read-only worker reads but may not send (403); another company sees none of it (404)', async () => {
    const [batch] = (await t.call(t.worker, 'GET', '/notification-batches')).json().data as Json[];
    expect((await t.call(t.readOnly, 'GET', `/notification-batches/${batch.id}`)).statusCode).toBe(200);
    expect(
      (await t.call(t.readOnly, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, sms())).statusCode,
    ).toBe(403);
    expect((await t.call(t.readOnly, 'POST', `/notification-batches/${batch.id}/cancel`)).statusCode).toBe(403);
    expect((await t.call(t.outsider, 'GET', `/notification-batches/${batch.id}`)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'POST', `/notification-batches/${batch.id}/cancel`)).statusCode).toBe(404);
    expect(
      (await t.call(t.outsider, 'POST', `/clusters/${t.own.clusterId}/notification-batches/preview`, sms())).statusCode,
    ).toBe(404);
    expect((await t.call(t.outsider, 'GET', '/notification-batches')).json().data).toEqual([]);
    expect((await t.call(t.outsider, 'GET', '/notifications')).json().data).toEqual([]);
  });
});
