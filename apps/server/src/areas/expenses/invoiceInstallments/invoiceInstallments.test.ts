import { describe, expect, it } from 'vitest';
import type { Json } from '../../../test/apiTest';
import { useInvoicesApp } from '../../../test/invoiceFixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('invoice installments on %s', (kind) => {
  const { t, ids, newInvoice } = useInvoicesApp(kind);

  it('installs an invoice by hand or automatically, then refuses more; a new total deletes the installments', async () => {
    const invoice = await newInvoice([{ amount: 1000 }]);
    const single = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
      last_payment_on: '2026-11-10',
      amount: 400,
    });
    expect(single.statusCode).toBe(201);
    const list = await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}/installments`);
    expect(list.json().meta.uninstalled).toBe(600);
    const auto = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments/auto-installment`, {
      starts_on: '2026-12-31',
      installment_count: 3,
    });
    expect(auto.statusCode).toBe(201);
    expect(auto.json().data.map((i: Json) => [i.last_payment_on, i.amount])).toEqual([
      ['2026-11-10', 400],
      ['2026-12-31', 200],
      ['2027-01-31', 200],
      ['2027-02-28', 200],
    ]);
    const more = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
      last_payment_on: '2027-03-10',
      amount: 1,
    });
    expect(more.json().errors.amount).toEqual(['Faturanın tümü taksitlendirilmiş. Yeni taksit ekleyemezsiniz']);

    const changed = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/items`, {
      expense_type_id: ids.energy,
      amount: 50,
    });
    expect(changed.json().meta.warnings).toEqual([
      'Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.',
    ]);
    expect((await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}/installments`)).json().data).toEqual([]);
    // Removing an item of an installed invoice warns the same way.
    await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments/auto-installment`, {
      starts_on: '2026-12-31',
      installment_count: 2,
    });
    const itemId = changed.json().data.id;
    const removed = await t.call(t.worker, 'DELETE', `/expense/invoice-items/${itemId}`);
    expect(removed.json().meta.warnings).toEqual([
      'Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.',
    ]);
  });

  it('shows one installment of an invoice and edits it', async () => {
    const invoice = await newInvoice([{ amount: 300 }]);
    const added = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
      last_payment_on: '2026-11-10',
      amount: 100,
    });
    const url = `/expense/invoices/${invoice.id}/installments/${added.json().data.id}`;
    const shown = await t.call(t.worker, 'GET', url);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ invoice_id: invoice.id, last_payment_on: '2026-11-10', amount: 100 });
    const edited = await t.call(t.worker, 'PUT', url, { last_payment_on: '2026-12-10', amount: 300 });
    expect(edited.json().data).toEqual({ id: added.json().data.id });
    expect((await t.call(t.worker, 'GET', url)).json().data).toMatchObject({
      last_payment_on: '2026-12-10',
      amount: 300,
    });
    expect((await t.call(t.worker, 'DELETE', url)).json().data).toEqual({ deleted: true });
  });
});
