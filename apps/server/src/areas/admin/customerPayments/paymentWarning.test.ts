import { beforeAll, describe, expect, it } from 'vitest';
import { clearBilling, dayFromToday, insertCustomer, insertInvoice } from '../../../test/billingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { trySignIn, useDemoAdmin } from '../users/users.fixtures';

describe.each(testDbKinds)('sign-in › has_payment_warning on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let invoice: number;
  let customer: number;

  const warning = async (email: string) => {
    const res = await trySignIn(t.app, email);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.has_payment_warning as boolean;
  };

  beforeAll(async () => {
    await clearBilling(t.db);
    const company = await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    customer = await insertCustomer(t.db, 'Anadolu Site Yönetim', company.id);
    // Due 20 days ago: within the 30 warning days.
    invoice = await insertInvoice(t.db, customer, {
      total: 10000,
      invoicedOn: dayFromToday(-35),
      dueOn: dayFromToday(-20),
    });
  });

  it('is false while the unpaid invoice is due no more than the warning days ago', async () => {
    expect(await warning('yonetici@demo.test')).toBe(false);
  });

  it('is true for every worker of the company once an unpaid invoice is older; never for a super administrator', async () => {
    await t.db.updateTable('saas_settings').set({ payment_warning_days: 10 }).where('id', '=', 1).execute();
    expect(await warning('yonetici@demo.test')).toBe(true);
    expect(await warning('izleyici@demo.test')).toBe(true);
    expect(await warning('admin@demo.test')).toBe(false);
  });

  it('is false again once the invoice is paid', async () => {
    const res = await t.call(t.admin, 'POST', '/api-super-admin/customer-payments', {
      customer_id: customer,
      amount: 100,
      success_at: dayFromToday(0),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.customer_invoice_ids).toEqual([invoice]);
    expect(await warning('yonetici@demo.test')).toBe(false);
  });
});
