import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperadmin } from '../../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { createWorker, grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const FORBIDDEN = 'Bunu yapmaya yetkili değilsiniz.';

/** My company › Şirket Bilgileri: a company's own workers read its record, its administrators edit it. */
describe.each(testDbKinds)('a company’s own record (Şirket Bilgileri) on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/my-company/info' });
  let companyAdmin: string;
  let manager: string;
  let superadmin: string;

  const workerWithRole = async (email: string, companyId: number, clusterId: number, role: string) => {
    const token = await createWorker(t.app, t.db, { email, companyId, clusterIds: [clusterId], permissions: [] });
    await grantRole(t.db, token, role);
    return token;
  };
  const company = (id: number) => `/companies/${id}`;
  const uploadLogo = (token: string, companyId: number) => {
    const boundary = '----logo-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/logo`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
  };

  beforeAll(async () => {
    companyAdmin = await workerWithRole('yonetici@kardelen.com', t.own.companyId, t.own.clusterId, 'company-admin');
    manager = await workerWithRole('mudur@kardelen.com', t.own.companyId, t.own.clusterId, 'manager');
    superadmin = await createSuperadmin(t.app, t.db, { email: 'admin@ornek.com', companyId: t.own.companyId });
    // The contract and modules the company bought, as the super administrator set them.
    const set = await t.call(superadmin, 'PUT', company(t.own.companyId), {
      contract_fee: 1200.5,
      contract_renewal_on: '2027-01-31',
      has_budget_services: true,
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('shows a worker their own company and no other (404)', async () => {
    const own = await t.call(t.worker, 'GET', company(t.own.companyId));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ name: 'Kardelen', contract_fee: 1200.5, has_budget_services: true });
    expect(own.json().data).not.toHaveProperty('sms_password');
    const other = await t.call(t.worker, 'GET', company(t.other.companyId));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Öğe bulunamadı.');
  });

  it('lets the company administrator edit the company’s contact, SMS, risk, fee and grace settings', async () => {
    const changes = {
      name: 'Kardelen Yönetim',
      phone: '+905321112233',
      email: 'bilgi@kardelen.com',
      sms_username: 'kardelen',
      sms_password: 'gizli',
      person_risk_parameter: 250.75,
      house_risk_amount: 1000,
      notification_min_balance: 50,
      fee_last_payment_day: 15,
      delay_option_days: 5,
      accounting_view_type_id: 3,
    };
    const saved = await t.call(companyAdmin, 'PUT', company(t.own.companyId), changes);
    expect(saved.statusCode, saved.body).toBe(200);
    const { sms_password: _secret, ...shown } = changes;
    expect(saved.json().data).toMatchObject({ ...shown, has_sms_password: true });
    // The form sends the whole record back, the super administrator's fields unchanged: that is accepted.
    const record = (await t.call(companyAdmin, 'GET', company(t.own.companyId))).json().data as Json;
    const { id: _id, created_at: _c, updated_at: _u, logo_url: _l, report_logo_url: _r, ...body } = record;
    const again = await t.call(companyAdmin, 'PUT', company(t.own.companyId), body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ ...shown, contract_fee: 1200.5, contract_renewal_on: '2027-01-31' });
    expect((await uploadLogo(companyAdmin, t.own.companyId)).statusCode).toBe(200);
  });

  it('refuses (403) a company administrator’s change of what only a super administrator sets', async () => {
    for (const change of [
      { company_type_id: 2 },
      { is_active: false },
      { has_lawyer_services: true },
      { has_budget_services: false },
      { contract_renewal_on: '2030-01-01' },
      { contract_fee: 1 },
      { contract_fee: null },
    ]) {
      const res = await t.call(companyAdmin, 'PUT', company(t.own.companyId), {
        phone: '+905320000000',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    const kept = (await t.call(companyAdmin, 'GET', company(t.own.companyId))).json().data;
    expect(kept).toMatchObject({
      company_type_id: 1,
      is_active: true,
      has_lawyer_services: false,
      has_budget_services: true,
      contract_renewal_on: '2027-01-31',
      contract_fee: 1200.5,
    });
    expect(kept.phone).not.toBe('+905320000000');
    // The super administrator may.
    const changed = await t.call(superadmin, 'PUT', company(t.own.companyId), { contract_fee: 1300 });
    expect(changed.json().data.contract_fee).toBe(1300);
  });

  it('refuses (403) a worker who is not a company administrator, while they still read it', async () => {
    for (const token of [manager, t.worker]) {
      expect((await t.call(token, 'GET', company(t.own.companyId))).statusCode).toBe(200);
      const res = await t.call(token, 'PUT', company(t.own.companyId), { phone: '+905329999999' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
      expect((await uploadLogo(token, t.own.companyId)).statusCode).toBe(403);
      expect((await t.call(token, 'DELETE', `/companies/${t.own.companyId}/logo`)).statusCode).toBe(403);
    }
  });

  it('hides another company from a company administrator (404 on read, edit and logo)', async () => {
    const url = company(t.other.companyId);
    for (const [method, body] of [['GET'], ['PUT', { name: 'Ele Geçirildi' }]] as const) {
      const res = await t.call(companyAdmin, method, url, body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await uploadLogo(companyAdmin, t.other.companyId)).statusCode).toBe(404);
    expect((await t.call(companyAdmin, 'DELETE', `${url}/logo`)).statusCode).toBe(404);
    expect((await t.call(t.outsider, 'GET', url)).json().data.name).toBe('Başka Şirket');
  });
});
