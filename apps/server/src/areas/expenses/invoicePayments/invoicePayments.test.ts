import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useInvoicesApp } from '../../../test/invoiceFixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('invoice payments on %s', (kind) => {
  const { t, ids, newInvoice, balance } = useInvoicesApp(kind);

  it('30 concurrent payments never pay more than the invoice', async () => {
    const invoice = await newInvoice([{ amount: 1000 }]);
    const before = await balance('bank_account', ids.bankId);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
          collected_on: '2026-10-20',
          amount: 100,
          bank_account_id: ids.bankId,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(20);
    const shown = (await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data;
    expect([shown.paid, shown.remaining, shown.is_paid]).toEqual([1000, 0, true]);
    expect(await balance('bank_account', ids.bankId)).toBe(before - 100_000);
  });

  it('pays up to the invoice’s remaining amount, also past one item’s limit, and edits that payment again', async () => {
    const invoice = await newInvoice([{ amount: 9_999_999.99 }, { amount: 9_999_999.99 }, { amount: 9_999_999.99 }]);
    const paid = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
      collected_on: '2026-10-20',
      amount: 29_999_999.97,
      bank_account_id: ids.bankId,
    });
    expect(paid.statusCode).toBe(201);
    const payment = paid.json().data;
    const again = await t.call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 29_999_999.97,
      bank_account_id: ids.bankId,
    });
    expect(again.statusCode).toBe(200);
    const over = await t.call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 29_999_999.98,
      bank_account_id: ids.bankId,
    });
    expect(over.json().errors.amount).toEqual(['En fazla 29.999.999,97 değerini girebilirsiniz.']);
    expect((await t.call(t.worker, 'DELETE', `/expense/invoices/${invoice.id}`)).statusCode).toBe(200);
  });

  it('edits and deletes a payment, keeping the journal in step', async () => {
    const invoice = await newInvoice([{ amount: 500 }]);
    const before = await balance('bank_account', ids.bankId);
    const payment = (
      await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
        collected_on: '2026-10-20',
        amount: 200,
        bank_account_id: ids.bankId,
      })
    ).json().data;
    const edited = await t.call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 500,
      bank_account_id: ids.bankId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: payment.id, amount: 500, collected_on: '2026-10-21' });
    const shown = await t.call(t.worker, 'GET', `/expense/payments/${payment.id}`);
    expect(shown.json().data).toMatchObject({
      invoice_id: invoice.id,
      bill_no: 'BEL2026000123',
      provider_name: 'Boğaziçi Elektrik',
      place_name: 'Ziraat Bankası',
      amount: 500,
    });
    expect(await balance('bank_account', ids.bankId)).toBe(before - 50_000);
    const tooMuch = await t.call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 500.01,
      bank_account_id: ids.bankId,
    });
    expect(tooMuch.json().errors.amount).toEqual(['En fazla 500,00 değerini girebilirsiniz.']);
    await t.call(t.worker, 'DELETE', `/expense/payments/${payment.id}`);
    expect(await balance('bank_account', ids.bankId)).toBe(before);
    const unbalanced = await t.db
      .selectFrom('journal_entries')
      .select(['transaction_id'])
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);
  });
});
