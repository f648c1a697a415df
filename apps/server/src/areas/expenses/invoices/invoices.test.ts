import { describe, expect, it } from 'vitest';
import type { Json } from '../../../test/apiTest';
import { useInvoicesApp } from '../../../test/invoiceFixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('invoices on %s', (kind) => {
  const { t, ids, newInvoice, balance } = useInvoicesApp(kind);

  it('an invoice with two items credits the provider the total and debits each expense type', async () => {
    const invoice = await newInvoice([
      { amount: 1200.5, child: ids.electricity },
      { amount: 300, parent: ids.maintenance },
    ]);
    expect(invoice.amount).toBe(1500.5);
    expect(invoice.remaining).toBe(1500.5);
    expect((invoice.items as Json[]).map((i) => [i.amount, i.child_expense_type_name ?? i.expense_type_name])).toEqual([
      [1200.5, 'Elektrik'],
      [300, 'Bakım Onarım'],
    ]);
    expect(await balance('provider', ids.providerId)).toBe(-150_050);
    expect(await balance('expense_type', ids.electricity)).toBe(120_050);
    expect(await balance('expense_type', ids.maintenance)).toBe(30_000);

    // An item added later raises the total and the provider's credit.
    const added = await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/items`, {
      expense_type_id: ids.maintenance,
      amount: 99.5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.invoice.amount).toBe(1600);
    expect(await balance('provider', ids.providerId)).toBe(-160_000);
    await t.call(t.worker, 'DELETE', `/expense/invoices/${invoice.id}`);
    expect(await balance('provider', ids.providerId)).toBe(0);
  });

  it('refuses bad items, payments and installments with the exact Turkish words, writing nothing', async () => {
    const invoice = await newInvoice([{ amount: 100 }]);
    const cases: [string, Json, string, string][] = [
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: ids.energy, amount: 0 },
        'amount',
        'En az 0,01 değerini girebilirsiniz.',
      ],
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: ids.energy, amount: 10_000_000 },
        'amount',
        'En fazla 9.999.999,99 değerini girebilirsiniz.',
      ],
      [`/expense/invoices/${invoice.id}/items`, { amount: 5 }, 'expense_type_id', 'Zorunlu alan'],
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: ids.energy, amount: 5, description: 'x'.repeat(1001) },
        'description',
        'En fazla 1000 karakter yazabilirsiniz.',
      ],
      [
        `/expense/invoices/${invoice.id}/payments`,
        { collected_on: '2026-10-06', amount: 10 },
        'bank_account_id',
        'Banka hesabı veya kasa seçin.',
      ],
      [
        `/expense/invoices/${invoice.id}/payments`,
        { collected_on: '2026-10-06', amount: 100.01, bank_account_id: ids.bankId },
        'amount',
        'En fazla 100,00 değerini girebilirsiniz.',
      ],
      [
        `/expense/invoices/${invoice.id}/installments`,
        { last_payment_on: '2026-11-01', amount: 100.01 },
        'amount',
        'En fazla 100,00 değerini girebilirsiniz.',
      ],
      [`/expense/invoices/${invoice.id}/installments`, { amount: 10 }, 'last_payment_on', 'Zorunlu alan'],
      [
        `/expense/invoices/${invoice.id}/installments/auto-installment`,
        { starts_on: '2026-11-01', installment_count: 0 },
        'installment_count',
        'En az 1 değerini girebilirsiniz.',
      ],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await t.call(t.worker, 'POST', url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[field], `${url} ${field}`).toEqual([message]);
    }
    const shown = (await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data;
    expect([shown.amount, shown.items.length, shown.payments.length, shown.installments.length]).toEqual([
      100, 1, 0, 0,
    ]);
  });

  it('closes many invoices at once, or none when one of them cannot be paid', async () => {
    const a = await newInvoice([{ amount: 250 }]);
    const b = await newInvoice([{ amount: 750 }]);
    const paid = await newInvoice([{ amount: 10 }]);
    await t.call(t.worker, 'POST', `/expense/invoices/${paid.id}/payments`, {
      collected_on: '2026-10-20',
      amount: 10,
      bank_account_id: ids.bankId,
    });
    const failing = await t.call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id, b.id, paid.id],
      bank_account_id: ids.bankId,
      collected_on: '2026-10-31',
    });
    expect(failing.statusCode).toBe(422);
    expect(failing.json().errors['invoice_ids.2']).toEqual(['Bu faturanın ödenecek tutarı kalmadı.']);
    expect((await t.call(t.worker, 'GET', `/expense/invoices/${a.id}`)).json().data.paid).toBe(0);

    const closed = await t.call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id, b.id],
      bank_account_id: ids.bankId,
      collected_on: '2026-10-31',
      description: 'Ekim faturaları',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ closed: 2, total: 1000 });
    for (const id of [a.id, b.id])
      expect((await t.call(t.worker, 'GET', `/expense/invoices/${id}`)).json().data.is_paid).toBe(true);
    const noPlace = await t.call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id],
      collected_on: '2026-10-31',
    });
    expect(noPlace.json().errors.bank_account_id).toEqual(['Banka hesabı veya kasa seçin.']);
  });

  it('lists invoices, items and payments with totals, and whitelists their sorts', async () => {
    const invoices = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoices?order_by=amount&order=desc`,
    );
    expect(invoices.statusCode).toBe(200);
    const totals = invoices.json().meta.totals;
    expect(totals.remaining).toBeCloseTo(totals.amount - totals.paid, 2);
    const items = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-items?expense_type_id=${ids.energy}`,
    );
    expect(items.json().data.every((i: Json) => i.expense_type_id === ids.energy)).toBe(true);
    const payments = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-payments?bank_account_id=${ids.bankId}`,
    );
    expect(payments.json().meta.totals.amount).toBeGreaterThan(0);
    // Each payment carries its receipt number; newest receipt first.
    const byReceipt = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-payments?order_by=receipt_no&order=desc&per_page=200`,
    );
    const numbers = byReceipt.json().data.map((p: Json) => p.receipt_no as number);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const list of ['invoices', 'invoice-items', 'invoice-payments']) {
      expect(
        (await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/expense/${list}?order_by=secret`)).statusCode,
      ).toBe(422);
    }
  });

  it('another company gets 404 for every invoice route', async () => {
    const invoice = await newInvoice([{ amount: 100 }]);
    const payment = (
      await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
        collected_on: '2026-10-20',
        amount: 10,
        bank_account_id: ids.bankId,
      })
    ).json().data;
    const installment = (
      await t.call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
        last_payment_on: '2026-11-10',
        amount: 10,
      })
    ).json().data;
    const item = (await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data.items[0];
    const routes: [string, string, Json?][] = [
      ['GET', `/expense/invoices/${invoice.id}`],
      ['PUT', `/expense/invoices/${invoice.id}`, { description: 'x' }],
      ['DELETE', `/expense/invoices/${invoice.id}`],
      ['POST', `/expense/invoices/${invoice.id}/items`, { expense_type_id: ids.energy, amount: 1 }],
      ['PUT', `/expense/invoice-items/${item.id}`, { expense_type_id: ids.energy, amount: 1 }],
      ['DELETE', `/expense/invoice-items/${item.id}`],
      ['GET', `/expense/invoices/${invoice.id}/installments`],
      ['GET', `/expense/invoices/${invoice.id}/installments/${installment.id}`],
      [
        'PUT',
        `/expense/invoices/${invoice.id}/installments/${installment.id}`,
        { last_payment_on: '2026-11-10', amount: 1 },
      ],
      ['DELETE', `/expense/invoices/${invoice.id}/installments/${installment.id}`],
      [
        'POST',
        `/expense/invoices/${invoice.id}/installments/auto-installment`,
        { starts_on: '2026-11-10', installment_count: 2 },
      ],
      [
        'POST',
        `/expense/invoices/${invoice.id}/payments`,
        { collected_on: '2026-10-20', amount: 1, bank_account_id: ids.bankId },
      ],
      ['GET', `/expense/payments/${payment.id}`],
      [
        'PUT',
        `/expense/payments/${payment.id}`,
        { collected_on: '2026-10-20', amount: 1, bank_account_id: ids.bankId },
      ],
      ['DELETE', `/expense/payments/${payment.id}`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoices`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoice-items`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoice-payments`],
      [
        'POST',
        '/expense/invoices/bulk-close',
        {
          cluster_id: t.own.clusterId,
          invoice_ids: [invoice.id],
          bank_account_id: ids.bankId,
          collected_on: '2026-10-31',
        },
      ],
    ];
    for (const [method, url, body] of routes) {
      const res = await t.call(t.outsider, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data.paid).toBe(10);
  });
});
