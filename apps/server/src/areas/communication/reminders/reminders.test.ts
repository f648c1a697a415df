import { beforeAll, describe, expect, it } from 'vitest';
import { actionLogsOf, type Json, listIds, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { useCompanyCallers } from '../../../test/companyCallers';
import { testDbKinds } from '../../../test/testDb';
import { addSmsProvider } from '../notifications/senderFixtures';
import { createClusterReminders } from './reminders.repository';

describe.each(testDbKinds)('reminders on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/reminders' });
  const who = useCompanyCallers(t);
  const own: Record<number, number> = {};
  let theirs: number[] = [];

  const list = async (token: string, url: string) => {
    const res = await t.call(token, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json[];
  };
  const put = (id: number, body: Json, token = t.worker) => t.call(token, 'PUT', `/reminders/${id}`, body);
  const template = (token: string, clusterId: number, channels: number[]) =>
    postId(t.call, token, '/notification-templates', {
      cluster_id: clusterId,
      name: `Şablon ${channels.join('-')}`,
      subject: 'Hatırlatma',
      body: 'Sayın {{ad_soyad}}, {{son_odeme_gunu}} tarihli borcunuz {{bakiye}}.',
      channels,
    });

  beforeAll(async () => {
    // Complexes made by the fixtures are not made through the API, so they get their reminders here.
    await createClusterReminders(t.db, t.own.clusterId);
    await createClusterReminders(t.db, t.other.clusterId);
    for (const row of await list(t.worker, `/clusters/${t.own.clusterId}/reminders`))
      own[row.reminder_period_id as number] = row.id as number;
    theirs = await listIds(t.call, t.outsider, '/reminders');
  });

  it('serves the reminder periods in types/generic, with their days from the last payment day', async () => {
    const res = await t.call(t.worker, 'GET', '/types/generic');
    expect(res.json().data.reminder_periods.map((p: Json) => p.days)).toEqual([-7, -3, 0, 3, 5, 15, 30]);
    expect(res.json().data.reminder_periods[2]).toEqual({ id: 3, name: 'Son ödeme gününde', days: 0 });
  });

  it("lists a complex's seven reminders in the order they go out, off, by SMS, with the system templates", async () => {
    const rows = await list(t.worker, `/clusters/${t.own.clusterId}/reminders`);
    expect(rows.map((r) => r.reminder_period_name)).toEqual([
      'Son ödeme gününden 7 gün önce',
      'Son ödeme gününden 3 gün önce',
      'Son ödeme gününde',
      'Son ödeme gününden 3 gün sonra',
      'Son ödeme gününden 5 gün sonra',
      'Son ödeme gününden 15 gün sonra',
      'Son ödeme gününden 30 gün sonra',
    ]);
    expect(rows.every((r) => r.is_active === false && r.channel_id === 1 && r.template_id === null)).toBe(true);
    expect(rows[2]).toMatchObject({ days: 0, template_name: 'Son Ödeme Günü Hatırlatması', sent_count: 0 });
    expect(rows[3]).toMatchObject({ days: 3, template_name: 'Gecikmiş Borç Hatırlatması', last_run_at: null });
  });

  it('shows each caller only the reminders of the complexes they see; another company’s are 404', async () => {
    const mine = await listIds(t.call, t.worker, '/reminders');
    expect(mine.sort()).toEqual(Object.values(own).sort());
    expect(theirs).toHaveLength(7);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
    expect(await listIds(t.call, t.worker, `/reminders?cluster_id=${t.own.clusterId}`)).toHaveLength(7);
    for (const [method, url] of [
      ['GET', `/reminders/${own[3]}`],
      ['PUT', `/reminders/${own[3]}`],
      ['GET', `/clusters/${t.own.clusterId}/reminders`],
    ] as const) {
      const res = await t.call(t.outsider, method, url, method === 'PUT' ? { is_active: false } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
  });

  it('lets a worker without send-notification read but not change a reminder', async () => {
    expect((await t.call(t.readOnly, 'GET', `/reminders/${own[3]}`)).statusCode).toBe(200);
    const res = await put(own[3], { is_active: true }, t.readOnly);
    expect(res.statusCode).toBe(403);
    expect((await t.call(t.worker, 'GET', `/reminders/${own[3]}`)).json().data.is_active).toBe(false);
  });

  it('turns an SMS reminder on only with the complex’s SMS provider, and logs the change', async () => {
    const refused = await put(own[3], { is_active: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.channel_id).toEqual(['Bu site için tanımlı bir SMS sağlayıcısı yok.']);

    await addSmsProvider(t.db, t.own.clusterId);
    const res = await put(own[3], { is_active: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: own[3], is_active: true, recent_sends: [] });
    expect(await listIds(t.call, t.worker, `/clusters/${t.own.clusterId}/reminders?is_active=1`)).toEqual([own[3]]);
    const logs = await actionLogsOf(t.call, t.worker, 'reminder', own[3]);
    expect(logs.map((l) => l.action_type_id)).toEqual([2]);
    expect(logs[0]).toMatchObject({ page_url: '/communication/reminders', new_values: { is_active: 1 } });
  });

  it('takes a template of the complex, of its company or a system one that goes on its channel', async () => {
    const sms = await template(t.worker, t.own.clusterId, [1]);
    const emailOnly = await template(t.worker, t.own.clusterId, [2]);
    const foreign = await template(t.outsider, t.other.clusterId, [1]);

    const field = async (body: Json) => (await put(own[4], body)).json().errors?.template_id;
    expect(await field({ template_id: foreign })).toEqual(['Öğe bulunamadı.']);
    expect(await field({ template_id: emailOnly })).toEqual(['Şablon bu kanalda gönderilemez.']);
    // The system templates go by SMS and e-mail, not in the app: an in-app reminder needs its own template.
    expect(await field({ channel_id: 3 })).toEqual(['Varsayılan şablon bu kanalda gönderilemez; bir şablon seçin.']);

    const chosen = await put(own[4], { template_id: sms });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({ template_id: sms, template_name: 'Şablon 1' });
    const byEmail = await put(own[4], { channel_id: 2, template_id: emailOnly });
    expect(byEmail.json().data).toMatchObject({ channel_id: 2, template_id: emailOnly });

    // A company-wide template of the complex's company, and a system template by its id.
    const companyWide = await postId(t.call, who.companyAdmin, '/notification-templates', {
      name: 'Şirket hatırlatması',
      subject: 'Hatırlatma',
      body: 'Sayın {{ad_soyad}}, borcunuz {{bakiye}}.',
      channels: [1, 2],
    });
    expect((await put(own[4], { template_id: companyWide })).statusCode).toBe(200);
    const system = await t.db
      .selectFrom('notification_templates')
      .select('id')
      .where('system_id', '=', 2)
      .executeTakeFirstOrThrow();
    const back = await put(own[4], { channel_id: 1, template_id: system.id });
    expect(back.json().data).toMatchObject({ channel_id: 1, template_name: 'Gecikmiş Borç Hatırlatması' });
    expect((await put(own[4], { template_id: null })).json().data.template_id).toBeNull();
  });

  it('refuses what is not a reminder’s to change, and bad values, in Turkish', async () => {
    const res = await put(own[5], { channel_id: 9 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.channel_id).toEqual(['Geçerli bir kanal seçin.']);
    expect((await t.call(t.worker, 'POST', '/reminders', {})).statusCode).toBe(404);
    expect((await t.call(t.worker, 'DELETE', `/reminders/${own[5]}`)).statusCode).toBe(404);
  });

  it('exports the list', async () => {
    const res = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/reminders?export=1&export_type=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(/^\/api\/files\//);
  });

  it('gives a complex made through the API its seven reminders, switched off', async () => {
    const res = await t.call(who.companyAdmin, 'POST', '/clusters', { company_id: t.own.companyId, name: 'Yeni Site' });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await list(who.companyAdmin, `/clusters/${res.json().data.id}/reminders`);
    expect(rows.map((r) => [r.reminder_period_id, r.is_active])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((id) => [id, false]),
    );
  });
});
