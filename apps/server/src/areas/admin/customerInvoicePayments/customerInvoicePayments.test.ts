import { beforeAll, describe, expect, it } from 'vitest';
import { clearBilling, dayFromToday, insertCustomer, insertInvoice } from '../../../test/billingFixtures';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';

const PATH = '/api-super-admin/customer-invoice-payments';
type Row = {
  id: number;
  customer_payment_id: number;
  customer_invoice_id: number;
  payment_on: string;
  amount: number;
  payment_amount: number;
  description: string | null;
};

describe.each(testDbKinds)('super administrator › customer invoice payments on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let customer: number;
  let other: number;
  let invoice: number;
  let second: number;
  let foreign: number;

  const post = (payload: Record<string, unknown>) => t.call(t.admin, 'POST', PATH, payload);
  const paymentCount = async () => (await t.db.selectFrom('customer_payments').select('id').execute()).length;

  beforeAll(async () => {
    await clearBilling(t.db);
    customer = await insertCustomer(t.db, 'Boğaziçi Yönetim');
    other = await insertCustomer(t.db, 'Ege Yönetim');
    invoice = await insertInvoice(t.db, customer, {
      total: 100000,
      invoicedOn: '2026-01-01',
      dueOn: '2026-01-15',
      no: 'F-1',
    });
    second = await insertInvoice(t.db, customer, {
      total: 50000,
      invoicedOn: '2026-02-01',
      dueOn: '2026-02-15',
      no: 'F-2',
    });
    foreign = await insertInvoice(t.db, other, { total: 50000, invoicedOn: '2026-01-01', dueOn: '2026-01-10' });
  });

  it('adds one payment of the amount to the invoice, dated today unless told', async () => {
    const res = await post({ customer_id: customer, customer_invoice_id: invoice, amount: 400, description: 'EFT' });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data as Row;
    expect(row).toMatchObject({
      customer_invoice_id: invoice,
      amount: 400,
      payment_amount: 400,
      payment_on: dayFromToday(0),
      description: 'EFT',
    });
    const payment = await t.db
      .selectFrom('customer_payments')
      .selectAll()
      .where('id', '=', row.customer_payment_id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ customer_id: customer, amount: 40000 });
    // The second invoice is older-due-later; a payment here never spills onto it.
    const dated = await post({
      customer_id: customer,
      customer_invoice_id: invoice,
      amount: 600,
      payment_on: '2026-03-01',
    });
    expect(dated.json().data).toMatchObject({ payment_on: '2026-03-01', success_at: '2026-03-01T00:00:00.000Z' });
  });

  it("refuses more than the invoice still owes, another customer's invoice and bad input; writes nothing", async () => {
    const before = await paymentCount();
    const over = await post({ customer_id: customer, customer_invoice_id: invoice, amount: 0.01 });
    expect(over.statusCode).toBe(422);
    // The invoice of 1.000 TL is paid in full by the two payments above.
    expect(over.json().errors.amount[0]).toMatch(/^Tutar faturanın kalan tutarını \(.*0,00.*\) aşamaz\.$/);
    const overSecond = await post({ customer_id: customer, customer_invoice_id: second, amount: 500.01 });
    expect(overSecond.statusCode).toBe(422);
    expect(overSecond.json().errors.amount[0]).toContain('500,00');
    const foreignInvoice = await post({ customer_id: customer, customer_invoice_id: foreign, amount: 1 });
    expect(foreignInvoice.json().errors.customer_invoice_id).toEqual(['Fatura bu müşteriye ait değil.']);
    const missing = await post({ customer_id: customer, customer_invoice_id: 999999, amount: 1 });
    expect(missing.json().errors.customer_invoice_id).toEqual(['Öğe bulunamadı.']);
    const required = await post({});
    expect(required.statusCode).toBe(422);
    expect(Object.keys(required.json().errors).sort()).toEqual(['amount', 'customer_id', 'customer_invoice_id']);
    expect(await paymentCount()).toBe(before);
  });

  it('lists with filters, search, paging and footer totals (spec §7)', async () => {
    const res = await t.call(t.admin, 'GET', `${PATH}?customer_invoice_id=${invoice}&per_page=1`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, per_page: 1, totals: { amount: 1000 } });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ customer_name: 'Boğaziçi Yönetim', invoice_no: 'F-1' });
    expect(body.data[0].invoice_payment_amount).toBe(body.data[0].amount);
    const first = (await t.call(t.admin, 'GET', `${PATH}?customer_id=${customer}`)).json().data as Row[];
    const byPayment = await t.call(t.admin, 'GET', `${PATH}?customer_payment_id=${first[0].customer_payment_id}`);
    expect(byPayment.json().data.map((r: Row) => r.id)).toEqual([first[0].id]);
    expect((await t.call(t.admin, 'GET', `${PATH}?customer_id=${other}`)).json().meta.total).toBe(0);
    expect((await t.call(t.admin, 'GET', `${PATH}?query=boğaziçi`)).json().meta.total).toBe(2);
    expect((await t.call(t.admin, 'GET', `${PATH}?order_by=password`)).statusCode).toBe(422);
  });

  it('edits one: the payment made for it alone follows; never past what the invoice owes', async () => {
    const [row] = (
      await t.call(t.admin, 'GET', `${PATH}?customer_invoice_id=${invoice}&order_by=amount&order=asc`)
    ).json().data as Row[];
    const put = (payload: Record<string, unknown>) =>
      t.call(t.admin, 'PUT', `${PATH}/${row.id}`, {
        customer_id: customer,
        customer_invoice_id: invoice,
        amount: 400,
        ...payload,
      });
    // 400 + 600 paid: this one may grow to the whole 1000 less the other 600.
    expect((await put({ amount: 400.01 })).statusCode).toBe(422);
    const moved = await put({ amount: 300, customer_invoice_id: second, payment_on: '2026-04-02' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      customer_invoice_id: second,
      amount: 300,
      payment_amount: 300,
      payment_on: '2026-04-02',
    });
    const shown = (await t.call(t.admin, 'GET', `${PATH}/${row.id}`)).json().data;
    expect(shown.success_at).toBe('2026-04-02T00:00:00.000Z');
    expect((await put({ customer_id: other })).json().errors.customer_id).toEqual([
      'Tahsilatın müşterisi değiştirilemez.',
    ]);
    expect((await t.call(t.admin, 'GET', `${PATH}/999999`)).statusCode).toBe(404);
  });

  it('edits one part of a payment spread over invoices within what the others leave of it', async () => {
    // 1.000 TL invoice: 600 paid; 500 TL invoice: 300 paid. A payment of 500 pays 400 and 100 of them.
    const spread = await t.call(t.admin, 'POST', '/api-super-admin/customer-payments', {
      customer_id: customer,
      amount: 500,
      success_at: '2026-05-01',
    });
    expect(spread.statusCode, spread.body).toBe(201);
    const paymentId = spread.json().data.id as number;
    const parts = (await t.call(t.admin, 'GET', `${PATH}?customer_payment_id=${paymentId}&order_by=amount`)).json();
    expect(parts.data.map((r: Row) => [r.customer_invoice_id, r.amount, r.payment_amount])).toEqual([
      [second, 100, 500],
      [invoice, 400, 500],
    ]);
    const part = parts.data[0] as Row;
    const put = (amount: number) =>
      t.call(t.admin, 'PUT', `${PATH}/${part.id}`, { customer_id: customer, customer_invoice_id: second, amount });
    const over = await put(150);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toMatch(/^Tutar ödemenin dağıtılmamış tutarını \(.*100,00.*\) aşamaz\.$/);
    const less = await put(80);
    expect(less.statusCode, less.body).toBe(200);
    expect(less.json().data).toMatchObject({ amount: 80, payment_amount: 500 });
  });

  it('is for super administrators only', async () => {
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    expect((await t.call(manager, 'GET', PATH)).statusCode).toBe(403);
    expect(
      (await t.call(manager, 'POST', PATH, { customer_id: customer, customer_invoice_id: invoice, amount: 1 }))
        .statusCode,
    ).toBe(403);
  });
});
