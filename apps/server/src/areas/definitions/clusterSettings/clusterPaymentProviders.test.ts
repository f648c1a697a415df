import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, postId } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { expectHiddenFromOtherCompany, useClusterSettingsApp } from './clusterSettings.fixtures';

describe.each(testDbKinds)('cluster payment providers on %s', (kind) => {
  const { t, logsOf } = useClusterSettingsApp(kind);
  let pos: number;
  let bank: number;
  let foreignBank: number;

  const bankAccount = (token: string, clusterId: number, name: string) =>
    postId(t.call, token, `/clusters/${clusterId}/bank-accounts`, { name });

  beforeAll(async () => {
    pos = await bankAccount(t.own.token, t.own.clusterId, 'Ziraat POS Hesabı');
    bank = await bankAccount(t.own.token, t.own.clusterId, 'Ziraat Bankası Ataşehir Şubesi');
    foreignBank = await bankAccount(t.other.token, t.other.clusterId, 'Başka Banka');
  });

  const url = () => `/clusters/${t.own.clusterId}/cluster-payment-providers`;
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
    const created = await t.call(t.own.token, 'POST', url(), iyzico());
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json().data;
    expect(first).toMatchObject({
      cluster_id: t.own.clusterId,
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

    const second = await t.call(t.own.token, 'POST', '/cluster-payment-providers', {
      ...param({ iban_title: 'yok sayılır' }),
      cluster_id: t.own.clusterId,
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
    const shown = await t.call(t.own.token, 'GET', `/cluster-payment-providers/${data.id}`);
    expect(shown.json().data.param.iban_title).toBe('Ziraat Bankası Ataşehir Şubesi');
    // The read-only title follows the bank account's name.
    const account = (await t.call(t.own.token, 'GET', `/bank-accounts/${bank}`)).json().data;
    await t.call(t.own.token, 'PUT', `/bank-accounts/${bank}`, { ...account, iban: null, name: 'Ziraat Ataşehir' });
    expect(
      (await t.call(t.own.token, 'GET', `/cluster-payment-providers/${data.id}`)).json().data.param.iban_title,
    ).toBe('Ziraat Ataşehir');
    await t.call(t.own.token, 'PUT', `/bank-accounts/${bank}`, { ...account, iban: null });

    const list = await t.call(t.own.token, 'GET', `${url()}?order_by=bank_account_name&payment_provider_id=2`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: Json) => r.id)).toEqual([data.id]);
    expect((await t.call(t.own.token, 'GET', `${url()}?export=1&export_type=ods`)).statusCode).toBe(200);

    // Switching provider 2 to provider 1 drops the Param details.
    const switched = await t.call(t.own.token, 'PUT', `/cluster-payment-providers/${data.id}`, iyzico());
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({
      payment_provider_id: 1,
      param: null,
      submerchant_id: 'SUB-0000000001',
    });

    // A bank account in use cannot be deleted.
    const inUse = await t.call(t.own.token, 'DELETE', `/bank-accounts/${pos}`);
    expect(inUse.statusCode).toBe(422);

    for (const id of [first.id, data.id]) {
      expect((await t.call(t.own.token, 'DELETE', `/cluster-payment-providers/${id}`)).statusCode).toBe(200);
    }
    expect((await logsOf('payment_provider', first.id)).map((l: Json) => l.action_type_id)).toEqual([1, 4]);
    const logs = await logsOf('payment_provider', data.id);
    expect(logs.map((l: Json) => l.action_type_id)).toEqual([1, 2, 4]);
    expect(logs[0]).toMatchObject({ cluster_id: t.own.clusterId, user_name: 'yonetici@kardelen.com' });
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
      const res = await t.call(t.own.token, 'POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    // The same rules hold on update.
    const created = (await t.call(t.own.token, 'POST', url(), iyzico({ submerchant_id: 'x'.repeat(10) }))).json().data;
    const sameOnUpdate = await t.call(t.own.token, 'PUT', `/cluster-payment-providers/${created.id}`, {
      ...iyzico(),
      bank_account_id: pos,
    });
    expect(sameOnUpdate.json().errors).toEqual({ bank_account_id: ['POS hesabıyla aynı olmamalı'] });
    const foreignOnUpdate = await t.call(t.own.token, 'PUT', `/cluster-payment-providers/${created.id}`, {
      ...iyzico(),
      bank_account_id: foreignBank,
    });
    expect(foreignOnUpdate.json().errors).toEqual({ bank_account_id: ['Öğe bulunamadı.'] });
    await t.call(t.own.token, 'DELETE', `/cluster-payment-providers/${created.id}`);
    expect((await t.call(t.own.token, 'GET', url())).json().meta.total).toBe(0);
  });

  it('keeps one default per complex', async () => {
    const a = (await t.call(t.own.token, 'POST', url(), iyzico({ is_default: true }))).json().data;
    const b = (await t.call(t.own.token, 'POST', url(), param({}, { is_default: true }))).json().data;
    const defaults = async () =>
      (await t.call(t.own.token, 'GET', `${url()}?is_default=1`)).json().data.map((r: Json) => r.id);
    expect(await defaults()).toEqual([b.id]);
    expect((await t.call(t.own.token, 'GET', `/cluster-payment-providers/${a.id}`)).json().data.is_default).toBe(false);
    await t.call(t.own.token, 'PUT', `/cluster-payment-providers/${a.id}`, iyzico({ is_default: true }));
    expect(await defaults()).toEqual([a.id]);
    for (const id of [a.id, b.id]) await t.call(t.own.token, 'DELETE', `/cluster-payment-providers/${id}`);
  });

  it("is a 404 on every route for another company's complex", async () => {
    const otherPos = await bankAccount(t.other.token, t.other.clusterId, 'Başka POS');
    const theirPayload = {
      payment_provider_id: 1,
      pos_account_id: otherPos,
      bank_account_id: foreignBank,
      submerchant_id: 'x'.repeat(12),
    };
    await expectHiddenFromOtherCompany(t, 'cluster-payment-providers', theirPayload);
  });
});
