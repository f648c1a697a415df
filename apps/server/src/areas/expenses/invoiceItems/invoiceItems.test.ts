import { describe, expect, it } from 'vitest';
import type { Json } from '../../../test/apiTest';
import { useInvoicesApp } from '../../../test/invoiceFixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('invoice items on %s', (kind) => {
  const { t, ids, newInvoice } = useInvoicesApp(kind);

  it('lists the items of every invoice with their invoice and types, and edits one into the invoice’s total', async () => {
    const invoice = await newInvoice([{ amount: 120, child: ids.electricity }], { bill_no: 'KALEM-1' });
    const list = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/expense/invoice-items?invoice_id=${invoice.id}`,
    );
    expect(list.statusCode).toBe(200);
    const [item] = list.json().data as Json[];
    expect(item).toMatchObject({
      invoice_id: invoice.id,
      bill_no: 'KALEM-1',
      billed_on: '2026-10-05',
      provider_name: 'Boğaziçi Elektrik',
      expense_type_name: 'Enerji Giderleri',
      child_expense_type_name: 'Elektrik',
      amount: 120,
    });
    expect(list.json().meta.totals.amount).toBe(120);

    const edited = await t.call(t.worker, 'PUT', `/expense/invoice-items/${item.id}`, {
      expense_type_id: ids.maintenance,
      amount: 80.25,
      description: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: invoice.id, amount: 80.25, remaining: 80.25 });
    expect(edited.json().data.items.map((i: Json) => [i.expense_type_name, i.child_expense_type_name])).toEqual([
      ['Bakım Onarım', null],
    ]);
  });
});
