import { expect, it } from 'vitest';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0037_customer_billing';

const at = '2026-01-01T00:00:00.000Z';

describeMigration('0037 customer billing', (current) => {
  it('drops the billing tables and makes them again, with the seller settings row', async () => {
    const db = current();
    await expectTablesRemade(db, { up, down }, [
      'customer_invoices',
      'customer_invoice_lines',
      'customer_payments',
      'customer_invoice_payments',
      'saas_settings',
    ]);
    expect(await db.selectFrom('saas_settings').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 1, tax_rate: 20, payment_due_days: 15, payment_warning_days: 30 }),
    ]);
  });

  it('keeps one issued invoice per customer, kind and period, any number written by hand; lines and payments go with it', async () => {
    const db = current();
    const customer = await db
      .insertInto('customers')
      .values({ name: 'Anadolu Yönetim', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoice = (period_key: string | null, is_yearly: 0 | 1 = 0) => ({
      customer_id: customer.id,
      period_key,
      is_yearly,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      invoiced_on: '2026-11-01',
      due_on: '2026-11-16',
      amount: 1000,
      tax_amount: 200,
      amount_tax_included: 1200,
      created_at: at,
      updated_at: at,
    });
    const first = await db
      .insertInto('customer_invoices')
      .values(invoice('2026-11'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(db.insertInto('customer_invoices').values(invoice('2026-11')).execute()).rejects.toThrow();
    // The other kind of the same key, another period, and invoices by hand (no key) are all allowed.
    await db.insertInto('customer_invoices').values(invoice('2026-11', 1)).execute();
    await db.insertInto('customer_invoices').values(invoice('2026-12')).execute();
    await db
      .insertInto('customer_invoices')
      .values([invoice(null), invoice(null)])
      .execute();
    const skipped = await db
      .insertInto('customer_invoices')
      .values(invoice('2026-11'))
      .onConflict((oc) => oc.columns(['customer_id', 'is_yearly', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    expect(skipped).toBeUndefined();
    const stored = await db
      .selectFrom('customer_invoices')
      .select('tax_rate')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored.tax_rate).toBe(20);

    await db
      .insertInto('customer_invoice_lines')
      .values({ customer_invoice_id: first.id, description: 'Yazılım', amount: 1000 })
      .execute();
    const payment = await db
      .insertInto('customer_payments')
      .values({ customer_id: customer.id, success_at: at, amount: 1200, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('customer_invoice_payments')
      .values({
        customer_id: customer.id,
        customer_payment_id: payment.id,
        customer_invoice_id: first.id,
        payment_on: '2026-11-20',
        amount: 1200,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db.deleteFrom('customer_invoices').where('id', '=', first.id).execute();
    expect(await db.selectFrom('customer_invoice_lines').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('customer_invoice_payments').select('id').execute()).toEqual([]);
    // The customer's other invoices and payments go with the customer.
    await db.deleteFrom('customers').where('id', '=', customer.id).execute();
    expect(await db.selectFrom('customer_invoices').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('customer_payments').select('id').execute()).toEqual([]);
  });
});
