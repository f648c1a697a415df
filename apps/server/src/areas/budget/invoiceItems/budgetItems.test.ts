import { describe, expect, it } from 'vitest';
import { periodOf, today } from '../../../accounting/dates';
import { createBankAccount } from '../../../test/accountingFixtures';
import { createInvoice, createSupplier, payInvoice, systemExpenseTypeId } from '../../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('budget invoice items on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/budget/invoice-items/active' });
  const at = '2026-01-01T00:00:00.000Z';
  const expenseType = async (name: string, clusterId: number) =>
    (
      await t.db
        .insertInto('expense_types')
        .values({ name, cluster_id: clusterId, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('sets the invoice items of the budget’s months against its lines, per type, with what is still unpaid', async () => {
    const own = t.own.clusterId;
    const bankId = await createBankAccount(t.db, own);
    const providerId = await createSupplier(t.call, t.worker, own, { name: 'Pırıl Temizlik', title: 'Pırıl A.Ş.' });
    const cleaning = await expenseType('Temizlik', own);
    const security = await expenseType('Güvenlik', own);
    const garden = await expenseType('Bahçe', own);
    const repair = await systemExpenseTypeId(t.db, 'Bakım Onarım');
    const created = await t.call(t.worker, 'POST', `/clusters/${own}/budgets`, {
      name: '2026 İşletme Projesi',
      starts_on: '2026-01',
      distribution_type_id: 1,
      lines: [
        { expense_type_id: cleaning, amount: 1200 },
        { expense_type_id: security, amount: 600 },
        { expense_type_id: repair, amount: 2400 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const budget = created.json().data;
    const invoice = (billed_on: string, items: { type: number; amount: number }[], bill_no: string) =>
      createInvoice(t.call, t.worker, {
        cluster_id: own,
        provider_id: providerId,
        billed_on,
        last_payment_on: billed_on,
        bill_no,
        invoice_type_id: 2,
        payment_type_id: 1,
        items: items.map((i) => ({ expense_type_id: i.type, amount: i.amount, description: `Kalem ${bill_no}` })),
      });
    const first = await invoice('2026-02-10', [{ type: cleaning, amount: 300 }], 'F-1');
    await payInvoice(t.call, t.worker, first.id, { collected_on: '2026-02-20', amount: 100, bank_account_id: bankId });
    const second = await invoice(
      '2026-03-05',
      [
        { type: cleaning, amount: 1000 },
        { type: security, amount: 500 },
      ],
      'F-2',
    );
    await payInvoice(t.call, t.worker, second.id, {
      collected_on: '2026-03-20',
      amount: 1200,
      bank_account_id: bankId,
    });
    await invoice('2026-04-01', [{ type: garden, amount: 250 }], 'F-3');
    // Billed the month before the budget starts: not the budget's.
    await invoice('2025-12-31', [{ type: cleaning, amount: 999 }], 'F-0');
    // Another company's complex with the same system type: never counted.
    const otherProvider = await createSupplier(t.call, t.outsider, t.other.clusterId, { name: 'X', title: 'X A.Ş.' });
    await createInvoice(t.call, t.outsider, {
      cluster_id: t.other.clusterId,
      provider_id: otherProvider,
      billed_on: '2026-05-01',
      last_payment_on: '2026-05-01',
      bill_no: 'D-1',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: [{ expense_type_id: repair, amount: 700 }],
    });

    const res = await t.call(t.worker, 'GET', `/budgets/${budget.id}/invoice-items?view=active`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const byName = (name: string) => answer.data.types.find((row: Json) => row.expense_type_name === name);
    // Equal months: 100 (cleaning), 50 (security), 200 (repair) a month, counted up to this month.
    const current = periodOf(today());
    const monthsSoFar = current < '2026-01' ? 0 : current > '2026-12' ? 12 : Number(current.slice(5, 7));
    expect(byName('Temizlik')).toMatchObject({
      in_budget: true,
      budget: 1200,
      budget_to_date: 100 * monthsSoFar,
      actual: 1300,
      journal_actual: 1300,
      remaining: -100,
      used_percent: 108.3,
      overrun: true,
      open: 200,
    });
    expect(byName('Temizlik').items.map((i: Json) => [i.bill_no, i.billed_on, i.amount, i.open])).toEqual([
      ['F-1', '2026-02-10', 300, 200],
      ['F-2', '2026-03-05', 1000, 0],
    ]);
    expect(byName('Temizlik').items[0]).toMatchObject({ provider_name: 'Pırıl Temizlik', description: 'Kalem F-1' });
    // The second invoice's 1.200 ₺ paid its items in order: cleaning in full, 200 ₺ of security.
    expect(byName('Güvenlik')).toMatchObject({
      budget: 600,
      actual: 500,
      journal_actual: 500,
      remaining: 100,
      used_percent: 83.3,
      overrun: false,
      open: 300,
    });
    expect(byName('Bakım Onarım')).toMatchObject({ budget: 2400, actual: 0, journal_actual: 0, used_percent: 0 });
    expect(byName('Bütçe dışı')).toMatchObject({
      expense_type_id: null,
      in_budget: false,
      budget: 0,
      actual: 250,
      open: 250,
      used_percent: null,
      overrun: true,
    });
    expect(answer.data.totals).toMatchObject({ budget: 4200, actual: 2050, remaining: 2150, open: 750 });
    expect(answer.meta).toMatchObject({ date_from: '2026-01-01', date_to: '2026-12-31', cluster_id: own });

    const open = (await t.call(t.worker, 'GET', `/budgets/${budget.id}/invoice-items?view=open`)).json().data;
    const openOf = (name: string) => open.types.find((row: Json) => row.expense_type_name === name);
    expect(openOf('Temizlik').items.map((i: Json) => [i.bill_no, i.open])).toEqual([['F-1', 200]]);
    expect(openOf('Güvenlik').items.map((i: Json) => [i.bill_no, i.amount, i.open])).toEqual([['F-2', 500, 300]]);
    expect(openOf('Bütçe dışı').items).toHaveLength(1);
    expect(open.totals.open).toBe(750);

    const file = await t.call(
      t.worker,
      'GET',
      `/budgets/${budget.id}/invoice-items?view=active&export=1&export_type=xlsx`,
    );
    expect(file.statusCode, file.body).toBe(200);
    const sheet = await exportedSheet(t.app, file);
    const texts: string[] = [];
    sheet.eachRow((row) => texts.push((row.values as unknown[]).join('|')));
    expect(texts.some((line) => line.includes('Temizlik') && line.includes('108,3 % Aşım'))).toBe(true);
    expect(texts.some((line) => line.includes('F-2'))).toBe(true);

    expect((await t.call(t.outsider, 'GET', `/budgets/${budget.id}/invoice-items`)).statusCode).toBe(404);
    expect((await t.call(t.readOnly, 'GET', `/budgets/${budget.id}/invoice-items`)).statusCode).toBe(200);
    const wrong = await t.call(t.worker, 'GET', `/budgets/${budget.id}/invoice-items?view=closed&sort=x`);
    expect(wrong.statusCode).toBe(422);
  });
});
