import { beforeAll, describe, expect, it } from 'vitest';
import { createHousesWithOwners } from '../../../test/accountingFixtures';
import { actionLogsOf, type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { runSenderOnce } from './sender';
import { addSmsProvider } from './senderFixtures';
import { createSmsDouble } from './smsDouble';

const NOT_EDITABLE = 'Gönderimi başlamış bir toplu bildirim değiştirilemez.';
const NOT_DELETABLE = 'Gönderilmiş mesajı olan toplu bildirim silinemez.';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(testDbKinds)('changing and deleting notification batches on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/batch-notifications/1/edit' });
  const ids: Record<string, number> = {};
  const create = async (extra: Json = {}) => {
    const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/notification-batches`, {
      channel_id: 1,
      body: 'Yarın su kesilecek.',
      recipients: { audience: 'owners' },
      scheduled_at: inDays(1),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Json & { id: number };
  };
  const put = (id: number, body: Json, token = t.worker) => t.call(token, 'PUT', `/notification-batches/${id}`, body);
  const remove = (id: number, token = t.worker) => t.call(token, 'DELETE', `/notification-batches/${id}`);
  const texts = async (id: number) => {
    const res = await t.call(t.worker, 'GET', `/notifications?batch_id=${id}&per_page=100&order_by=id&order=asc`);
    return (res.json().data as Json[]).map((n) => `${n.resident_name}: ${n.text} (${n.status})`);
  };
  const sendAt = async (at: Date) => {
    const double = createSmsDouble();
    await runSenderOnce(
      t.db,
      { smsProviderFor: () => double.provider, mailer: null, now: () => at },
      { processId: 'test', limit: 1000 },
    );
    return double.sent.map((m) => m.text).sort();
  };

  beforeAll(async () => {
    // Houses 1-2 with owners Malik 1 and 2 (and a renter in house 1); everyone has a phone and an e-mail.
    await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 2);
    await t.db
      .updateTable('residents')
      .set({ phone: '+905320000001', email: 'sakin@example.com' })
      .where('cluster_id', '=', t.own.clusterId)
      .execute();
    await addSmsProvider(t.db, t.own.clusterId);
    ids.template = await postId(t.call, t.worker, '/notification-templates', {
      cluster_id: t.own.clusterId,
      name: 'Aidat',
      body: '{{ad_soyad}}, aidatınızı ödemeyi unutmayın.',
      channels: [1],
    });
    ids.emailTemplate = await postId(t.call, t.worker, '/notification-templates', {
      cluster_id: t.own.clusterId,
      name: 'Duyuru',
      subject: 'Duyuru',
      body: 'Genel kurul yapılacak.',
      channels: [2],
    });
  });

  it('changes the text and time of a batch not yet started; its recipients get the new text then', async () => {
    const batch = await create();
    const later = inDays(2);
    const res = await put(batch.id, { body: 'Sayın {{ad_soyad}}, su {{tarih}} kesilmeyecek.', scheduled_at: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      scheduled_at: later,
      total_count: 2,
      queued_count: 2,
      body: 'Sayın {{ad_soyad}}, su {{tarih}} kesilmeyecek.',
    });
    expect((await texts(batch.id)).map((line) => line.replace(/\d{2}\.\d{2}\.\d{4}/, 'GG.AA.YYYY'))).toEqual([
      'Malik 1: Sayın Malik 1, su GG.AA.YYYY kesilmeyecek. (queued)',
      'Malik 2: Sayın Malik 2, su GG.AA.YYYY kesilmeyecek. (queued)',
    ]);
    // Not at the old time, but at the new one.
    expect(await sendAt(new Date(Date.now() + 1.5 * DAY))).toEqual([]);
    const sent = await sendAt(new Date(Date.now() + 2.5 * DAY));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^Sayın Malik 1, su \d{2}\.\d{2}\.\d{4} kesilmeyecek\.$/);
    const logs = await actionLogsOf(t.call, t.worker, 'notification_batch', batch.id);
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 2]);
    expect(logs[1]).toMatchObject({
      old_values: { body: 'Yarın su kesilecek.' },
      new_values: { body: 'Sayın {{ad_soyad}}, su {{tarih}} kesilmeyecek.', scheduled_at: later },
    });
  });

  it('takes the text from a newly chosen template, and sends at once without a time', async () => {
    const batch = await create();
    const res = await put(batch.id, { template_id: ids.template, body: null, scheduled_at: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'sending', template_id: ids.template, template_name: 'Aidat' });
    expect(await sendAt(new Date())).toEqual([
      'Malik 1, aidatınızı ödemeyi unutmayın.',
      'Malik 2, aidatınızı ödemeyi unutmayın.',
    ]);
  });

  it('refuses a template of another channel, an empty text and an e-mail without subject', async () => {
    const batch = await create();
    const wrong = await put(batch.id, { template_id: ids.emailTemplate });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.template_id).toEqual(['Şablon bu kanalda gönderilemez.']);
    const empty = await put(batch.id, { body: '  ', scheduled_at: inDays(1) });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
    const email = await create({ channel_id: 2, subject: 'Su', body: 'Su kesilecek.' });
    const noSubject = await put(email.id, { subject: '', body: 'Su kesilmeyecek.', scheduled_at: inDays(1) });
    expect(noSubject.statusCode).toBe(422);
    expect(Object.keys(noSubject.json().errors)).toEqual(['subject']);
    // Nothing changed.
    expect((await texts(batch.id))[0]).toBe('Malik 1: Yarın su kesilecek. (queued)');
  });

  it('refuses to change a batch that has started, is due, is cancelled, or one of whose messages went out', async () => {
    const expectRefused = async (id: number) => {
      const res = await put(id, { body: 'Yeni metin', scheduled_at: inDays(3) });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(NOT_EDITABLE);
    };
    await expectRefused((await create({ scheduled_at: null })).id);
    const due = await create();
    await t.db
      .updateTable('notification_batches')
      .set({ scheduled_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', due.id)
      .execute();
    await expectRefused(due.id);
    const cancelled = await create();
    await t.call(t.worker, 'POST', `/notification-batches/${cancelled.id}/cancel`);
    await expectRefused(cancelled.id);
    // The sender took one message meanwhile: the batch is refused whole, its other message keeps its text.
    const taken = await create();
    const [first] = await t.db.selectFrom('notifications').select('id').where('batch_id', '=', taken.id).execute();
    await t.db
      .updateTable('notifications')
      .set({ status: 'sending', handed_at: new Date().toISOString() })
      .where('id', '=', first.id)
      .execute();
    await expectRefused(taken.id);
    expect(await texts(taken.id)).toEqual([
      'Malik 1: Yarın su kesilecek. (sending)',
      'Malik 2: Yarın su kesilecek. (queued)',
    ]);
  });

  it('deletes a waiting batch, or a cancelled or failed one that sent nothing; never one that sent', async () => {
    const waiting = await create();
    const res = await remove(waiting.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call(t.worker, 'GET', `/notification-batches/${waiting.id}`)).statusCode).toBe(404);
    expect(await texts(waiting.id)).toEqual([]);
    const logs = await actionLogsOf(t.call, t.worker, 'notification_batch', waiting.id);
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 4]);

    const cancelled = await create();
    await t.call(t.worker, 'POST', `/notification-batches/${cancelled.id}/cancel`);
    expect((await remove(cancelled.id)).statusCode).toBe(200);

    // E-mail without a mail server fails before anything is handed over: nothing went out.
    const failed = await create({ channel_id: 2, subject: 'Su', scheduled_at: null });
    await sendAt(new Date());
    const failedShown = await t.call(t.worker, 'GET', `/notification-batches/${failed.id}`);
    expect(failedShown.json().data).toMatchObject({ status: 'done', failed_count: 2, sent_count: 0 });
    expect((await remove(failed.id)).statusCode).toBe(200);

    const sent = await create({ scheduled_at: null });
    await sendAt(new Date());
    const refused = await remove(sent.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(NOT_DELETABLE);
    const still = await t.call(t.worker, 'GET', `/notification-batches/${sent.id}`);
    expect(still.json().data).toMatchObject({ status: 'done', sent_count: 2 });
  });

  it('refuses to delete a batch one of whose messages is with the provider, and leaves the rest queued', async () => {
    const batch = await create({ scheduled_at: null });
    const [first] = await t.db.selectFrom('notifications').select('id').where('batch_id', '=', batch.id).execute();
    await t.db
      .updateTable('notifications')
      .set({ status: 'sending', handed_at: new Date().toISOString() })
      .where('id', '=', first.id)
      .execute();
    const res = await remove(batch.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NOT_DELETABLE);
    expect(await texts(batch.id)).toEqual([
      'Malik 1: Yarın su kesilecek. (sending)',
      'Malik 2: Yarın su kesilecek. (queued)',
    ]);
  });

  it('a read-only worker may not change or delete (403); another company sees no batch (404)', async () => {
    const batch = await create();
    expect((await put(batch.id, { body: 'Başka', scheduled_at: inDays(2) }, t.readOnly)).statusCode).toBe(403);
    expect((await remove(batch.id, t.readOnly)).statusCode).toBe(403);
    expect((await put(batch.id, { body: 'Başka', scheduled_at: inDays(2) }, t.outsider)).statusCode).toBe(404);
    expect((await remove(batch.id, t.outsider)).statusCode).toBe(404);
    const shown = await t.call(t.worker, 'GET', `/notification-batches/${batch.id}`);
    expect(shown.json().data).toMatchObject({ body: 'Yarın su kesilecek.', queued_count: 2 });
  });
});
