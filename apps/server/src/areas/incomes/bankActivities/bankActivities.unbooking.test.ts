import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import { useBookingComplex } from './bankActivities.fixtures';

// Taking a booking back, on the line or by deleting its document: the line reopens and the journal is reversed.
describe.each(testDbKinds)('taking back bookings of bank lines on %s', (kind) => {
  const { s, call, balance, unbalanced, line, invoiceFigures } = useBookingComplex(kind);

  beforeAll(async () => {
    // Booked as the booking tests book them: REF101 pays the invoice, the fee is an expense, REF103 went to
    // the safe.
    for (const [reference, path, payload] of [
      ['REF101', 'invoice-payment', { invoice_id: s.invoiceId }],
      ['h:', 'expense', { expense_type_id: s.management, child_expense_type_id: s.bankFees }],
      ['REF103', 'transfer', { to_safe_id: s.safeId }],
    ] as const) {
      const booked = await call(s.t.worker, 'POST', `/bank-activities/${(await line(reference)).id}/${path}`, payload);
      expect(booked.statusCode, booked.body).toBe(200);
    }
  });

  it('reopens a line when its document is deleted or its booking taken back, reversing the journal', async () => {
    // Deleting the invoice payment on the invoice screen reopens its line.
    const ref101 = await line('REF101');
    const deleted = await call(s.t.worker, 'DELETE', `/expense/payments/${ref101.invoice_payment_id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await line('REF101')).toMatchObject({ is_closed: 0, invoice_payment_id: null });
    expect(await invoiceFigures(s.invoiceId)).toMatchObject({ paid: 0, remaining: 1500 });
    expect(await balance('provider', s.providerId)).toBe(-150000);

    // Taking the expense back on the line deletes the invoice made for it.
    const fee = await line('h:');
    const feeInvoice = fee.invoice_id as number;
    const undone = await call(s.t.worker, 'POST', `/bank-activities/${fee.id}/unmatch`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ is_closed: false, booked_as: null });
    expect(
      await s.db.selectFrom('invoices').select('id').where('id', '=', feeInvoice).executeTakeFirst(),
    ).toBeUndefined();
    expect(await balance('expense_type', s.bankFees)).toBe(0);

    // Deleting the transfer reopens its line; booked again to the other bank account, then taken back.
    const ref103 = await line('REF103');
    const gone = await call(s.t.worker, 'DELETE', `/account-transfers/${ref103.account_transfer_id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await line('REF103')).toMatchObject({ is_closed: 0, account_transfer_id: null });
    expect(await balance('safe', s.safeId)).toBe(0);
    const again = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: s.otherBankId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance('bank_account', s.otherBankId)).toBe(200000);
    const back = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/unmatch`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await balance('bank_account', s.otherBankId)).toBe(0);

    expect(await balance('bank_account', s.bankId)).toBe(0);
    expect(await unbalanced()).toEqual([]);
    const open = await call(s.t.worker, 'GET', `/clusters/${s.clusterId}/bank-activities?list_type=open`);
    expect(open.json().meta.total).toBe(5);
    const logs = await s.db
      .selectFrom('action_logs')
      .select(['entity_type', 'action_type_id'])
      .where('entity_type', '=', 'account_transfer')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 4, 1, 4]);
  });

  it('takes back only the line’s payment of an expense invoice that was paid further since', async () => {
    const fee = await line('h:');
    const booked = await call(s.t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: s.management,
      child_expense_type_id: s.bankFees,
      provider_id: s.providerId,
      description: 'Havale ücreti',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const expenseInvoice = booked.json().data.invoice_id as number;
    // The invoice grows by an item and the rest is paid from the safe.
    const item = await call(s.t.worker, 'POST', `/expense/invoices/${expenseInvoice}/items`, {
      expense_type_id: s.management,
      child_expense_type_id: s.bankFees,
      amount: 10,
    });
    expect(item.statusCode, item.body).toBe(201);
    const paid = await call(s.t.worker, 'POST', `/expense/invoices/${expenseInvoice}/payments`, {
      collected_on: '2024-03-06',
      amount: 10,
      bank_account_id: null,
      safe_id: s.safeId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const undone = await call(s.t.worker, 'POST', `/bank-activities/${fee.id}/unmatch`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await invoiceFigures(expenseInvoice)).toMatchObject({ amount: 47.5, paid: 10, remaining: 37.5 });
    expect(await line('h:')).toMatchObject({ is_closed: 0, invoice_id: null, invoice_payment_id: null });
    expect(await balance('bank_account', s.bankId)).toBe(0);
    expect(await unbalanced()).toEqual([]);
  });
});
