import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../../http/clock';
import { systemExpenseTypeId } from '../../../test/apiRecords';
import { type Json, postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { useCompanyCallers } from '../../../test/companyCallers';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('company providers (My company) on %s', (kind) => {
  const t = useTwoTenantsApp(kind);
  const who = useCompanyCallers(t);
  let liftCare: number;

  beforeAll(async () => {
    liftCare = await systemExpenseTypeId(t.db, 'Asansör Bakımı');
  });

  const names = async (token: string, query = '') => {
    const res = await t.call(token, 'GET', `/company-providers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((row: { name: string }) => row.name);
  };
  /** The action types (1 create, 2 update, 4 delete) logged for a record, oldest first. */
  const actionsLogged = async (entityType: string, id: number) =>
    (
      await t.db
        .selectFrom('action_logs')
        .select('action_type_id')
        .where('entity_type', '=', entityType)
        .where('entity_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((log) => log.action_type_id);
  const provider = (name: string, more: Json = {}) => ({ name, title: `${name} Ltd. Şti.`, ...more });

  it('lets a company administrator list, create, update and delete the company’s providers', async () => {
    const created = await postRecord(t.call, who.companyAdmin, '/company-providers', {
      name: 'Asansörcü',
      title: 'Yükselen Asansör Bakım Ltd. Şti.',
      tax_office: 'Kadıköy',
      tax_number: '4540536920',
      phone: '+90 532 123 45 67',
      email: 'servis@yukselen.com',
      address: 'Moda Cad. 1, Kadıköy',
      iban: 'TR33 0006 1005 1978 6457 8413 26',
      provides_id: liftCare,
      description: 'Aylık bakım sözleşmesi',
    });
    expect(created).toMatchObject({
      company_id: t.own.companyId,
      name: 'Asansörcü',
      tax_number: '4540536920',
      phone: '+905321234567',
      iban: 'TR330006100519786457841326',
      provides_id: liftCare,
      provides_name: 'Asansör Bakımı',
      is_active: true,
    });
    await postRecord(t.call, who.companyAdmin, '/company-providers', provider('Çiçekçi', { is_active: false }));
    expect(await names(who.companyAdmin)).toEqual(['Asansörcü', 'Çiçekçi']);
    expect(await names(who.companyAdmin, '?is_active=1')).toEqual(['Asansörcü']);
    expect(await names(who.companyAdmin, `?provides_id=${liftCare}&per_page=1000`)).toEqual(['Asansörcü']);
    expect(await names(who.companyAdmin, '?q=YÜKSELEN')).toEqual(['Asansörcü']);
    expect(await names(who.companyAdmin, '?order_by=name&order=desc')).toEqual(['Çiçekçi', 'Asansörcü']);
    expect((await names(who.companyAdmin, '?order_by=provides_name')).sort()).toEqual(['Asansörcü', 'Çiçekçi']);
    expect((await t.call(who.companyAdmin, 'GET', '/company-providers?order_by=search')).statusCode).toBe(422);

    const updated = await t.call(who.companyAdmin, 'PUT', `/company-providers/${created.id}`, {
      ...provider('Asansör Servisi'),
      provides_id: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Asansör Servisi', provides_id: null, provides_name: null });
    const shown = await t.call(t.worker, 'GET', `/company-providers/${created.id}`);
    expect(shown.json().data).toMatchObject({ name: 'Asansör Servisi', tax_office: 'Kadıköy' });

    expect((await t.call(who.companyAdmin, 'DELETE', `/company-providers/${created.id}`)).json().data).toEqual({
      deleted: true,
    });
    expect(await names(who.companyAdmin)).toEqual(['Çiçekçi']);
    expect(await actionsLogged('company_provider', created.id)).toEqual([1, 2, 4]);
  });

  it('lets a plain worker read the company’s providers but not write them (403)', async () => {
    const theirs = await postRecord(t.call, who.companyAdmin, '/company-providers', provider('Temizlikçi'));
    expect(await names(t.worker)).toContain('Temizlikçi');
    expect((await t.call(t.worker, 'POST', '/company-providers', provider('Bahçıvan'))).statusCode).toBe(403);
    expect((await t.call(t.worker, 'PUT', `/company-providers/${theirs.id}`, provider('X'))).statusCode).toBe(403);
    expect((await t.call(t.worker, 'DELETE', `/company-providers/${theirs.id}`)).statusCode).toBe(403);
  });

  it('hides another company’s provider (404) and lists only the caller’s company', async () => {
    const theirs = await postRecord(t.call, who.otherAdmin, '/company-providers', provider('Rakip Güvenlik'));
    expect(theirs.company_id).toBe(t.other.companyId);
    expect(await names(who.companyAdmin)).not.toContain('Rakip Güvenlik');
    expect((await t.call(who.companyAdmin, 'GET', `/company-providers/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.call(who.companyAdmin, 'PUT', `/company-providers/${theirs.id}`, provider('X'))).statusCode).toBe(
      404,
    );
    expect((await t.call(who.companyAdmin, 'DELETE', `/company-providers/${theirs.id}`)).statusCode).toBe(404);
    // A super administrator sees every company's and names the company of a new one.
    expect(await names(who.superadmin, `?company_id=${t.other.companyId}`)).toEqual(['Rakip Güvenlik']);
    const without = await t.call(who.superadmin, 'POST', '/company-providers', provider('Resepsiyon'));
    expect(without.json().errors.company_id).toEqual(['Şirket seçin.']);
  });

  it('answers 422 in Turkish for bad fields and writes nothing', async () => {
    const bad = async (payload: Json) => {
      const res = await t.call(who.companyAdmin, 'POST', '/company-providers', payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors;
    };
    expect(await bad({})).toMatchObject({ name: ['Zorunlu alan'], title: ['Zorunlu alan'] });
    expect(await bad(provider('A'.repeat(51)))).toMatchObject({ name: ['En fazla 50 karakter yazabilirsiniz.'] });
    expect(await bad({ name: 'A', title: 'B'.repeat(101) })).toMatchObject({
      title: ['En fazla 100 karakter yazabilirsiniz.'],
    });
    const taxNumber = async (value: string) => (await bad(provider('Vergi', { tax_number: value }))).tax_number;
    expect(await taxNumber('45405-3692')).toEqual(['Sadece rakam girmelisiniz.']);
    expect(await taxNumber('454053692')).toEqual(['En az 10 karakter yazmalısınız.']);
    expect(await taxNumber('454053692012')).toEqual(['En fazla 11 karakter yazabilirsiniz.']);
    expect(await taxNumber('4540536921')).toEqual(['Geçerli bir vergi numarası girin']);
    expect(await taxNumber('10000000147')).toEqual(['Geçerli bir T.C. kimlik numarası girin']);
    expect((await bad(provider('Banka', { iban: 'TR33 0006 1005' }))).iban).toEqual(['Tam 26 karakter yazmalısınız.']);
    expect((await bad(provider('Posta', { email: 'posta' }))).email).toEqual(['Geçerli bir e-posta girin']);
    expect((await bad(provider('Tel', { phone: '0532-abc' }))).phone).toEqual(['Sadece rakam girmelisiniz.']);
    // A sole trader's TCKN is a tax number too.
    const trader = await postRecord(t.call, who.companyAdmin, '/company-providers', {
      ...provider('Şahıs Firması'),
      tax_number: '10000000146',
    });
    expect(trader.tax_number).toBe('10000000146');
    expect(await names(who.companyAdmin, '?name=vergi')).toEqual([]);
  });

  it('accepts only a system expense type as what a provider provides', async () => {
    const at = nowIso();
    const complexOwn = await t.db
      .insertInto('expense_types')
      .values({ cluster_id: t.own.clusterId, name: 'Gizli Site Gideri', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const providesId of [complexOwn.id, 999_999]) {
      const res = await t.call(
        who.companyAdmin,
        'POST',
        '/company-providers',
        provider('Boyacı', { provides_id: providesId }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ provides_id: ['Öğe bulunamadı.'] });
      expect(res.body).not.toContain('Gizli');
    }
    const painter = await postRecord(t.call, who.companyAdmin, '/company-providers', provider('Boyacı'));
    const update = await t.call(who.companyAdmin, 'PUT', `/company-providers/${painter.id}`, {
      ...provider('Boyacı'),
      provides_id: complexOwn.id,
    });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors.provides_id).toEqual(['Öğe bulunamadı.']);
  });

  it('exports the whole filtered list with Turkish headers', async () => {
    await postRecord(t.call, who.companyAdmin, '/company-providers', provider('İlaçlamacı', { provides_id: liftCare }));
    const answer = await t.call(
      who.companyAdmin,
      'GET',
      `/company-providers?export=1&export_type=xlsx&provides_id=${liftCare}`,
    );
    const sheet = await exportedSheet(t.app, answer);
    const cells = JSON.stringify([1, 2, 3, 4].map((n) => rowValues(sheet, n)));
    for (const header of ['Ad', 'Unvan', 'Sağladığı Hizmet', 'Vergi No', 'Aktif']) expect(cells).toContain(header);
    expect(cells).toContain('İlaçlamacı');
    expect(cells).toContain('Asansör Bakımı');
    expect(cells).not.toContain('Temizlikçi');
    expect(cells).not.toContain('Rakip');
  });

  describe('a complex picks a company provider', () => {
    const fromCompany = (token: string, clusterId: number, providerId: number) =>
      t.call(token, 'POST', `/clusters/${clusterId}/cluster-providers/from-company/${providerId}`);
    let lift: Json & { id: number };

    beforeAll(async () => {
      lift = await postRecord(t.call, who.companyAdmin, '/company-providers', {
        ...provider('Kule Asansör'),
        tax_number: '10000000146',
        phone: '+90 212 555 44 33',
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        provides_id: liftCare,
      });
    });

    it('copies it into the complex once and answers the same provider again', async () => {
      const first = await fromCompany(t.worker, t.own.clusterId, lift.id);
      expect(first.statusCode, first.body).toBe(201);
      const copy = first.json().data;
      expect(copy).toMatchObject({
        cluster_id: t.own.clusterId,
        company_provider_id: lift.id,
        provider_type_id: 5,
        name: 'Kule Asansör',
        title: 'Kule Asansör Ltd. Şti.',
        phone: '+902125554433',
        iban: 'TR330006100519786457841326',
        expense_type_id: liftCare,
        // A complex's provider takes a VKN only: the TCKN is not copied.
        tax_number: null,
        is_active: true,
      });
      const again = await fromCompany(t.worker, t.own.clusterId, lift.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(copy.id);
      const listed = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/cluster-providers?per_page=1000`);
      const copies = listed.json().data.filter((row: Json) => row.company_provider_id === lift.id);
      expect(copies.map((row: Json) => row.id)).toEqual([copy.id]);
      expect(await actionsLogged('provider', copy.id)).toEqual([1]);
    });

    it('keeps the complex’s provider when the company provider is deleted', async () => {
      const gone = await postRecord(t.call, who.companyAdmin, '/company-providers', provider('Geçici Bahçe'));
      const copy = (await fromCompany(t.worker, t.own.clusterId, gone.id)).json().data;
      expect((await t.call(who.companyAdmin, 'DELETE', `/company-providers/${gone.id}`)).statusCode).toBe(200);
      const kept = await t.call(t.worker, 'GET', `/cluster-providers/${copy.id}`);
      expect(kept.json().data).toMatchObject({ name: 'Geçici Bahçe', company_provider_id: null });
    });

    it('hides another company’s complex and provider (404) and needs edit-cluster-provider (403)', async () => {
      expect((await fromCompany(t.worker, t.other.clusterId, lift.id)).statusCode).toBe(404);
      expect((await fromCompany(t.outsider, t.own.clusterId, lift.id)).statusCode).toBe(404);
      // The other company's complex may not take this company's provider, even from a super administrator.
      expect((await fromCompany(who.superadmin, t.other.clusterId, lift.id)).statusCode).toBe(404);
      const theirs = await postRecord(t.call, who.otherAdmin, '/company-providers', provider('Rakip Asansör'));
      const foreign = await fromCompany(t.worker, t.own.clusterId, theirs.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Rakip');
      expect((await fromCompany(t.worker, t.own.clusterId, 999_999)).statusCode).toBe(404);
      expect((await fromCompany(t.readOnly, t.own.clusterId, lift.id)).statusCode).toBe(403);
      const outsiders = await t.call(t.outsider, 'GET', `/clusters/${t.other.clusterId}/cluster-providers`);
      expect(JSON.stringify(outsiders.json().data)).not.toContain('Kule');
    });
  });
});
