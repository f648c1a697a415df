import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsTable } from '../../../db/types';
import { createHousesWithOwners } from '../../../test/accountingFixtures';
import { actionLogsOf, type Json, listIds, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { runSenderOnce } from './sender';
import { addSmsProvider } from './senderFixtures';
import { createSmsDouble } from './smsDouble';

const LONG = 'Değerli sakinimiz, yarın 09.00-17.00 arası A Blok asansör bakımı yapılacaktır. '.repeat(3);

describe.each(testDbKinds)('sent and user notifications on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/sended-notifications' });
  const ids: Record<string, number> = {};

  /** A message of a complex as the sender leaves it, written straight into the table. */
  const addMessage = async (values: Partial<Insertable<NotificationsTable>>) => {
    const row = await t.db
      .insertInto('notifications')
      .values({
        cluster_id: t.own.clusterId,
        channel_id: 1,
        to_address: '+905320000001',
        body: 'Aidat hatırlatması.',
        next_attempt_at: '2026-03-01T07:00:00.000Z',
        created_at: '2026-03-01T07:00:00.000Z',
        updated_at: '2026-03-01T07:00:00.000Z',
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const show = async (id: number, token = t.worker) => (await t.call(token, 'GET', `/notifications/${id}`)).json().data;

  beforeAll(async () => {
    const [house] = await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 1);
    ids.resident = house.ownerId;
    ids.house = house.id;
    const batch = await t.db
      .insertInto('notification_batches')
      .values({
        cluster_id: t.own.clusterId,
        channel_id: 1,
        body: LONG,
        status: 'done',
        total_count: 1,
        created_at: '2026-03-01T07:00:00.000Z',
        updated_at: '2026-03-01T07:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.batch = batch.id;
    ids.delivered = await addMessage({
      batch_id: batch.id,
      resident_id: house.ownerId,
      house_id: house.id,
      body: LONG,
      segments: 2,
      status: 'delivered',
      provider_message_id: 'G-77:905320000001',
      delivery_report: '1-İletildi',
      attempts: 1,
      sent_at: '2026-03-01T07:00:05.000Z',
      delivered_at: '2026-03-01T07:00:09.000Z',
    });
    ids.failed = await addMessage({
      batch_id: batch.id,
      resident_id: house.ownerId,
      house_id: house.id,
      body: 'Sayın Malik 1, borcunuz 500,00 TL.',
      status: 'failed',
      attempts: 5,
      last_error: 'HTTP 503',
      // 23:30 on 1 March in UTC is already 2 March in Türkiye.
      created_at: '2026-03-01T23:30:00.000Z',
    });
    ids.email = await addMessage({
      channel_id: 2,
      to_address: 'sakin@example.com',
      subject: 'Genel kurul',
      resident_id: house.ownerId,
      status: 'cancelled',
      created_at: '2026-03-05T10:00:00.000Z',
    });
    ids.app = await addMessage({
      channel_id: 3,
      to_address: `resident:${house.ownerId}`,
      resident_id: house.ownerId,
      body: 'Uygulamadan duyuru.',
      status: 'sent',
      sent_at: '2026-03-06T10:00:00.000Z',
      created_at: '2026-03-06T10:00:00.000Z',
    });
    ids.appRead = await addMessage({
      channel_id: 3,
      to_address: `resident:${house.ownerId}`,
      resident_id: house.ownerId,
      body: 'Okunmuş duyuru.',
      status: 'sent',
      read_at: '2026-03-07T08:00:00.000Z',
      created_at: '2026-03-07T07:00:00.000Z',
    });
    const [theirHouse] = await createHousesWithOwners(t.db, t.other.clusterId, t.other.blockId, 1);
    ids.theirs = await addMessage({
      cluster_id: t.other.clusterId,
      resident_id: theirHouse.ownerId,
      status: 'failed',
    });
  });

  it('lists the sent (SMS and e-mail) and the user (in-app) notifications apart, newest first', async () => {
    const sent = await t.call(t.worker, 'GET', '/notifications?channel_id[]=1&channel_id[]=2');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.map((n: Json) => n.id)).toEqual([ids.email, ids.failed, ids.delivered]);
    const user = await t.call(t.worker, 'GET', '/notifications?channel_id[]=3');
    expect(user.json().data.map((n: Json) => [n.id, n.is_read])).toEqual([
      [ids.appRead, true],
      [ids.app, false],
    ]);
    expect(user.json().data[0]).toMatchObject({ read_at: '2026-03-07T08:00:00.000Z', resident_name: 'Malik 1' });
    // The list cuts the text at 100 characters.
    const delivered = (sent.json().data as Json[]).find((n) => n.id === ids.delivered);
    expect(delivered?.text).toBe(`${LONG.slice(0, 100)}…`);
  });

  it('filters by status, read, active, batch, resident and Turkish days; an unknown status is a 422', async () => {
    expect(await listIds(t.call, t.worker, '/notifications?status=failed')).toEqual([ids.failed]);
    expect(await listIds(t.call, t.worker, '/notifications?status[]=failed&status[]=cancelled')).toEqual([
      ids.email,
      ids.failed,
    ]);
    expect(await listIds(t.call, t.worker, '/notifications?channel_id=3&is_read=0')).toEqual([ids.app]);
    expect(await listIds(t.call, t.worker, `/notifications?batch_id=${ids.batch}`)).toEqual([
      ids.failed,
      ids.delivered,
    ]);
    expect((await listIds(t.call, t.worker, `/notifications?resident_id=${ids.resident}`)).length).toBe(5);
    // The failed SMS was created at 02:30 on 2 March in Türkiye.
    expect(await listIds(t.call, t.worker, '/notifications?date_from=2026-03-02&date_to=2026-03-02')).toEqual([
      ids.failed,
    ]);
    expect(await listIds(t.call, t.worker, '/notifications?date_to=2026-03-01')).toEqual([ids.delivered]);
    const bad = await t.call(t.worker, 'GET', '/notifications?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Geçerli bir seçim yapın.']);
  });

  it("never lists another company's messages, even when asked for their complex", async () => {
    expect(await listIds(t.call, t.worker, '/notifications')).not.toContain(ids.theirs);
    expect(await listIds(t.call, t.outsider, '/notifications')).toEqual([ids.theirs]);
    expect(await listIds(t.call, t.worker, `/notifications?cluster_id=${t.other.clusterId}`)).toEqual([]);
  });

  it('shows one message whole: full text, address, house, batch, provider id and delivery report', async () => {
    const res = await t.call(t.readOnly, 'GET', `/notifications/${ids.delivered}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      body: LONG,
      to_address: '+905320000001',
      channel_id: 1,
      status: 'delivered',
      provider_message_id: 'G-77:905320000001',
      delivery_status: 'delivered',
      delivery_report: '1-İletildi',
      delivered_at: '2026-03-01T07:00:09.000Z',
      sent_at: '2026-03-01T07:00:05.000Z',
      attempts: 1,
      segments: 2,
      resident_name: 'Malik 1',
      house_label: 'A Blok 1',
      batch_id: ids.batch,
      batch_status: 'done',
      cluster_name: 'Kardelen Sitesi',
      is_read: false,
      is_active: true,
      can_resend: false,
    });
    expect(await show(ids.failed)).toMatchObject({
      last_error: 'HTTP 503',
      attempts: 5,
      can_resend: true,
      delivery_status: null,
    });
    expect(await show(ids.email)).toMatchObject({ subject: 'Genel kurul', delivery_status: null });
    expect((await t.call(t.outsider, 'GET', `/notifications/${ids.delivered}`)).statusCode).toBe(404);
    expect((await t.call(t.worker, 'GET', `/notifications/${ids.theirs}`)).statusCode).toBe(404);
  });

  it('marks a message read (now) and unread, hides it, and changes nothing else', async () => {
    const before = Date.now();
    const read = await t.call(t.worker, 'PUT', `/notifications/${ids.app}`, {
      is_read: true,
      body: 'Başka metin',
      status: 'failed',
      to_address: 'x',
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ is_read: true, body: 'Uygulamadan duyuru.', status: 'sent' });
    expect(Date.parse(read.json().data.read_at)).toBeGreaterThanOrEqual(before - 1000);
    // Read again: the time it was first read stays.
    const again = await t.call(t.worker, 'PUT', `/notifications/${ids.app}`, { is_read: true });
    expect(again.json().data.read_at).toBe(read.json().data.read_at);
    expect(await listIds(t.call, t.worker, '/notifications?channel_id=3&is_read=0')).toEqual([]);

    const unread = await t.call(t.worker, 'PUT', `/notifications/${ids.app}`, { is_read: false, is_active: false });
    expect(unread.json().data).toMatchObject({ is_read: false, read_at: null, is_active: false });
    expect(await listIds(t.call, t.worker, '/notifications?channel_id=3&is_active=0')).toEqual([ids.app]);
    const logs = await actionLogsOf(t.call, t.worker, 'notification', ids.app);
    expect(logs.map((l) => l.action_type_id)).toEqual([2, 2]);
    expect(logs[0].page_url).toBe('/communication/sended-notifications');

    const bad = await t.call(t.worker, 'PUT', `/notifications/${ids.app}`, { is_active: 'belki' });
    expect(bad.statusCode).toBe(422);
  });

  it('a read-only worker may look but not change (403); another company gets a 404', async () => {
    expect((await t.call(t.readOnly, 'PUT', `/notifications/${ids.email}`, { is_active: false })).statusCode).toBe(403);
    expect((await t.call(t.readOnly, 'POST', `/notifications/${ids.failed}/resend`)).statusCode).toBe(403);
    for (const [method, url] of [
      ['PUT', `/notifications/${ids.email}`],
      ['POST', `/notifications/${ids.failed}/resend`],
    ] as const) {
      const res = await t.call(t.outsider, method, url, method === 'PUT' ? { is_active: false } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await show(ids.email)).toMatchObject({ is_active: true, status: 'cancelled' });
    expect(await listIds(t.call, t.worker, `/notifications?batch_id=${ids.batch}`)).toHaveLength(2);
  });

  it('sends a failed or cancelled message again as a new queued copy, and nothing else', async () => {
    const refused = await t.call(t.worker, 'POST', `/notifications/${ids.delivered}/resend`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Yalnızca başarısız veya iptal edilmiş bildirim yeniden gönderilebilir.');
    // An SMS needs the complex's provider, or the copy would only fail again.
    const noProvider = await t.call(t.worker, 'POST', `/notifications/${ids.failed}/resend`);
    expect(noProvider.statusCode).toBe(422);
    expect(noProvider.json().message).toBe('Bu site için tanımlı bir SMS sağlayıcısı yok.');
    await addSmsProvider(t.db, t.own.clusterId);

    const res = await t.call(t.worker, 'POST', `/notifications/${ids.failed}/resend`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data;
    expect(copy.id).not.toBe(ids.failed);
    expect(copy).toMatchObject({
      status: 'queued',
      batch_id: ids.batch,
      resident_id: ids.resident,
      house_id: ids.house,
      cluster_id: t.own.clusterId,
      channel_id: 1,
      to_address: '+905320000001',
      body: 'Sayın Malik 1, borcunuz 500,00 TL.',
      attempts: 0,
      last_error: null,
      provider_message_id: null,
    });
    expect(Math.abs(Date.parse(copy.next_attempt_at) - Date.now())).toBeLessThan(60_000);
    // The failed one stays as the record of what went wrong.
    expect(await show(ids.failed)).toMatchObject({ status: 'failed', last_error: 'HTTP 503' });
    // It goes again once: the original offers no second resend, and a second press makes no second copy.
    expect(await show(ids.failed)).toMatchObject({ can_resend: false });
    const again = await t.call(t.worker, 'POST', `/notifications/${ids.failed}/resend`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Bu bildirim zaten yeniden gönderildi.');
    // Its batch counts the copy and sends again until it is out.
    const batchNow = async () => (await t.call(t.worker, 'GET', `/notification-batches/${ids.batch}`)).json().data;
    const before = await batchNow();
    expect(before).toMatchObject({ status: 'sending', total_count: 2, queued_count: 1, finished_at: null });
    const logs = await actionLogsOf(t.call, t.worker, 'notification', copy.id);
    expect(logs.map((l) => l.action_type_id)).toEqual([1]);

    // The sender takes the copy as any queued message.
    const double = createSmsDouble();
    await runSenderOnce(t.db, { smsProviderFor: () => double.provider, mailer: null }, { processId: 'test' });
    expect(double.sent.map((m) => m.ref)).toEqual([String(copy.id)]);
    expect(await show(copy.id)).toMatchObject({ status: 'sent', delivery_status: 'pending', can_resend: false });
    expect(await batchNow()).toMatchObject({ status: 'done', total_count: before.total_count, queued_count: 0 });

    // A cancelled e-mail may go again too; the queued copy itself may not be resent.
    const email = await t.call(t.worker, 'POST', `/notifications/${ids.email}/resend`);
    expect(email.statusCode, email.body).toBe(201);
    expect(email.json().data).toMatchObject({ status: 'queued', subject: 'Genel kurul', channel_id: 2 });
    const twice = await t.call(t.worker, 'POST', `/notifications/${email.json().data.id}/resend`);
    expect(twice.statusCode).toBe(422);
  });
});
