import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { createBankAccount } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

async function balance(db: Db, kind: string, id: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('b'))
    .where('account_kind', '=', kind)
    .where('account_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.b);
}

describe.each(testDbKinds)('invoices, installments and payments on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let providerId: number;
  let bankId: number;
  let energy: number;
  let electricity: number;
  let maintenance: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/expenses/invoices')(token, method, url, payload);

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    bankId = await createBankAccount(db, t.own.clusterId);
    const provider = await call(t.worker, 'POST', '/cluster-providers', {
      cluster_id: t.own.clusterId,
      provider_type_id: 5,
      name: 'Boğaziçi Elektrik',
      title: 'Boğaziçi Elektrik Dağıtım A.Ş.',
    });
    providerId = provider.json().data.id;
    const type = async (name: string) =>
      (
        await db
          .selectFrom('expense_types')
          .select('id')
          .where('name', '=', name)
          .where('cluster_id', 'is', null)
          .executeTakeFirstOrThrow()
      ).id;
    energy = await type('Enerji Giderleri');
    electricity = await type('Elektrik');
    maintenance = await type('Bakım Onarım');
  }, 60_000);
  afterAll(async () => close());

  const newInvoice = async (items: { amount: number; child?: number; parent?: number }[], extra: Json = {}) => {
    const res = await call(t.worker, 'POST', '/expense/invoices', {
      cluster_id: t.own.clusterId,
      provider_id: providerId,
      billed_on: '2026-10-05',
      last_payment_on: '2026-10-25',
      bill_no: 'BEL2026000123',
      utility_no: '4001234567',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: items.map((i) => ({
        expense_type_id: i.parent ?? energy,
        child_expense_type_id: i.child ?? null,
        amount: i.amount,
        description: 'Ortak alan elektriği',
      })),
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as Json & { id: number };
  };

  it('an invoice with two items credits the provider the total and debits each expense type', async () => {
    const invoice = await newInvoice([
      { amount: 1200.5, child: electricity },
      { amount: 300, parent: maintenance },
    ]);
    expect(invoice.amount).toBe(1500.5);
    expect(invoice.remaining).toBe(1500.5);
    expect((invoice.items as Json[]).map((i) => [i.amount, i.child_expense_type_name ?? i.expense_type_name])).toEqual([
      [1200.5, 'Elektrik'],
      [300, 'Bakım Onarım'],
    ]);
    expect(await balance(db, 'provider', providerId)).toBe(-150_050);
    expect(await balance(db, 'expense_type', electricity)).toBe(120_050);
    expect(await balance(db, 'expense_type', maintenance)).toBe(30_000);

    // An item added later raises the total and the provider's credit.
    const added = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/items`, {
      expense_type_id: maintenance,
      amount: 99.5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.invoice.amount).toBe(1600);
    expect(await balance(db, 'provider', providerId)).toBe(-160_000);
    await call(t.worker, 'DELETE', `/expense/invoices/${invoice.id}`);
    expect(await balance(db, 'provider', providerId)).toBe(0);
  });

  it('refuses bad items, payments and installments with the exact Turkish words, writing nothing', async () => {
    const invoice = await newInvoice([{ amount: 100 }]);
    const cases: [string, Json, string, string][] = [
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: energy, amount: 0 },
        'amount',
        'En az 0,01 değerini girebilirsiniz.',
      ],
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: energy, amount: 10_000_000 },
        'amount',
        'En fazla 9.999.999,99 değerini girebilirsiniz.',
      ],
      [`/expense/invoices/${invoice.id}/items`, { amount: 5 }, 'expense_type_id', 'Zorunlu alan'],
      [
        `/expense/invoices/${invoice.id}/items`,
        { expense_type_id: energy, amount: 5, description: 'x'.repeat(1001) },
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
        { collected_on: '2026-10-06', amount: 100.01, bank_account_id: bankId },
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
      const res = await call(t.worker, 'POST', url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[field], `${url} ${field}`).toEqual([message]);
    }
    const shown = (await call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data;
    expect([shown.amount, shown.items.length, shown.payments.length, shown.installments.length]).toEqual([
      100, 1, 0, 0,
    ]);
  });

  it('installs an invoice by hand or automatically, then refuses more; a new total deletes the installments', async () => {
    const invoice = await newInvoice([{ amount: 1000 }]);
    const single = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
      last_payment_on: '2026-11-10',
      amount: 400,
    });
    expect(single.statusCode).toBe(201);
    const list = await call(t.worker, 'GET', `/expense/invoices/${invoice.id}/installments`);
    expect(list.json().meta.uninstalled).toBe(600);
    const auto = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments/auto-installment`, {
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
    const more = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
      last_payment_on: '2027-03-10',
      amount: 1,
    });
    expect(more.json().errors.amount).toEqual(['Faturanın tümü taksitlendirilmiş. Yeni taksit ekleyemezsiniz']);

    const changed = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/items`, {
      expense_type_id: energy,
      amount: 50,
    });
    expect(changed.json().meta.warnings).toEqual([
      'Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.',
    ]);
    expect((await call(t.worker, 'GET', `/expense/invoices/${invoice.id}/installments`)).json().data).toEqual([]);
    // Removing an item of an installed invoice warns the same way.
    await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments/auto-installment`, {
      starts_on: '2026-12-31',
      installment_count: 2,
    });
    const itemId = changed.json().data.id;
    const removed = await call(t.worker, 'DELETE', `/expense/invoice-items/${itemId}`);
    expect(removed.json().meta.warnings).toEqual([
      'Fatura tutarı değiştiği için taksitleri silindi; taksitleri yeniden oluşturun.',
    ]);
  });

  it('30 concurrent payments never pay more than the invoice', async () => {
    const invoice = await newInvoice([{ amount: 1000 }]);
    const before = await balance(db, 'bank_account', bankId);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
          collected_on: '2026-10-20',
          amount: 100,
          bank_account_id: bankId,
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(20);
    const shown = (await call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data;
    expect([shown.paid, shown.remaining, shown.is_paid]).toEqual([1000, 0, true]);
    expect(await balance(db, 'bank_account', bankId)).toBe(before - 100_000);
  });

  it('closes many invoices at once, or none when one of them cannot be paid', async () => {
    const a = await newInvoice([{ amount: 250 }]);
    const b = await newInvoice([{ amount: 750 }]);
    const paid = await newInvoice([{ amount: 10 }]);
    await call(t.worker, 'POST', `/expense/invoices/${paid.id}/payments`, {
      collected_on: '2026-10-20',
      amount: 10,
      bank_account_id: bankId,
    });
    const failing = await call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id, b.id, paid.id],
      bank_account_id: bankId,
      collected_on: '2026-10-31',
    });
    expect(failing.statusCode).toBe(422);
    expect(failing.json().errors['invoice_ids.2']).toEqual(['Bu faturanın ödenecek tutarı kalmadı.']);
    expect((await call(t.worker, 'GET', `/expense/invoices/${a.id}`)).json().data.paid).toBe(0);

    const closed = await call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id, b.id],
      bank_account_id: bankId,
      collected_on: '2026-10-31',
      description: 'Ekim faturaları',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ closed: 2, total: 1000 });
    for (const id of [a.id, b.id])
      expect((await call(t.worker, 'GET', `/expense/invoices/${id}`)).json().data.is_paid).toBe(true);
    const noPlace = await call(t.worker, 'POST', '/expense/invoices/bulk-close', {
      cluster_id: t.own.clusterId,
      invoice_ids: [a.id],
      collected_on: '2026-10-31',
    });
    expect(noPlace.json().errors.bank_account_id).toEqual(['Banka hesabı veya kasa seçin.']);
  });

  it('pays up to the invoice’s remaining amount, also past one item’s limit, and edits that payment again', async () => {
    const invoice = await newInvoice([{ amount: 9_999_999.99 }, { amount: 9_999_999.99 }, { amount: 9_999_999.99 }]);
    const paid = await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
      collected_on: '2026-10-20',
      amount: 29_999_999.97,
      bank_account_id: bankId,
    });
    expect(paid.statusCode).toBe(201);
    const payment = paid.json().data;
    const again = await call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 29_999_999.97,
      bank_account_id: bankId,
    });
    expect(again.statusCode).toBe(200);
    const over = await call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 29_999_999.98,
      bank_account_id: bankId,
    });
    expect(over.json().errors.amount).toEqual(['En fazla 29.999.999,97 değerini girebilirsiniz.']);
    expect((await call(t.worker, 'DELETE', `/expense/invoices/${invoice.id}`)).statusCode).toBe(200);
  });

  it('edits and deletes a payment, keeping the journal in step', async () => {
    const invoice = await newInvoice([{ amount: 500 }]);
    const before = await balance(db, 'bank_account', bankId);
    const payment = (
      await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
        collected_on: '2026-10-20',
        amount: 200,
        bank_account_id: bankId,
      })
    ).json().data;
    const edited = await call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 500,
      bank_account_id: bankId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: payment.id, amount: 500, collected_on: '2026-10-21' });
    expect(await balance(db, 'bank_account', bankId)).toBe(before - 50_000);
    const tooMuch = await call(t.worker, 'PUT', `/expense/payments/${payment.id}`, {
      collected_on: '2026-10-21',
      amount: 500.01,
      bank_account_id: bankId,
    });
    expect(tooMuch.json().errors.amount).toEqual(['En fazla 500,00 değerini girebilirsiniz.']);
    await call(t.worker, 'DELETE', `/expense/payments/${payment.id}`);
    expect(await balance(db, 'bank_account', bankId)).toBe(before);
    const unbalanced = await db
      .selectFrom('journal_entries')
      .select(['transaction_id'])
      .groupBy('transaction_id')
      .having(sql`sum(amount)`, '<>', 0)
      .execute();
    expect(unbalanced).toEqual([]);
  });

  it('lists invoices, items and payments with totals, and whitelists their sorts', async () => {
    const invoices = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoices?order_by=amount&order=desc`,
    );
    expect(invoices.statusCode).toBe(200);
    const totals = invoices.json().meta.totals;
    expect(totals.remaining).toBeCloseTo(totals.amount - totals.paid, 2);
    const items = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-items?expense_type_id=${energy}`,
    );
    expect(items.json().data.every((i: Json) => i.expense_type_id === energy)).toBe(true);
    const payments = await call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-payments?bank_account_id=${bankId}`,
    );
    expect(payments.json().meta.totals.amount).toBeGreaterThan(0);
    // Each payment carries its receipt number; newest receipt first.
    const byReceipt = await call(
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
        (await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/expense/${list}?order_by=secret`)).statusCode,
      ).toBe(422);
    }
  });

  it('another company gets 404 for every invoice route', async () => {
    const invoice = await newInvoice([{ amount: 100 }]);
    const payment = (
      await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/payments`, {
        collected_on: '2026-10-20',
        amount: 10,
        bank_account_id: bankId,
      })
    ).json().data;
    const installment = (
      await call(t.worker, 'POST', `/expense/invoices/${invoice.id}/installments`, {
        last_payment_on: '2026-11-10',
        amount: 10,
      })
    ).json().data;
    const item = (await call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data.items[0];
    const routes: [string, string, Json?][] = [
      ['GET', `/expense/invoices/${invoice.id}`],
      ['PUT', `/expense/invoices/${invoice.id}`, { description: 'x' }],
      ['DELETE', `/expense/invoices/${invoice.id}`],
      ['POST', `/expense/invoices/${invoice.id}/items`, { expense_type_id: energy, amount: 1 }],
      ['PUT', `/expense/invoice-items/${item.id}`, { expense_type_id: energy, amount: 1 }],
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
        { collected_on: '2026-10-20', amount: 1, bank_account_id: bankId },
      ],
      ['GET', `/expense/payments/${payment.id}`],
      ['PUT', `/expense/payments/${payment.id}`, { collected_on: '2026-10-20', amount: 1, bank_account_id: bankId }],
      ['DELETE', `/expense/payments/${payment.id}`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoices`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoice-items`],
      ['GET', `/clusters/${t.own.clusterId}/expense/invoice-payments`],
      [
        'POST',
        '/expense/invoices/bulk-close',
        { cluster_id: t.own.clusterId, invoice_ids: [invoice.id], bank_account_id: bankId, collected_on: '2026-10-31' },
      ],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.outsider, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(t.worker, 'GET', `/expense/invoices/${invoice.id}`)).json().data.paid).toBe(10);
  });
});
