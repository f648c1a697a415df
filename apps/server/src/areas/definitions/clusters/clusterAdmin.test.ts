import { describe, expect, it } from 'vitest';
import { lateFeeSettings } from '../../../accounting/lateFeeRules';
import { decryptSecret } from '../../../security/secrets';
import { useDemoWithRival } from '../../../test/demoWithRival';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('companies, complexes, blocks and unit types on %s', (kind) => {
  const t = useDemoWithRival(kind, { company: 'Rakip Yönetim', email: 'rakip@ornek.com' });

  it('lets the super administrator manage companies, with money in lira and the SMS password never sent back', async () => {
    const created = await t.call(t.admin, 'POST', '/companies', {
      company_type_id: 1,
      name: 'Boğaziçi Yönetim Ltd. Şti.',
      tax_number: '4540536920',
      house_risk_amount: 1500.5,
      sms_username: 'bogazici',
      sms_password: 'gizli',
      fee_last_payment_day: 10,
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json().data;
    expect(company).toMatchObject({
      name: 'Boğaziçi Yönetim Ltd. Şti.',
      house_risk_amount: 1500.5,
      has_sms_password: true,
      is_active: true,
    });
    expect(company).not.toHaveProperty('sms_password');
    const row = await t.db
      .selectFrom('companies')
      .select(['house_risk_amount', 'sms_password'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.house_risk_amount).toBe(150050);

    // An empty password in the form keeps the saved one.
    await t.call(t.admin, 'PUT', `/companies/${company.id}`, { name: 'Boğaziçi Yönetim', sms_password: '' });
    const kept = await t.db
      .selectFrom('companies')
      .select('sms_password')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(kept.sms_password).not.toContain('gizli');
    expect(decryptSecret(kept.sms_password ?? '')).toBe('gizli');
    const logs = await t.call(t.admin, 'GET', `/action-logs?entity_type=company&entity_id=${company.id}`);
    expect(logs.json().meta.total).toBe(2);
    expect(JSON.stringify(logs.json().data)).not.toContain('gizli');

    const found = await t.call(t.admin, 'GET', `/companies?query=${encodeURIComponent('BOĞAZİÇİ')}`);
    expect(found.json().data.map((c: Json) => c.name)).toEqual(['Boğaziçi Yönetim']);

    const invalid = await t.call(t.admin, 'POST', '/companies', {
      company_type_id: 4,
      name: '',
      tax_number: '123',
      fee_last_payment_day: 40,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      name: ['Zorunlu alan'],
      tax_number: ['Tam 10 karakter yazmalısınız.'],
      company_type_id: ['En fazla 3 değerini girebilirsiniz.'],
      fee_last_payment_day: ['En fazla 31 değerini girebilirsiniz.'],
    });

    expect((await t.call(t.manager, 'POST', '/companies', { company_type_id: 1, name: 'Olmaz' })).statusCode).toBe(403);
    expect((await t.call(t.manager, 'GET', `/companies/${company.id}`)).statusCode).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `/companies/${company.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a company that still has complexes', async () => {
    const res = await t.call(t.admin, 'DELETE', `/companies/${t.rival.companyId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu şirkete bağlı siteler olduğu için silinemez.');
  });

  it('creates a complex with blocks and unit types, edits its settings, and keeps other companies out', async () => {
    const company = (await t.call(t.admin, 'GET', '/companies?company_type_id=1'))
      .json()
      .data.find((c: Json) => String(c.name).startsWith('Anadolu'));
    const created = await t.call(t.admin, 'POST', '/clusters', {
      company_id: company.id,
      name: 'Çamlık Evleri',
      share_meter_rounding: 'round',
      tech_worker_authorization: 'all_actions',
    });
    expect(created.statusCode, created.body).toBe(201);
    const cluster = created.json().data;
    expect(cluster).toMatchObject({
      name: 'Çamlık Evleri',
      share_meter_rounding: 'round',
      tech_worker_authorization: 'all_actions',
      is_active: true,
    });

    const block = await t.call(t.admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'Çınar' });
    expect(block.statusCode).toBe(201);
    await t.call(t.admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'Akasya' });
    const type = await t.call(t.admin, 'POST', `/clusters/${cluster.id}/house-types`, { name: 'Dubleks' });
    expect(type.statusCode).toBe(201);
    expect(
      (await t.call(t.admin, 'GET', `/clusters/${cluster.id}/blocks`)).json().data.map((b: Json) => b.name),
    ).toEqual(['Akasya', 'Çınar']);
    await t.call(t.admin, 'PUT', `/blocks/${block.json().data.id}`, { name: 'Çınar Blok' });
    expect(
      (await t.call(t.admin, 'GET', `/clusters/${cluster.id}/blocks`)).json().data.map((b: Json) => b.name),
    ).toContain('Çınar Blok');
    expect((await t.call(t.admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: '' })).json().errors.name).toEqual([
      'Zorunlu alan',
    ]);

    const settings = {
      name: 'Çamlık Evleri Sitesi',
      delay_calculation_type_id: 2,
      late_fee_rate: 3.5,
      late_fee_grace_days: 5,
      due_day: 10,
      allocation_order: 'fees_last',
    };
    const updated = await t.call(t.admin, 'PUT', `/clusters/${cluster.id}`, settings);
    expect(updated.json().data).toMatchObject(settings);
    // Grace days: 0 is no grace, empty is the company's delay option days.
    await t.db.updateTable('companies').set({ delay_option_days: 7 }).where('id', '=', cluster.company_id).execute();
    const graceOf = async (value: number | null | '') => {
      const saved = await t.call(t.admin, 'PUT', `/clusters/${cluster.id}`, {
        name: 'Çamlık Evleri Sitesi',
        late_fee_grace_days: value,
      });
      expect(saved.statusCode).toBe(200);
      return [saved.json().data.late_fee_grace_days, (await lateFeeSettings(t.db, cluster.id)).graceDays];
    };
    expect(await graceOf(0)).toEqual([0, 0]);
    expect(await graceOf('')).toEqual([null, 7]);
    expect(await graceOf(null)).toEqual([null, 7]);
    expect(await graceOf(3)).toEqual([3, 3]);
    // The complex picker's list carries the last payment day, which new recurring dues start from.
    const listed = (await t.call(t.admin, 'GET', '/clusters?query=çamlık')).json().data;
    expect(listed.map((c: Json) => c.due_day)).toEqual([10]);
    const badRate = await t.call(t.admin, 'PUT', `/clusters/${cluster.id}`, { name: 'Çamlık', late_fee_rate: 101 });
    expect(badRate.json().errors.late_fee_rate).toEqual(['En fazla 100,00 değerini girebilirsiniz.']);
    const badOrder = await t.call(t.admin, 'PUT', `/clusters/${cluster.id}`, {
      name: 'Çamlık',
      allocation_order: 'random',
    });
    expect(badOrder.statusCode).toBe(422);
    // A cleared form field arrives as '' and means "no value", as on every other form.
    const cleared = await t.call(t.admin, 'PUT', `/clusters/${cluster.id}`, {
      name: 'Çamlık Evleri Sitesi',
      tax_number: '',
      title: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ tax_number: null, title: null });
    expect((await t.call(t.admin, 'GET', '/clusters?query=çamlık')).json().data.map((c: Json) => c.name)).toEqual([
      'Çamlık Evleri Sitesi',
    ]);

    // The t.manager is not allowed in this complex; the other company's worker even less.
    for (const token of [t.manager, t.outsider]) {
      expect((await t.call(token, 'GET', `/clusters/${cluster.id}`)).statusCode).toBe(404);
      expect((await t.call(token, 'PUT', `/clusters/${cluster.id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await t.call(token, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'X' })).statusCode).toBe(404);
      expect((await t.call(token, 'PUT', `/blocks/${block.json().data.id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await t.call(token, 'DELETE', `/house-types/${type.json().data.id}`)).statusCode).toBe(404);
    }
    expect((await t.call(t.outsider, 'POST', '/clusters', { company_id: company.id, name: 'Sızma' })).statusCode).toBe(
      403,
    );

    // A block in use by a house cannot go; the complex with houses cannot go either.
    const house = await t.call(t.admin, 'POST', `/clusters/${cluster.id}/houses`, {
      block_id: block.json().data.id,
      type: 'house',
      door_number: '1',
    });
    expect(house.statusCode).toBe(201);
    const blocked = await t.call(t.admin, 'DELETE', `/blocks/${block.json().data.id}`);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
    expect((await t.call(t.admin, 'DELETE', `/clusters/${cluster.id}`)).statusCode).toBe(422);
    await t.call(t.admin, 'DELETE', `/houses/${house.json().data.id}`);
    expect((await t.call(t.admin, 'DELETE', `/clusters/${cluster.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `/clusters/${cluster.id}`)).statusCode).toBe(404);
  });

  it('finds complexes by the name, company and active columns, Turkish-aware, and refuses an unknown filter', async () => {
    const names = async (query: string, token = t.admin) => {
      const res = await t.call(token, 'GET', `/clusters?per_page=1000&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((c: Json) => c.name);
    };
    expect(await names(`name=${encodeURIComponent('YEŞİLVADİ')}`)).toEqual(['Yeşilvadi Sitesi']);
    expect(await names(`company_name=${encodeURIComponent('RAKİP YÖNETİM')}`)).toEqual(['Rakip Yönetim Sitesi']);
    // A column's search stays within the complexes the caller may see.
    expect(await names(`name=${encodeURIComponent('MARMARA')}`, t.manager)).toEqual([]);
    await t.db.updateTable('clusters').set({ is_active: 0 }).where('id', '=', t.rival.clusterId).execute();
    expect(await names('is_active=0')).toEqual(['Rakip Yönetim Sitesi']);
    expect(await names('is_active=1&company_name=rakip')).toEqual([]);
    await t.db.updateTable('clusters').set({ is_active: 1 }).where('id', '=', t.rival.clusterId).execute();

    const unknown = await t.call(t.admin, 'GET', '/clusters?house_count=3');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.house_count).toEqual(['Bu alana göre filtrelenemez: house_count']);
  });
});
