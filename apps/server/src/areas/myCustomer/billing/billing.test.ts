import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithCluster, createWorker } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import {
  clearBilling,
  dayFromToday,
  insertCustomer,
  insertHolding,
  insertInvoice,
  useDemoBilling,
} from './billing.fixtures';

describe.each(testDbKinds)('my customer › billing on %s', (kind) => {
  const t = useDemoBilling(kind);
  let outsider: string;
  let own: number;
  let foreign: number;
  let customer: number;

  beforeAll(async () => {
    await clearBilling(t.db);
    const company = await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const clusters = await t.db
      .selectFrom('clusters')
      .select(['id', 'name'])
      .where('company_id', '=', company.id)
      .orderBy('id')
      .execute();
    customer = await insertCustomer(t.db, 'Anadolu Site Yönetim', company.id);
    await insertHolding(t.db, customer, {
      product: 'Site Paketi',
      startsOn: '2025-01-01',
      endsOn: '2025-12-31',
      amount: 1000,
    });
    await insertHolding(t.db, customer, { product: 'Site Paketi', startsOn: '2026-01-01', endsOn: null, amount: 1500 });
    await t.db
      .insertInto('customer_clusters')
      .values({
        customer_id: customer,
        cluster_id: clusters[0].id,
        starts_on: '2025-01-01',
        ends_on: null,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    own = await insertInvoice(t.db, customer, {
      total: 120000,
      invoicedOn: dayFromToday(-40),
      dueOn: dayFromToday(-25),
      no: 'RS-1',
    });
    await insertInvoice(t.db, customer, {
      total: 60000,
      invoicedOn: dayFromToday(-5),
      dueOn: dayFromToday(10),
      no: 'RS-2',
    });
    await t.db
      .insertInto('customer_invoice_lines')
      .values({
        customer_invoice_id: own,
        cluster_id: clusters[0].id,
        description: 'Site Paketi',
        house_count: 40,
        days: 30,
        period_days: 30,
        unit_amount: 2500,
        amount: 100000,
      })
      .execute();
    // 500 TL paid of the first invoice.
    const paid = await t.call(t.admin, 'POST', '/api-super-admin/customer-invoice-payments', {
      customer_id: customer,
      customer_invoice_id: own,
      amount: 500,
      payment_on: dayFromToday(-10),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const other = await createCompanyWithCluster(t.db, 'Başka Yönetim');
    const otherCustomer = await insertCustomer(t.db, 'Başka Yönetim', other.companyId);
    foreign = await insertInvoice(t.db, otherCustomer, { total: 1000, invoicedOn: '2026-01-01', dueOn: '2026-01-15' });
    outsider = await createWorker(t.app, t.db, {
      email: 'baska@test.test',
      companyId: other.companyId,
      clusterIds: [other.clusterId],
      permissions: [],
    });
  });

  it('shows the company its products, complexes, invoices, payments, balance and where to pay', async () => {
    const res = await t.call(t.manager, 'GET', '/my-customer/billing');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.customer).toMatchObject({ id: customer, name: 'Anadolu Site Yönetim' });
    expect(data.products.map((p: { amount: number; is_active: boolean }) => [p.amount, p.is_active])).toEqual([
      [15, true],
      [10, false],
    ]);
    expect(data.clusters).toHaveLength(1);
    expect(data.clusters[0].house_count).toBeGreaterThan(0);
    expect(data.invoices.map((i: { invoice_no: string }) => i.invoice_no)).toEqual(['RS-2', 'RS-1']);
    expect(data.invoices[1]).toMatchObject({
      amount_tax_included: 1200,
      amount_collected: 500,
      amount_remaining: 700,
      is_overdue: true,
    });
    expect(data.invoices[0]).toMatchObject({ amount_remaining: 600, is_overdue: false });
    expect(data.payments).toEqual([expect.objectContaining({ amount: 500, invoice_payment_amount: 500 })]);
    expect(data.balance).toEqual({ remaining: 1300, overdue: 700, credit: 0 });
    expect(data.seller).toEqual({
      title: 'Site Yönetim Yazılımı A.Ş.',
      bank_name: 'Ziraat Bankası',
      iban: 'TR330006100519786457841326',
    });
  });

  it("shows one of its invoices with lines and payments; another company's is not found", async () => {
    const res = await t.call(t.manager, 'GET', `/my-customer/invoices/${own}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      invoice_no: 'RS-1',
      amount_remaining: 700,
      lines: [expect.objectContaining({ description: 'Site Paketi', house_count: 40, unit_amount: 25, amount: 1000 })],
      payments: [expect.objectContaining({ amount: 500, payment_on: dayFromToday(-10) })],
    });
    for (const url of [
      `/my-customer/invoices/${foreign}`,
      `/my-customer/invoices/${foreign}/pdf`,
      '/my-customer/invoices/999999',
    ]) {
      const hidden = await t.call(t.manager, 'GET', url);
      expect(hidden.statusCode, url).toBe(404);
      expect(hidden.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await t.call(outsider, 'GET', `/my-customer/invoices/${own}`)).statusCode).toBe(404);
    expect((await t.call(outsider, 'GET', `/my-customer/invoices/${foreign}`)).statusCode).toBe(200);
    const pdf = await t.call(t.manager, 'GET', `/my-customer/invoices/${own}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().data.url).toMatch(/^\/api\/files\/.+/);
  });

  it('tells a company that is not a customer, and a super administrator of no company, that there is nothing', async () => {
    const company = await createCompanyWithCluster(t.db, 'Müşteri Olmayan');
    const worker = await createWorker(t.app, t.db, {
      email: 'yok@test.test',
      companyId: company.companyId,
      clusterIds: [company.clusterId],
      permissions: [],
    });
    for (const token of [worker, t.admin]) {
      const res = await t.call(token, 'GET', '/my-customer/billing');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Şirketiniz için müşteri kaydı bulunamadı.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/my-customer/billing' })).statusCode).toBe(401);
  });
});
