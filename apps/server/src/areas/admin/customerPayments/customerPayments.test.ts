import { beforeAll, describe, expect, it } from 'vitest';
import { clearBilling, dayFromToday, insertCustomer, insertInvoice } from '../../../test/billingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const PATH = '/api-super-admin/customer-payments';
type Allocation = { customer_invoice_id: number; amount: number };
type Payment = {
  id: number;
  amount: number;
  invoice_payment_amount: number;
  customer_invoice_ids: number[];
  allocations: Allocation[];
};

describe.each(testDbKinds)('super administrator › customer payments on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let customer: number;
  let other: number;
  let manager: string;
  // Three invoices of 1.200 TL each, the oldest due first; one of another customer.
  const inv: number[] = [];
  let foreign: number;

  const post = (payload: Record<string, unknown>) => t.call(t.admin, 'POST', PATH, payload);
  const paid = async () =>
    Object.fromEntries(
      (
        await t.db
          .selectFrom('customer_invoice_payments')
          .select(['customer_invoice_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
          .groupBy('customer_invoice_id')
          .execute()
      ).map((r) => [r.customer_invoice_id, Number(r.sum)]),
    );
  const create = async (payload: Record<string, unknown>) => {
    const res = await post({ customer_id: customer, success_at: dayFromToday(0), ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Payment;
  };

  beforeAll(async () => {
    await clearBilling(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    customer = await insertCustomer(t.db, 'Boğaziçi Yönetim');
    other = await insertCustomer(t.db, 'Ege Yönetim');
    // Inserted newest first: allocation must go by due date, not by id.
    inv[2] = await insertInvoice(t.db, customer, { total: 120000, invoicedOn: '2026-03-01', dueOn: '2026-03-15' });
    inv[1] = await insertInvoice(t.db, customer, { total: 120000, invoicedOn: '2026-02-01', dueOn: '2026-02-15' });
    inv[0] = await insertInvoice(t.db, customer, { total: 120000, invoicedOn: '2026-01-01', dueOn: '2026-01-15' });
    foreign = await insertInvoice(t.db, other, { total: 50000, invoicedOn: '2026-01-01', dueOn: '2026-01-10' });
  });

  it('allocates a payment to the open invoices oldest first, a part paying the next one partly', async () => {
    const payment = await create({ amount: 1500, description: 'Havale' });
    expect(payment.amount).toBe(1500);
    expect(payment.invoice_payment_amount).toBe(1500);
    expect(payment.allocations.map((a) => [a.customer_invoice_id, a.amount])).toEqual([
      [inv[0], 1200],
      [inv[1], 300],
    ]);
    // The next payment starts where the first stopped.
    const second = await create({ amount: 500 });
    expect(second.allocations.map((a) => [a.customer_invoice_id, a.amount])).toEqual([[inv[1], 500]]);
    expect(await paid()).toEqual({ [inv[0]]: 120000, [inv[1]]: 80000 });
    await t.call(t.admin, 'DELETE', `${PATH}/${second.id}`);
    await t.call(t.admin, 'DELETE', `${PATH}/${payment.id}`);
  });

  it('pays only the chosen invoices, and keeps what they do not take as credit', async () => {
    const payment = await create({ amount: 2000, customer_invoice_ids: [inv[2]] });
    expect(payment.allocations).toEqual([expect.objectContaining({ customer_invoice_id: inv[2], amount: 1200 })]);
    expect(payment.invoice_payment_amount).toBe(1200);
    expect(await paid()).toEqual({ [inv[2]]: 120000 });
    // Overpaying all of them: every invoice paid in full, the rest stays on the payment.
    const over = await create({ amount: 5000 });
    expect(over.invoice_payment_amount).toBe(2400);
    expect(await paid()).toEqual({ [inv[0]]: 120000, [inv[1]]: 120000, [inv[2]]: 120000 });
    for (const id of [payment.id, over.id]) {
      expect((await t.call(t.admin, 'DELETE', `${PATH}/${id}`)).statusCode).toBe(200);
    }
    expect(await paid()).toEqual({});
  });

  it('re-allocates on an edit of the amount or the invoices, and only then', async () => {
    const payment = await create({ amount: 1000 });
    const put = async (payload: Record<string, unknown>) => {
      const res = await t.call(t.admin, 'PUT', `${PATH}/${payment.id}`, {
        customer_id: customer,
        success_at: dayFromToday(-1),
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Payment;
    };
    let edited = await put({ amount: 2000 });
    expect(edited.allocations.map((a) => [a.customer_invoice_id, a.amount])).toEqual([
      [inv[0], 1200],
      [inv[1], 800],
    ]);
    edited = await put({ amount: 2000, customer_invoice_ids: [inv[2], inv[1]] });
    expect(edited.allocations.map((a) => [a.customer_invoice_id, a.amount]).sort()).toEqual(
      [
        [inv[1], 800],
        [inv[2], 1200],
      ].sort(),
    );
    // Only the description and date: the allocations stay, dated anew.
    edited = await put({ amount: 2000, description: 'Düzeltme', success_at: '2026-04-01' });
    expect(edited.customer_invoice_ids.sort()).toEqual([inv[1], inv[2]].sort());
    const dates = await t.db.selectFrom('customer_invoice_payments').select('payment_on').execute();
    expect(dates.map((d) => d.payment_on)).toEqual(['2026-04-01', '2026-04-01']);
    expect((await t.call(t.admin, 'GET', `${PATH}/${payment.id}`)).json().data).toMatchObject({
      description: 'Düzeltme',
      success_at: '2026-04-01T00:00:00.000Z',
    });
    expect((await t.call(t.admin, 'DELETE', `${PATH}/${payment.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${payment.id}`)).statusCode).toBe(404);
    expect(await paid()).toEqual({});
  });

  it('moves a payment to another customer with its allocations, and logs each change', async () => {
    const payment = await create({ amount: 100 });
    expect(payment.customer_invoice_ids).toEqual([inv[0]]);
    const moved = await t.call(t.admin, 'PUT', `${PATH}/${payment.id}`, {
      customer_id: other,
      amount: 100,
      success_at: dayFromToday(0),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ customer_name: 'Ege Yönetim', customer_invoice_ids: [foreign] });
    expect(await paid()).toEqual({ [foreign]: 10000 });
    await t.call(t.admin, 'DELETE', `${PATH}/${payment.id}`);
    const log = await t.db
      .selectFrom('action_logs')
      .select('action_type_id')
      .where('entity_type', '=', 'customer_payment')
      .where('entity_id', '=', payment.id)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action_type_id)).toEqual([1, 2, 4]);
  });

  it('lists payments newest first with customer, allocated part and footer totals; filters and exports', async () => {
    const a = await create({ amount: 100, success_at: '2026-05-01' });
    const b = await create({ amount: 10000, success_at: '2026-05-03' });
    const c = (await post({ customer_id: other, amount: 250, success_at: '2026-05-02' })).json().data as Payment;
    const res = await t.call(t.admin, 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((r: Payment) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(body.data[0]).toMatchObject({
      customer_name: 'Boğaziçi Yönetim',
      amount: 10000,
      invoice_payment_amount: 3500,
    });
    expect(body.meta).toMatchObject({ total: 3, totals: { amount: 10350, invoice_payment_amount: 3850 } });
    const mine = (await t.call(t.admin, 'GET', `${PATH}?customer_id=${customer}`)).json();
    expect(mine.meta.totals).toEqual({ amount: 10100, invoice_payment_amount: 3600 });
    const ranged = (await t.call(t.admin, 'GET', `${PATH}?date_from=2026-05-02&date_to=2026-05-02`)).json();
    expect(ranged.data.map((r: Payment) => r.id)).toEqual([c.id]);
    expect((await t.call(t.admin, 'GET', `${PATH}?query=ege`)).json().meta.total).toBe(1);
    const byAllocated = (await t.call(t.admin, 'GET', `${PATH}?order_by=invoice_payment_amount&order=asc`)).json();
    expect(byAllocated.data.map((r: Payment) => r.invoice_payment_amount)).toEqual([100, 250, 3500]);
    expect((await t.call(t.admin, 'GET', `${PATH}?order_by=bank_reference_no`)).statusCode).toBe(422);
    const exported = await t.call(t.admin, 'GET', `${PATH}?export=1&export_type=pdf`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().data.url).toMatch(/^\/api\/files\//);
    for (const p of [a, b, c]) await t.call(t.admin, 'DELETE', `${PATH}/${p.id}`);
  });

  it('refuses bad input in Turkish and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 10 }, 'customer_id', 'Zorunlu alan'],
      [{ customer_id: customer, amount: 10 }, 'success_at', 'Zorunlu alan'],
      [{ customer_id: customer, success_at: '2026-05-01' }, 'amount', 'Zorunlu alan'],
      [{ customer_id: customer, success_at: '2026-05-01', amount: 1_000_000 }, 'amount', 'En fazla'],
      [{ customer_id: customer, success_at: '2026-05-01', amount: 0 }, 'amount', 'En az'],
      [
        { customer_id: customer, success_at: '2026-05-01', amount: 1, description: 'x'.repeat(1001) },
        'description',
        'En fazla 1000 karakter',
      ],
      [{ customer_id: 999999, success_at: '2026-05-01', amount: 1 }, 'customer_id', 'Öğe bulunamadı.'],
      [
        { customer_id: customer, success_at: '2026-05-01', amount: 1, customer_invoice_ids: [foreign] },
        'customer_invoice_ids',
        'Fatura bu müşteriye ait değil.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(payload)).toContain(message);
    }
    expect(await t.db.selectFrom('customer_payments').select('id').execute()).toEqual([]);
    expect(
      (await t.call(t.admin, 'PUT', `${PATH}/999999`, { customer_id: customer, amount: 1, success_at: '2026-05-01' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(t.admin, 'DELETE', `${PATH}/999999`)).statusCode).toBe(404);
  });

  it("answers the customer's invoices with what each still owes, for the payment form", async () => {
    const payment = await create({ amount: 1500 });
    const res = await t.call(t.admin, 'GET', `${PATH}/invoices?customer_id=${customer}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { id: number; amount_remaining: number }) => [i.id, i.amount_remaining])).toEqual([
      [inv[0], 0],
      [inv[1], 900],
      [inv[2], 1200],
    ]);
    expect((await t.call(t.admin, 'GET', `${PATH}/invoices`)).statusCode).toBe(422);
    await t.call(t.admin, 'DELETE', `${PATH}/${payment.id}`);
  });

  it('is for super administrators only', async () => {
    expect((await t.call(manager, 'GET', PATH)).statusCode).toBe(403);
    const res = await t.call(manager, 'POST', PATH, { customer_id: customer, amount: 10, success_at: '2026-05-01' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
  });
});
