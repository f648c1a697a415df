import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { runSenderOnce } from '../notifications/sender';
import { addSmsProvider } from '../notifications/senderFixtures';
import { createSmsDouble } from '../notifications/smsDouble';

const TEXT = (name: string) =>
  `Sayın ${name}, Kardelen Sitesi yönetimine ilettiğiniz talebin durumu güncellendi. Ayrıntılar için yönetimle iletişime geçebilirsiniz.`;

describe.each(testDbKinds)("telling the resident of a request's status on %s", (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/communication/breakdowns' });
  const people: Record<string, number> = {};

  const newRequest = (residentId: number | null) =>
    postId(t.call, t.worker, `/clusters/${t.own.clusterId}/breakdowns`, {
      title: 'Asansör çalışmıyor',
      resident_id: residentId,
    });
  const move = async (id: number, status: number) => {
    const res = await t.call(t.worker, 'POST', `/requests/${id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** The resident's messages in the sent notifications list, newest first, each with its whole text. */
  const noticesOf = async (residentId: number) => {
    const res = await t.call(t.worker, 'GET', `/notifications?resident_id=${residentId}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().data as Json[];
    const whole = async (n: Json) => (await t.call(t.worker, 'GET', `/notifications/${n.id}`)).json().data.body;
    return Promise.all(listed.map(async (n): Promise<Json> => ({ ...n, body: await whole(n) })));
  };
  const setTemplate = (values: { is_active?: number; channels?: string }) =>
    // What a super administrator changes on system template 4.
    t.db.updateTable('notification_templates').set(values).where('system_id', '=', 4).execute();

  beforeAll(async () => {
    const resident = (name: string, phone: string | null) =>
      postId(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, { name, phone });
    people.withPhone = await resident('Ayşe Yılmaz', '05321234567');
    people.noPhone = await resident('Bora Demir', null);
  });

  it('tells a resident in the app while the complex has no SMS provider, and by SMS once it has one', async () => {
    const id = await newRequest(people.withPhone);
    await move(id, 3);
    expect(await noticesOf(people.withPhone)).toMatchObject([
      {
        batch_id: null,
        channel_id: 3,
        to_address: `resident:${people.withPhone}`,
        body: TEXT('Ayşe Yılmaz'),
        status: 'queued',
      },
    ]);

    await addSmsProvider(t.db, t.own.clusterId);
    const resolved = await move(id, 4);
    expect(resolved.status).toBe(4);
    const [latest, first] = await noticesOf(people.withPhone);
    expect(first.channel_id).toBe(3);
    expect(latest).toMatchObject({ batch_id: null, channel_id: 1, status: 'queued', body: TEXT('Ayşe Yılmaz') });

    // The sender takes it like any queued message: the SMS goes out once, the in-app one is stored as sent.
    const double = createSmsDouble();
    await runSenderOnce(t.db, { smsProviderFor: () => double.provider, mailer: null }, { processId: 'test' });
    expect(double.sent.map((m) => [m.ref, m.text])).toEqual([[String(latest.id), TEXT('Ayşe Yılmaz')]]);
    expect((await noticesOf(people.withPhone)).map((n) => n.status)).toEqual(['sent', 'sent']);
  });

  it('tells a resident without a phone in the app, and nobody for a request without a resident', async () => {
    const theirs = await newRequest(people.noPhone);
    await move(theirs, 6);
    expect(await noticesOf(people.noPhone)).toMatchObject([
      { channel_id: 3, to_address: `resident:${people.noPhone}`, body: TEXT('Bora Demir') },
    ]);

    const before = await t.db.selectFrom('notifications').select('id').execute();
    const anonymous = await newRequest(null);
    expect((await move(anonymous, 3)).status).toBe(3);
    // A refused change tells nobody either.
    const refused = await t.call(t.worker, 'POST', `/requests/${theirs}/status`, { status: 3 });
    expect(refused.statusCode).toBe(422);
    expect(await t.db.selectFrom('notifications').select('id').execute()).toEqual(before);
  });

  it('sends nothing when the template is off or has no way to reach the resident, and the change still holds', async () => {
    const before = (await noticesOf(people.noPhone)).length;
    await setTemplate({ is_active: 0 });
    expect((await move(await newRequest(people.noPhone), 3)).status).toBe(3);
    // SMS only, and this resident has no phone: neither way reaches them.
    await setTemplate({ is_active: 1, channels: '[1]' });
    expect((await move(await newRequest(people.noPhone), 3)).status).toBe(3);
    expect(await noticesOf(people.noPhone)).toHaveLength(before);
    // The resident with a phone still gets the SMS.
    const withPhone = (await noticesOf(people.withPhone)).length;
    await move(await newRequest(people.withPhone), 3);
    expect(await noticesOf(people.withPhone)).toHaveLength(withPhone + 1);
    await setTemplate({ channels: '[1,3]' });
  });
});
