import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lateFeeSettings } from '../../../accounting/lateFeeRules';
import type { Db } from '../../../db/connection';
import { seedDemo } from '../../../db/seed/demo';
import { decryptSecret } from '../../../security/secrets';
import { apiCaller, createCompanyWithCluster, createWorker, demoTokens } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('companies, complexes, blocks and unit types on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: string;
  let manager: string;
  let outsider: string;
  let other: Awaited<ReturnType<typeof createCompanyWithCluster>>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app);
    await seedDemo(db);
    ({ 'admin@demo.test': admin, 'yonetici@demo.test': manager } = await demoTokens(app));
    other = await createCompanyWithCluster(db, 'Rakip Yönetim');
    outsider = await createWorker(app, db, {
      email: 'rakip@ornek.com',
      companyId: other.companyId,
      clusterIds: [other.clusterId],
      permissions: [],
    });
  });
  afterAll(() => close());

  let call: ReturnType<typeof apiCaller>;

  it('lets the super administrator manage companies, with money in lira and the SMS password never sent back', async () => {
    const created = await call(admin, 'POST', '/companies', {
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
    const row = await db
      .selectFrom('companies')
      .select(['house_risk_amount', 'sms_password'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.house_risk_amount).toBe(150050);

    // An empty password in the form keeps the saved one.
    await call(admin, 'PUT', `/companies/${company.id}`, { name: 'Boğaziçi Yönetim', sms_password: '' });
    const kept = await db
      .selectFrom('companies')
      .select('sms_password')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(kept.sms_password).not.toContain('gizli');
    expect(decryptSecret(kept.sms_password ?? '')).toBe('gizli');
    const logs = await call(admin, 'GET', `/action-logs?entity_type=company&entity_id=${company.id}`);
    expect(logs.json().meta.total).toBe(2);
    expect(JSON.stringify(logs.json().data)).not.toContain('gizli');

    const found = await call(admin, 'GET', `/companies?query=${encodeURIComponent('BOĞAZİÇİ')}`);
    expect(found.json().data.map((c: Json) => c.name)).toEqual(['Boğaziçi Yönetim']);

    const invalid = await call(admin, 'POST', '/companies', {
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

    expect((await call(manager, 'POST', '/companies', { company_type_id: 1, name: 'Olmaz' })).statusCode).toBe(403);
    expect((await call(manager, 'GET', `/companies/${company.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/companies/${company.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a company that still has complexes', async () => {
    const res = await call(admin, 'DELETE', `/companies/${other.companyId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu şirkete bağlı siteler olduğu için silinemez.');
  });

  it('creates a complex with blocks and unit types, edits its settings, and keeps other companies out', async () => {
    const company = (await call(admin, 'GET', '/companies?company_type_id=1'))
      .json()
      .data.find((c: Json) => String(c.name).startsWith('Anadolu'));
    const created = await call(admin, 'POST', '/clusters', {
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

    const block = await call(admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'Çınar' });
    expect(block.statusCode).toBe(201);
    await call(admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'Akasya' });
    const type = await call(admin, 'POST', `/clusters/${cluster.id}/house-types`, { name: 'Dubleks' });
    expect(type.statusCode).toBe(201);
    expect((await call(admin, 'GET', `/clusters/${cluster.id}/blocks`)).json().data.map((b: Json) => b.name)).toEqual([
      'Akasya',
      'Çınar',
    ]);
    await call(admin, 'PUT', `/blocks/${block.json().data.id}`, { name: 'Çınar Blok' });
    expect((await call(admin, 'GET', `/clusters/${cluster.id}/blocks`)).json().data.map((b: Json) => b.name)).toContain(
      'Çınar Blok',
    );
    expect((await call(admin, 'POST', `/clusters/${cluster.id}/blocks`, { name: '' })).json().errors.name).toEqual([
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
    const updated = await call(admin, 'PUT', `/clusters/${cluster.id}`, settings);
    expect(updated.json().data).toMatchObject(settings);
    // Grace days: 0 is no grace, empty is the company's delay option days.
    await db.updateTable('companies').set({ delay_option_days: 7 }).where('id', '=', cluster.company_id).execute();
    const graceOf = async (value: number | null | '') => {
      const saved = await call(admin, 'PUT', `/clusters/${cluster.id}`, {
        name: 'Çamlık Evleri Sitesi',
        late_fee_grace_days: value,
      });
      expect(saved.statusCode).toBe(200);
      return [saved.json().data.late_fee_grace_days, (await lateFeeSettings(db, cluster.id)).graceDays];
    };
    expect(await graceOf(0)).toEqual([0, 0]);
    expect(await graceOf('')).toEqual([null, 7]);
    expect(await graceOf(null)).toEqual([null, 7]);
    expect(await graceOf(3)).toEqual([3, 3]);
    // The complex picker's list carries the last payment day, which new recurring dues start from.
    const listed = (await call(admin, 'GET', '/clusters?query=çamlık')).json().data;
    expect(listed.map((c: Json) => c.due_day)).toEqual([10]);
    const badRate = await call(admin, 'PUT', `/clusters/${cluster.id}`, { name: 'Çamlık', late_fee_rate: 101 });
    expect(badRate.json().errors.late_fee_rate).toEqual(['En fazla 100,00 değerini girebilirsiniz.']);
    const badOrder = await call(admin, 'PUT', `/clusters/${cluster.id}`, {
      name: 'Çamlık',
      allocation_order: 'random',
    });
    expect(badOrder.statusCode).toBe(422);
    // A cleared form field arrives as '' and means "no value", as on every other form.
    const cleared = await call(admin, 'PUT', `/clusters/${cluster.id}`, {
      name: 'Çamlık Evleri Sitesi',
      tax_number: '',
      title: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ tax_number: null, title: null });
    expect((await call(admin, 'GET', '/clusters?query=çamlık')).json().data.map((c: Json) => c.name)).toEqual([
      'Çamlık Evleri Sitesi',
    ]);

    // The manager is not allowed in this complex; the other company's worker even less.
    for (const token of [manager, outsider]) {
      expect((await call(token, 'GET', `/clusters/${cluster.id}`)).statusCode).toBe(404);
      expect((await call(token, 'PUT', `/clusters/${cluster.id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await call(token, 'POST', `/clusters/${cluster.id}/blocks`, { name: 'X' })).statusCode).toBe(404);
      expect((await call(token, 'PUT', `/blocks/${block.json().data.id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await call(token, 'DELETE', `/house-types/${type.json().data.id}`)).statusCode).toBe(404);
    }
    expect((await call(outsider, 'POST', '/clusters', { company_id: company.id, name: 'Sızma' })).statusCode).toBe(403);

    // A block in use by a house cannot go; the complex with houses cannot go either.
    const house = await call(admin, 'POST', `/clusters/${cluster.id}/houses`, {
      block_id: block.json().data.id,
      type: 'house',
      door_number: '1',
    });
    expect(house.statusCode).toBe(201);
    const blocked = await call(admin, 'DELETE', `/blocks/${block.json().data.id}`);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('Bu kayıt başka kayıtlarda kullanıldığı için silinemez.');
    expect((await call(admin, 'DELETE', `/clusters/${cluster.id}`)).statusCode).toBe(422);
    await call(admin, 'DELETE', `/houses/${house.json().data.id}`);
    expect((await call(admin, 'DELETE', `/clusters/${cluster.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/clusters/${cluster.id}`)).statusCode).toBe(404);
  });
});
