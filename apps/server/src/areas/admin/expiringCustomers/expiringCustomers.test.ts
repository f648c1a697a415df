import { beforeAll, describe, expect, it } from 'vitest';
import {
  clearBilling,
  dayFromToday,
  insertCustomer,
  insertCustomerProduct,
  insertInvoice,
  insertProduct,
} from '../../../test/billingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const PATH = '/api-super-admin/expiring-customers';

describe.each(testDbKinds)('super administrator › expiring customers on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let ada: number;
  let bora: number;
  let cem: number;
  let product: number;

  beforeAll(async () => {
    await clearBilling(t.db);
    ada = await insertCustomer(t.db, 'Ada Yönetim');
    bora = await insertCustomer(t.db, 'Bora Yönetim');
    cem = await insertCustomer(t.db, 'Cem Yönetim');
    product = await insertProduct(t.db, 'Site Paketi');
    const extra = await insertProduct(t.db, 'SMS Paketi');
    await insertCustomerProduct(t.db, {
      customerId: ada,
      productId: product,
      startsOn: '2026-01-01',
      endsOn: dayFromToday(10),
      amount: 2000,
    });
    await insertCustomerProduct(t.db, {
      customerId: bora,
      productId: extra,
      startsOn: '2026-01-01',
      endsOn: dayFromToday(45),
    });
    // Cem's product ends soon but another one goes on after it: not expiring.
    await insertCustomerProduct(t.db, {
      customerId: cem,
      productId: product,
      startsOn: '2026-01-01',
      endsOn: dayFromToday(5),
    });
    await insertCustomerProduct(t.db, { customerId: cem, productId: extra, startsOn: '2026-01-01', endsOn: null });
    // Already ended: not in the list.
    await insertCustomerProduct(t.db, {
      customerId: bora,
      productId: product,
      startsOn: '2025-01-01',
      endsOn: dayFromToday(-3),
    });
    // Overdue: Bora owes 300 + 200 of two invoices, the oldest 20 days past; Ada paid hers; Cem's is not due yet.
    await insertInvoice(t.db, bora, { total: 30000, invoicedOn: dayFromToday(-40), dueOn: dayFromToday(-20) });
    await insertInvoice(t.db, bora, { total: 20000, invoicedOn: dayFromToday(-20), dueOn: dayFromToday(-5) });
    const paidInvoice = await insertInvoice(t.db, ada, {
      total: 10000,
      invoicedOn: dayFromToday(-40),
      dueOn: dayFromToday(-20),
    });
    await t.call(t.admin, 'POST', '/api-super-admin/customer-invoice-payments', {
      customer_id: ada,
      customer_invoice_id: paidInvoice,
      amount: 100,
    });
    await insertInvoice(t.db, cem, { total: 10000, invoicedOn: dayFromToday(0), dueOn: dayFromToday(15) });
  });

  it('lists products ending within 30 days by default, and overdue customers', async () => {
    const res = await t.call(t.admin, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ days: 30, today: dayFromToday(0) });
    expect(data.products).toEqual([
      expect.objectContaining({
        customer_name: 'Ada Yönetim',
        product_name: 'Site Paketi',
        ends_on: dayFromToday(10),
        days_left: 10,
        amount: 20,
      }),
    ]);
    expect(data.overdue).toEqual([
      {
        customer_id: bora,
        customer_name: 'Bora Yönetim',
        invoice_count: 2,
        overdue_amount: 500,
        oldest_due_on: dayFromToday(-20),
        days_overdue: 20,
      },
    ]);
  });

  it('takes the days, filters and whitelisted sorts', async () => {
    const wide = (await t.call(t.admin, 'GET', `${PATH}?days=60&order_by=days_left&order=desc`)).json().data;
    expect(wide.products.map((p: { customer_name: string }) => p.customer_name)).toEqual([
      'Bora Yönetim',
      'Ada Yönetim',
    ]);
    const filtered = (await t.call(t.admin, 'GET', `${PATH}?days=60&product_id=${product}`)).json().data;
    expect(filtered.products.map((p: { customer_id: number }) => p.customer_id)).toEqual([ada]);
    expect(filtered.overdue.map((p: { customer_id: number }) => p.customer_id)).toEqual([bora]);
    expect((await t.call(t.admin, 'GET', `${PATH}?customer_id=${ada}`)).json().data.overdue).toEqual([]);
    for (const bad of ['days=0', 'days=abc', 'order_by=password', 'overdue_order_by=x']) {
      expect((await t.call(t.admin, 'GET', `${PATH}?${bad}`)).statusCode, bad).toBe(422);
    }
  });

  it('is for super administrators only', async () => {
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    expect((await t.call(manager, 'GET', PATH)).statusCode).toBe(403);
  });
});
