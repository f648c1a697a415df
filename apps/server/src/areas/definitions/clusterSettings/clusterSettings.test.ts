import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { decryptSecret, isEncrypted } from '../../../security/secrets';
import { apiCaller, createCompanyWithCluster, createWorker } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

const SECRET = 'gizli-Sifre-42';

describe.each(testDbKinds)('cluster notification and payment providers on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let own: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let other: Awaited<ReturnType<typeof createCompanyWithCluster>>;
  let manager: string;
  let outsider: string;
  let pos: number;
  let bank: number;
  let foreignBank: number;

  let call: ReturnType<typeof apiCaller>;

  const bankAccount = async (token: string, clusterId: number, name: string) => {
    const res = await call(token, 'POST', `/clusters/${clusterId}/bank-accounts`, { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app, 'http://localhost/definitions/clusters');
    own = await createCompanyWithCluster(db, 'Kardelen');
    other = await createCompanyWithCluster(db, 'Başka Şirket');
    // A manager of the complex with no particular permission: access to the complex is enough here.
    manager = await createWorker(app, db, {
      email: 'yonetici@kardelen.com',
      companyId: own.companyId,
      clusterIds: [own.clusterId],
      permissions: [],
    });
    outsider = await createWorker(app, db, {
      email: 'calisan@baska.com',
      companyId: other.companyId,
      clusterIds: [other.clusterId],
      permissions: [],
    });
    pos = await bankAccount(manager, own.clusterId, 'Ziraat POS Hesabı');
    bank = await bankAccount(manager, own.clusterId, 'Ziraat Bankası Ataşehir Şubesi');
    foreignBank = await bankAccount(outsider, other.clusterId, 'Başka Banka');
  });
  afterAll(() => close());

  const logsOf = async (entityType: string, id: number) =>
    (await call(manager, 'GET', `/action-logs?entity_id=${id}&entity_type=${entityType}&order_by=id&order=asc`))
      .json()
      .data.filter((l: Json) => l.entity_id === id && l.entity_type === entityType);

  describe('notification providers', () => {
    const url = () => `/clusters/${own.clusterId}/cluster-notification-providers`;
    const goldsms = (change: Json = {}) => ({
      notification_provider_id: 1,
      is_active: true,
      goldsms: { username: 'kardelen', password: SECRET, title: 'KARDELEN', ...change },
    });
    // The password is stored encrypted: never as typed, and it decrypts to what was typed.
    const savedPassword = async (id: number) => {
      const stored = (
        await db
          .selectFrom('cluster_notification_providers')
          .select('password')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).password;
      expect(stored).not.toContain(SECRET);
      expect(isEncrypted(stored)).toBe(true);
      return decryptSecret(stored);
    };

    it('creates, shows, lists, updates and deletes, never returning the password, and logs each change', async () => {
      const created = await call(manager, 'POST', url(), goldsms());
      expect(created.statusCode, created.body).toBe(201);
      const data = created.json().data;
      expect(data).toMatchObject({
        cluster_id: own.clusterId,
        notification_provider_id: 1,
        is_active: true,
        is_default: false,
        username: 'kardelen',
        title: 'KARDELEN',
        has_password: true,
        goldsms: { username: 'kardelen', title: 'KARDELEN', has_password: true },
      });
      expect(created.body).not.toContain(SECRET);
      expect(data).not.toHaveProperty('password');
      expect(await savedPassword(data.id)).toBe(SECRET);

      const shown = await call(manager, 'GET', `/cluster-notification-providers/${data.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).not.toContain(SECRET);
      expect(shown.json().data).toMatchObject({ id: data.id, has_password: true, goldsms: { username: 'kardelen' } });

      const list = await call(manager, 'GET', `${url()}?per_page=10&is_active=1&notification_provider_id=1`);
      expect(list.json().meta.total).toBe(1);
      expect(list.body).not.toContain(SECRET);
      const all = await call(manager, 'GET', `/cluster-notification-providers?cluster_id=${own.clusterId}`);
      expect(all.json().data.map((r: Json) => r.id)).toEqual([data.id]);
      const exported = await call(manager, 'GET', `${url()}?export=1&export_type=xlsx`);
      expect(exported.statusCode, exported.body).toBe(200);

      // An empty password keeps the saved one.
      const kept = await call(manager, 'PUT', `/cluster-notification-providers/${data.id}`, goldsms({ password: '' }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await savedPassword(data.id)).toBe(SECRET);
      const withoutPassword = { notification_provider_id: 1, goldsms: { username: 'kardelen2', title: 'KARDELEN' } };
      const keptToo = await call(manager, 'PUT', `/cluster-notification-providers/${data.id}`, withoutPassword);
      expect(keptToo.statusCode, keptToo.body).toBe(200);
      expect(keptToo.json().data.username).toBe('kardelen2');
      expect(await savedPassword(data.id)).toBe(SECRET);
      // A new password replaces it.
      const changed = await call(
        manager,
        'PUT',
        `/cluster-notification-providers/${data.id}`,
        goldsms({ password: 'yeni-sifre' }),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.body).not.toContain('yeni-sifre');
      expect(await savedPassword(data.id)).toBe('yeni-sifre');
      // Switching to the other provider needs that provider's own password.
      const switched = await call(manager, 'PUT', `/cluster-notification-providers/${data.id}`, {
        notification_provider_id: 2,
        masgsm: { username: 'mas', password: '', title: 'MAS' },
      });
      expect(switched.statusCode).toBe(422);
      expect(switched.json().errors).toEqual({ 'masgsm.password': ['Zorunlu alan'] });
      const switchedOk = await call(manager, 'PUT', `/cluster-notification-providers/${data.id}`, {
        notification_provider_id: 2,
        masgsm: { username: 'mas', password: 'mas-sifre', title: 'MAS' },
      });
      expect(switchedOk.statusCode, switchedOk.body).toBe(200);
      expect(switchedOk.json().data).toMatchObject({
        notification_provider_id: 2,
        masgsm: { username: 'mas', title: 'MAS', has_password: true },
      });
      expect(switchedOk.json().data).not.toHaveProperty('goldsms');

      const removed = await call(manager, 'DELETE', `/cluster-notification-providers/${data.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await call(manager, 'GET', `/cluster-notification-providers/${data.id}`)).statusCode).toBe(404);

      const logs = await logsOf('notification_provider', data.id);
      expect(logs.map((l: Json) => l.action_type_id)).toEqual([1, 2, 2, 2, 2, 4]);
      expect(logs[0]).toMatchObject({ cluster_id: own.clusterId, user_name: 'yonetici@kardelen.com' });
      expect(logs[0].page_url).toBe('http://localhost/definitions/clusters');
      const stored = await db
        .selectFrom('action_logs')
        .select(['old_values', 'new_values'])
        .where('entity_type', '=', 'notification_provider')
        .execute();
      expect(stored.length).toBeGreaterThan(0);
      for (const row of stored) {
        for (const text of [row.old_values, row.new_values]) {
          expect(text ?? '').not.toContain(SECRET);
          expect(text ?? '').not.toContain('yeni-sifre');
          expect(text ?? '').not.toContain('mas-sifre');
        }
      }
    });

    it('reports each credential rule on its own path with the Turkish messages', async () => {
      const long = 'x'.repeat(51);
      const cases: [Json, Record<string, string[]>][] = [
        [
          { notification_provider_id: 1 },
          {
            'goldsms.username': ['Zorunlu alan'],
            'goldsms.password': ['Zorunlu alan'],
            'goldsms.title': ['Zorunlu alan'],
          },
        ],
        [
          { notification_provider_id: 2, goldsms: goldsms().goldsms },
          {
            'masgsm.username': ['Zorunlu alan'],
            'masgsm.password': ['Zorunlu alan'],
            'masgsm.title': ['Zorunlu alan'],
          },
        ],
        [goldsms({ username: '' }), { 'goldsms.username': ['Zorunlu alan'] }],
        [goldsms({ title: '   ' }), { 'goldsms.title': ['Zorunlu alan'] }],
        [goldsms({ password: '' }), { 'goldsms.password': ['Zorunlu alan'] }],
        [goldsms({ username: long }), { 'goldsms.username': ['En fazla 50 karakter yazabilirsiniz.'] }],
        [goldsms({ password: long }), { 'goldsms.password': ['En fazla 50 karakter yazabilirsiniz.'] }],
        [goldsms({ title: long }), { 'goldsms.title': ['En fazla 50 karakter yazabilirsiniz.'] }],
        [
          { ...goldsms(), notification_provider_id: 3 },
          { notification_provider_id: ['En fazla 2 değerini girebilirsiniz.'] },
        ],
        [{ ...goldsms(), notification_provider_id: undefined }, { notification_provider_id: ['Zorunlu alan'] }],
      ];
      for (const [payload, errors] of cases) {
        const res = await call(manager, 'POST', url(), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
      }
      // 50 characters is the limit, 1 the minimum.
      const edge = await call(manager, 'POST', url(), goldsms({ username: 'x'.repeat(50), password: 'p', title: 'T' }));
      expect(edge.statusCode, edge.body).toBe(201);
      await call(manager, 'DELETE', `/cluster-notification-providers/${edge.json().data.id}`);
      expect((await call(manager, 'GET', url())).json().meta.total).toBe(0);
    });

    it('keeps one default per complex', async () => {
      const theirs = await call(outsider, 'POST', `/clusters/${other.clusterId}/cluster-notification-providers`, {
        ...goldsms(),
        is_default: true,
      });
      expect(theirs.statusCode).toBe(201);
      const a = (await call(manager, 'POST', url(), { ...goldsms(), is_default: true })).json().data;
      expect(a.is_default).toBe(true);
      const b = (
        await call(manager, 'POST', url(), {
          notification_provider_id: 2,
          is_default: true,
          masgsm: { username: 'm', password: 'p', title: 'T' },
        })
      ).json().data;
      expect(b.is_default).toBe(true);
      const defaults = async () =>
        (await call(manager, 'GET', `${url()}?is_default=1`)).json().data.map((r: Json) => r.id);
      expect(await defaults()).toEqual([b.id]);
      const again = await call(manager, 'PUT', `/cluster-notification-providers/${a.id}`, {
        ...goldsms({ password: '' }),
        is_default: true,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(await defaults()).toEqual([a.id]);
      // Not touching the flag leaves it alone; clearing it leaves no default.
      await call(manager, 'PUT', `/cluster-notification-providers/${b.id}`, {
        notification_provider_id: 2,
        masgsm: { username: 'm2', title: 'T' },
      });
      expect(await defaults()).toEqual([a.id]);
      await call(manager, 'PUT', `/cluster-notification-providers/${a.id}`, { ...goldsms(), is_default: false });
      expect(await defaults()).toEqual([]);
      // The other company's default is untouched.
      const shown = await call(outsider, 'GET', `/cluster-notification-providers/${theirs.json().data.id}`);
      expect(shown.json().data.is_default).toBe(true);
      for (const id of [a.id, b.id]) await call(manager, 'DELETE', `/cluster-notification-providers/${id}`);
    });

    it('keeps one default when several are saved at the same time', async () => {
      const racing = await Promise.all(
        Array.from({ length: 6 }, () => call(manager, 'POST', url(), { ...goldsms(), is_default: true })),
      );
      for (const res of racing) expect(res.statusCode, res.body).toBe(201);
      const defaults = (await call(manager, 'GET', `${url()}?is_default=1`)).json().data;
      expect(defaults).toHaveLength(1);
      for (const res of racing) await call(manager, 'DELETE', `/cluster-notification-providers/${res.json().data.id}`);
    });

    it("is a 404 on every route for another company's complex", async () => {
      const theirs = await call(outsider, 'POST', `/clusters/${other.clusterId}/cluster-notification-providers`, {
        ...goldsms(),
      });
      expect(theirs.statusCode, theirs.body).toBe(201);
      const id = theirs.json().data.id;
      for (const [method, path, payload] of [
        ['GET', `/cluster-notification-providers/${id}`],
        ['PUT', `/cluster-notification-providers/${id}`, goldsms()],
        ['DELETE', `/cluster-notification-providers/${id}`],
        ['GET', `/clusters/${other.clusterId}/cluster-notification-providers`],
        ['POST', `/clusters/${other.clusterId}/cluster-notification-providers`, goldsms()],
        ['POST', '/cluster-notification-providers', { ...goldsms(), cluster_id: other.clusterId }],
      ] as const) {
        const res = await call(manager, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().message).toBe('Öğe bulunamadı.');
      }
      const listed = await call(manager, 'GET', `/cluster-notification-providers?cluster_id=${other.clusterId}`);
      expect(listed.json().meta.total).toBe(0);
      expect((await call(outsider, 'GET', `/cluster-notification-providers/${id}`)).statusCode).toBe(200);
    });
  });

  describe('payment providers', () => {
    const url = () => `/clusters/${own.clusterId}/cluster-payment-providers`;
    const iyzico = (change: Json = {}) => ({
      payment_provider_id: 1,
      pos_account_id: pos,
      bank_account_id: bank,
      is_active: true,
      submerchant_id: 'SUB-0000000001',
      ...change,
    });
    const validParam = {
      company_type_id: 1,
      mobile_phone: '+90 532 123 45 67',
      person_name: 'Ayşe Yılmaz',
      birthdate: '1985-04-23',
      // Exactly 11 digits is the rule here, not the T.C. checksum.
      tc_number: '12345678901',
    };
    const param = (change: Json = {}, top: Json = {}) => ({
      payment_provider_id: 2,
      pos_account_id: pos,
      bank_account_id: bank,
      param: { ...validParam, ...change },
      ...top,
    });

    it('creates provider 1 with a submerchant_id and provider 2 with the Param block, and logs each change', async () => {
      const created = await call(manager, 'POST', url(), iyzico());
      expect(created.statusCode, created.body).toBe(201);
      const first = created.json().data;
      expect(first).toMatchObject({
        cluster_id: own.clusterId,
        payment_provider_id: 1,
        pos_account_id: pos,
        bank_account_id: bank,
        pos_account_name: 'Ziraat POS Hesabı',
        bank_account_name: 'Ziraat Bankası Ataşehir Şubesi',
        submerchant_id: 'SUB-0000000001',
        is_active: true,
        is_default: false,
        param: null,
      });

      const second = await call(manager, 'POST', '/cluster-payment-providers', {
        ...param({ iban_title: 'yok sayılır' }),
        cluster_id: own.clusterId,
        submerchant_id: 'SUB-0000000002',
      });
      expect(second.statusCode, second.body).toBe(201);
      const data = second.json().data;
      expect(data).toMatchObject({
        payment_provider_id: 2,
        submerchant_id: null,
        param: {
          company_type_id: 1,
          mobile_phone: '+905321234567',
          person_name: 'Ayşe Yılmaz',
          birthdate: '1985-04-23',
          tc_number: '12345678901',
          iban_title: 'Ziraat Bankası Ataşehir Şubesi',
        },
      });
      const shown = await call(manager, 'GET', `/cluster-payment-providers/${data.id}`);
      expect(shown.json().data.param.iban_title).toBe('Ziraat Bankası Ataşehir Şubesi');
      // The read-only title follows the bank account's name.
      const account = (await call(manager, 'GET', `/bank-accounts/${bank}`)).json().data;
      await call(manager, 'PUT', `/bank-accounts/${bank}`, { ...account, iban: null, name: 'Ziraat Ataşehir' });
      expect((await call(manager, 'GET', `/cluster-payment-providers/${data.id}`)).json().data.param.iban_title).toBe(
        'Ziraat Ataşehir',
      );
      await call(manager, 'PUT', `/bank-accounts/${bank}`, { ...account, iban: null });

      const list = await call(manager, 'GET', `${url()}?order_by=bank_account_name&payment_provider_id=2`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.map((r: Json) => r.id)).toEqual([data.id]);
      expect((await call(manager, 'GET', `${url()}?export=1&export_type=ods`)).statusCode).toBe(200);

      // Switching provider 2 to provider 1 drops the Param details.
      const switched = await call(manager, 'PUT', `/cluster-payment-providers/${data.id}`, iyzico());
      expect(switched.statusCode, switched.body).toBe(200);
      expect(switched.json().data).toMatchObject({
        payment_provider_id: 1,
        param: null,
        submerchant_id: 'SUB-0000000001',
      });

      // A bank account in use cannot be deleted.
      const inUse = await call(manager, 'DELETE', `/bank-accounts/${pos}`);
      expect(inUse.statusCode).toBe(422);

      for (const id of [first.id, data.id]) {
        expect((await call(manager, 'DELETE', `/cluster-payment-providers/${id}`)).statusCode).toBe(200);
      }
      expect((await logsOf('payment_provider', first.id)).map((l: Json) => l.action_type_id)).toEqual([1, 4]);
      const logs = await logsOf('payment_provider', data.id);
      expect(logs.map((l: Json) => l.action_type_id)).toEqual([1, 2, 4]);
      expect(logs[0]).toMatchObject({ cluster_id: own.clusterId, user_name: 'yonetici@kardelen.com' });
    });

    it('reports each rule on its own path with the Turkish messages', async () => {
      const cases: [Json, Record<string, string[]>][] = [
        [
          {},
          {
            payment_provider_id: ['Zorunlu alan'],
            pos_account_id: ['Zorunlu alan'],
            bank_account_id: ['Zorunlu alan'],
          },
        ],
        [iyzico({ bank_account_id: pos }), { bank_account_id: ['POS hesabıyla aynı olmamalı'] }],
        [iyzico({ submerchant_id: undefined }), { submerchant_id: ['Zorunlu alan'] }],
        [iyzico({ submerchant_id: '' }), { submerchant_id: ['Zorunlu alan'] }],
        [iyzico({ submerchant_id: '123456789' }), { submerchant_id: ['En az 10 karakter yazmalısınız.'] }],
        [iyzico({ submerchant_id: 'x'.repeat(101) }), { submerchant_id: ['En fazla 100 karakter yazabilirsiniz.'] }],
        [iyzico({ payment_provider_id: 3 }), { payment_provider_id: ['En fazla 2 değerini girebilirsiniz.'] }],
        [
          { payment_provider_id: 2, pos_account_id: pos, bank_account_id: bank },
          {
            'param.company_type_id': ['Zorunlu alan'],
            'param.mobile_phone': ['Zorunlu alan'],
            'param.person_name': ['Zorunlu alan'],
            'param.birthdate': ['Zorunlu alan'],
            'param.tc_number': ['Zorunlu alan'],
          },
        ],
        [param({ tc_number: '1234' }), { 'param.tc_number': ['Tam 11 karakter yazmalısınız.'] }],
        [param({ tc_number: '123456789012' }), { 'param.tc_number': ['Tam 11 karakter yazmalısınız.'] }],
        [param({ tc_number: '1234567890a' }), { 'param.tc_number': ['Sadece rakam girmelisiniz.'] }],
        [param({ tc_number: '' }), { 'param.tc_number': ['Zorunlu alan'] }],
        [param({ company_type_id: 4 }), { 'param.company_type_id': ['En fazla 3 değerini girebilirsiniz.'] }],
        [param({ company_type_id: undefined }), { 'param.company_type_id': ['Zorunlu alan'] }],
        [param({ mobile_phone: '0532-abc' }), { 'param.mobile_phone': ['Sadece rakam girmelisiniz.'] }],
        [param({ mobile_phone: '' }), { 'param.mobile_phone': ['Zorunlu alan'] }],
        [param({ person_name: 'x'.repeat(101) }), { 'param.person_name': ['En fazla 100 karakter yazabilirsiniz.'] }],
        [param({ person_name: '' }), { 'param.person_name': ['Zorunlu alan'] }],
        [param({ birthdate: undefined }), { 'param.birthdate': ['Zorunlu alan'] }],
        [param({ birthdate: '1985-02-30' }), { 'param.birthdate': ['Geçerli bir tarih girin'] }],
        // Several rules at once: every message arrives in one answer.
        [
          param({ tc_number: '12' }, { bank_account_id: pos }),
          { bank_account_id: ['POS hesabıyla aynı olmamalı'], 'param.tc_number': ['Tam 11 karakter yazmalısınız.'] },
        ],
        [iyzico({ pos_account_id: foreignBank }), { pos_account_id: ['Öğe bulunamadı.'] }],
        [iyzico({ bank_account_id: 999999 }), { bank_account_id: ['Öğe bulunamadı.'] }],
      ];
      for (const [payload, errors] of cases) {
        const res = await call(manager, 'POST', url(), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
      }
      // The same rules hold on update.
      const created = (await call(manager, 'POST', url(), iyzico({ submerchant_id: 'x'.repeat(10) }))).json().data;
      const sameOnUpdate = await call(manager, 'PUT', `/cluster-payment-providers/${created.id}`, {
        ...iyzico(),
        bank_account_id: pos,
      });
      expect(sameOnUpdate.json().errors).toEqual({ bank_account_id: ['POS hesabıyla aynı olmamalı'] });
      const foreignOnUpdate = await call(manager, 'PUT', `/cluster-payment-providers/${created.id}`, {
        ...iyzico(),
        bank_account_id: foreignBank,
      });
      expect(foreignOnUpdate.json().errors).toEqual({ bank_account_id: ['Öğe bulunamadı.'] });
      await call(manager, 'DELETE', `/cluster-payment-providers/${created.id}`);
      expect((await call(manager, 'GET', url())).json().meta.total).toBe(0);
    });

    it('keeps one default per complex', async () => {
      const a = (await call(manager, 'POST', url(), iyzico({ is_default: true }))).json().data;
      const b = (await call(manager, 'POST', url(), param({}, { is_default: true }))).json().data;
      const defaults = async () =>
        (await call(manager, 'GET', `${url()}?is_default=1`)).json().data.map((r: Json) => r.id);
      expect(await defaults()).toEqual([b.id]);
      expect((await call(manager, 'GET', `/cluster-payment-providers/${a.id}`)).json().data.is_default).toBe(false);
      await call(manager, 'PUT', `/cluster-payment-providers/${a.id}`, iyzico({ is_default: true }));
      expect(await defaults()).toEqual([a.id]);
      for (const id of [a.id, b.id]) await call(manager, 'DELETE', `/cluster-payment-providers/${id}`);
    });

    it("is a 404 on every route for another company's complex", async () => {
      const otherPos = await bankAccount(outsider, other.clusterId, 'Başka POS');
      const theirPayload = {
        payment_provider_id: 1,
        pos_account_id: otherPos,
        bank_account_id: foreignBank,
        submerchant_id: 'x'.repeat(12),
      };
      const theirs = await call(
        outsider,
        'POST',
        `/clusters/${other.clusterId}/cluster-payment-providers`,
        theirPayload,
      );
      expect(theirs.statusCode, theirs.body).toBe(201);
      const id = theirs.json().data.id;
      for (const [method, path, payload] of [
        ['GET', `/cluster-payment-providers/${id}`],
        ['PUT', `/cluster-payment-providers/${id}`, theirPayload],
        ['DELETE', `/cluster-payment-providers/${id}`],
        ['GET', `/clusters/${other.clusterId}/cluster-payment-providers`],
        ['POST', `/clusters/${other.clusterId}/cluster-payment-providers`, theirPayload],
        ['POST', '/cluster-payment-providers', { ...theirPayload, cluster_id: other.clusterId }],
      ] as const) {
        const res = await call(manager, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().message).toBe('Öğe bulunamadı.');
      }
      const listed = await call(manager, 'GET', `/cluster-payment-providers?cluster_id=${other.clusterId}`);
      expect(listed.json().meta.total).toBe(0);
      expect((await call(outsider, 'GET', `/cluster-payment-providers/${id}`)).statusCode).toBe(200);
    });
  });
});
