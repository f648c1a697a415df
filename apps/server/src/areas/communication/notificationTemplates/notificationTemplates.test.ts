import { beforeAll, describe, expect, it } from 'vitest';
import { incomeTypeId } from '../../../test/accountingFixtures';
import { createHouseWithOwner, freeAssessment } from '../../../test/apiRecords';
import { type Json, postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { useCompanyCallers } from '../../../test/companyCallers';
import { createWorker } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

const SMS = 1;
const EMAIL = 2;

describe.each(testDbKinds)('notification templates on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/notification-templates' });
  const who = useCompanyCallers(t);
  let residentId: number;
  let theirResidentId: number;

  const template = (payload: Json = {}) => ({
    cluster_id: t.own.clusterId,
    name: 'Su kesintisi',
    body: 'Sayın {{ad_soyad}}, yarın su kesilecektir.',
    channels: [SMS],
    ...payload,
  });
  const names = async (token: string, query = '') => {
    const res = await t.call(token, 'GET', `/notification-templates${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((row: Json) => row.name);
  };

  beforeAll(async () => {
    const { houseId, ownerId } = await createHouseWithOwner(t.call, t.worker, t.own, {
      door: '12',
      owner: 'Ayşe Yılmaz',
      startsOn: '2026-01-01',
    });
    residentId = ownerId;
    const due = freeAssessment({
      clusterId: t.own.clusterId,
      incomeTypeId: await incomeTypeId(t.db),
      houseId,
      amount: 1250,
      startsOn: '2026-01-01',
      description: 'Ocak aidatı',
    });
    expect((await t.call(t.worker, 'POST', '/assessments', due)).statusCode).toBe(201);
    await postRecord(t.call, t.worker, '/bank-accounts', {
      cluster_id: t.own.clusterId,
      name: 'Ziraat Aidat Hesabı',
      iban: 'TR330006100519786457841326',
      can_collect_money: true,
    });
    const theirs = await createHouseWithOwner(t.call, t.outsider, t.other, {
      door: '3',
      owner: 'Mehmet Demir',
      startsOn: '2026-01-01',
    });
    theirResidentId = theirs.ownerId;
  });

  it('lets a worker with send-notification create, read, update and delete a complex’s template', async () => {
    const created = await postRecord(t.call, t.worker, '/notification-templates', template({ is_commercial: true }));
    expect(created).toMatchObject({
      cluster_id: t.own.clusterId,
      cluster_name: 'Kardelen Sitesi',
      company_id: t.own.companyId,
      system_id: null,
      channels: [SMS],
      is_commercial: true,
      is_active: true,
    });
    const shown = await t.call(t.worker, 'GET', `/notification-templates/${created.id}`);
    expect(shown.json().data.name).toBe('Su kesintisi');
    const updated = await t.call(t.worker, 'PUT', `/notification-templates/${created.id}`, {
      name: 'Elektrik kesintisi',
      channels: [EMAIL, SMS, SMS],
      subject: '{{site_adi}} duyurusu',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Elektrik kesintisi', channels: [SMS, EMAIL] });
    const deleted = await t.call(t.worker, 'DELETE', `/notification-templates/${created.id}`);
    expect(deleted.json().data).toEqual({ deleted: true });
    expect((await t.call(t.worker, 'GET', `/notification-templates/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a read-only worker read the templates but not write them (403)', async () => {
    const created = await postRecord(t.call, t.worker, '/notification-templates', template({ name: 'Okunur' }));
    expect(await names(t.readOnly)).toContain('Okunur');
    expect((await t.call(t.readOnly, 'POST', '/notification-templates', template())).statusCode).toBe(403);
    expect((await t.call(t.readOnly, 'PUT', `/notification-templates/${created.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await t.call(t.readOnly, 'DELETE', `/notification-templates/${created.id}`)).statusCode).toBe(403);
  });

  it('hides another company’s templates (404) and lists only the caller’s', async () => {
    const theirs = await postRecord(
      t.call,
      t.outsider,
      '/notification-templates',
      template({ cluster_id: t.other.clusterId, name: 'Başkasının şablonu' }),
    );
    expect(await names(t.worker)).not.toContain('Başkasının şablonu');
    for (const [method, url, body] of [
      ['GET', `/notification-templates/${theirs.id}`],
      ['PUT', `/notification-templates/${theirs.id}`, { name: 'X' }],
      ['DELETE', `/notification-templates/${theirs.id}`],
      ['GET', `/notification-templates/${theirs.id}/preview?resident_id=${residentId}`],
      ['POST', '/notification-templates', template({ cluster_id: t.other.clusterId })],
      ['GET', `/notification-templates?cluster_id=${t.other.clusterId}`],
    ] as const) {
      const res = await t.call(t.worker, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('shares a company-wide template with the company’s complexes, written by its administrators only', async () => {
    const companyWide = await postRecord(t.call, who.companyAdmin, '/notification-templates', {
      ...template({ name: 'Şirket duyurusu' }),
      cluster_id: null,
    });
    expect(companyWide).toMatchObject({ cluster_id: null, company_id: t.own.companyId, cluster_name: null });
    expect(await names(t.worker, `?cluster_id=${t.own.clusterId}`)).toContain('Şirket duyurusu');
    expect(await names(t.outsider, `?cluster_id=${t.other.clusterId}`)).not.toContain('Şirket duyurusu');
    expect((await t.call(t.outsider, 'GET', `/notification-templates/${companyWide.id}`)).statusCode).toBe(404);
    // A complex's manager sends it but does not change what every complex uses.
    const change = await t.call(t.worker, 'PUT', `/notification-templates/${companyWide.id}`, { name: 'X' });
    expect(change.statusCode).toBe(403);
    const own = await t.call(t.worker, 'POST', '/notification-templates', { ...template(), cluster_id: null });
    expect(own.statusCode).toBe(403);
    // A super administrator names the company.
    const without = await t.call(who.superadmin, 'POST', '/notification-templates', {
      ...template(),
      cluster_id: null,
    });
    expect(without.json().errors.company_id).toEqual(['Şirket seçin.']);
  });

  it('filters by complex, company, channel, sendable and name, sorted by name', async () => {
    const c = t.own.clusterId;
    await postRecord(
      t.call,
      t.worker,
      '/notification-templates',
      template({ name: 'Zeytin', channels: [EMAIL], subject: 'Konu' }),
    );
    await postRecord(t.call, t.worker, '/notification-templates', template({ name: 'Çatı', channels: [SMS, 3] }));
    await postRecord(t.call, t.worker, '/notification-templates', template({ name: 'Cadde', is_active: false }));
    const all = await names(t.worker, `?cluster_id=${c}&per_page=500`);
    expect(all.indexOf('Cadde')).toBeLessThan(all.indexOf('Çatı'));
    expect(all.indexOf('Çatı')).toBeLessThan(all.indexOf('Zeytin'));
    expect(await names(t.worker, '?notification_channel_id[]=2')).toEqual(['Zeytin']);
    const smsOrApp = await names(t.worker, '?notification_channel_id[]=3&notification_channel_id[]=2');
    expect(smsOrApp).toEqual(['Çatı', 'Zeytin']);
    expect(await names(t.worker, '?sendable=1')).not.toContain('Cadde');
    expect(await names(t.worker, '?sendable=0')).toEqual(['Cadde']);
    expect(await names(t.worker, '?name=ÇATI')).toEqual(['Çatı']);
    expect(await names(t.worker, `?company_id=${t.other.companyId}`)).toEqual([]);
    const bad = await t.call(t.worker, 'GET', '/notification-templates?order_by=body');
    expect(bad.statusCode).toBe(422);
  });

  it('refuses unknown placeholders and an e-mail without a subject with Turkish 422s', async () => {
    const unknown = await t.call(t.worker, 'POST', '/notification-templates', template({ body: 'Merhaba {{adi}}' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.body).toEqual(['Bilinmeyen alan: {{adi}}']);
    const noSubject = await t.call(t.worker, 'POST', '/notification-templates', template({ channels: [EMAIL] }));
    expect(noSubject.json().errors.subject).toEqual(['Zorunlu alan']);
    const noChannel = await t.call(t.worker, 'POST', '/notification-templates', template({ channels: [] }));
    expect(noChannel.json().errors.channels).toEqual(['Zorunlu alan']);
    const created = await postRecord(t.call, t.worker, '/notification-templates', template({ name: 'Kanal' }));
    const toEmail = await t.call(t.worker, 'PUT', `/notification-templates/${created.id}`, { channels: [EMAIL] });
    expect(toEmail.json().errors.subject).toEqual(['Zorunlu alan']);
    await t.call(t.worker, 'PUT', `/notification-templates/${created.id}`, { subject: 'Duyuru' });
    const kept = await t.call(t.worker, 'PUT', `/notification-templates/${created.id}`, { channels: [EMAIL] });
    expect(kept.json().data).toMatchObject({ subject: 'Duyuru', channels: [EMAIL] });
    const cleared = await t.call(t.worker, 'PUT', `/notification-templates/${created.id}`, { subject: '' });
    expect(cleared.json().errors.subject).toEqual(['Zorunlu alan']);
  });

  it('previews a template with a real resident of the complex: house, balance, IBAN, SMS count', async () => {
    const body = 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} borcunuz {{bakiye}}. IBAN: {{iban}} {{site_adi}}';
    const saved = await postRecord(t.call, t.worker, '/notification-templates', template({ name: 'Borç', body }));
    const res = await t.call(t.worker, 'GET', `/notification-templates/${saved.id}/preview?resident_id=${residentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const text =
      'Sayın Ayşe Yılmaz, A Blok 12 borcunuz 1.250,00 TL. IBAN: TR33 0006 1005 1978 6457 8413 26 Kardelen Sitesi';
    expect(res.json().data).toEqual({
      resident_id: residentId,
      resident_name: 'Ayşe Yılmaz',
      subject: null,
      body: text,
      // ı ş ı = 3 shift characters.
      sms: { encoding: 'gsm7-turkish', characters: text.length + 3, segments: 1, perSegment: 155 },
    });
    // The form's unsaved text.
    const live = await t.call(t.worker, 'POST', '/notification-templates/preview', {
      cluster_id: t.own.clusterId,
      resident_id: residentId,
      subject: '{{site_adi}}',
      body: '{{ad_soyad}} 👋',
    });
    expect(live.json().data).toMatchObject({ subject: 'Kardelen Sitesi', body: 'Ayşe Yılmaz 👋' });
    expect(live.json().data.sms).toMatchObject({ encoding: 'ucs2', perSegment: 70 });
    // Another company's resident reads as missing.
    const foreign = await t.call(
      t.worker,
      'GET',
      `/notification-templates/${saved.id}/preview?resident_id=${theirResidentId}`,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.resident_id).toEqual(['Öğe bulunamadı.']);
    const foreignLive = await t.call(t.worker, 'POST', '/notification-templates/preview', {
      cluster_id: t.own.clusterId,
      resident_id: theirResidentId,
      body: '{{ad_soyad}}',
    });
    expect(foreignLive.statusCode).toBe(422);
  });

  describe('system templates', () => {
    const statementId = async () => {
      const list = await t.call(t.worker, 'GET', '/system-notification-templates?per_page=500');
      expect(list.statusCode).toBe(200);
      return list.json().data.find((row: Json) => row.system_id === 7).id as number;
    };

    it('are listed to every worker, apart from the complex’s own templates', async () => {
      const list = (await t.call(t.readOnly, 'GET', '/system-notification-templates')).json().data;
      expect(list.map((row: Json) => row.system_id).sort()).toEqual([1, 2, 3, 4, 7]);
      expect(list.find((row: Json) => row.system_id === 7)).toMatchObject({
        name: 'Hesap Ekstresi',
        channels: [EMAIL],
      });
      expect(await names(t.worker, '?per_page=500')).not.toContain('Hesap Ekstresi');
      const id = await statementId();
      expect((await t.call(t.worker, 'GET', `/notification-templates/${id}`)).statusCode).toBe(404);
      const preview = await t.call(
        t.worker,
        'GET',
        `/system-notification-templates/${id}/preview?resident_id=${residentId}`,
      );
      expect(preview.json().data.subject).toBe('Kardelen Sitesi hesap ekstreniz');
    });

    it('are edited by super administrators only and deleted by nobody', async () => {
      const id = await statementId();
      const change = {
        subject: '{{site_adi}} ekstre',
        body: 'Sayın {{ad_soyad}}, ekstreniz ektedir.',
        channels: [EMAIL],
      };
      const manager = await createWorker(t.app, t.db, {
        email: 'mudur@kardelen.com',
        companyId: t.own.companyId,
        clusterIds: [t.own.clusterId],
        permissions: ['send-notification'],
      });
      for (const token of [manager, who.companyAdmin, t.readOnly]) {
        expect((await t.call(token, 'PUT', `/system-notification-templates/${id}`, change)).statusCode).toBe(403);
        expect((await t.call(token, 'DELETE', `/system-notification-templates/${id}`)).statusCode).toBe(403);
      }
      const edited = await t.call(who.superadmin, 'PUT', `/system-notification-templates/${id}`, change);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({
        system_id: 7,
        name: 'Hesap Ekstresi',
        subject: '{{site_adi}} ekstre',
      });
      const unknown = await t.call(who.superadmin, 'PUT', `/system-notification-templates/${id}`, {
        ...change,
        body: '{{ekstre_linki}}',
      });
      expect(unknown.json().errors.body).toEqual(['Bilinmeyen alan: {{ekstre_linki}}']);
      const removed = await t.call(who.superadmin, 'DELETE', `/system-notification-templates/${id}`);
      expect(removed.statusCode).toBe(422);
      expect(removed.json().message).toBe('Sistem şablonları silinemez.');
      expect((await t.call(who.superadmin, 'DELETE', `/notification-templates/${id}`)).statusCode).toBe(404);
      expect((await t.call(t.worker, 'GET', `/system-notification-templates/${id}`)).json().data.subject).toBe(
        '{{site_adi}} ekstre',
      );
    });
  });
});
