import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import { type Json, useBookingComplex } from './bankActivities.fixtures';

// Booking outgoing lines as an invoice payment, an expense or a transfer.
describe.each(testDbKinds)('booking outgoing bank lines on %s', (kind) => {
  const { s, call, balance, unbalanced, line, invoiceFigures } = useBookingComplex(kind);

  it('shows the bank reference, or the date and description where the statement had none, never the hash', async () => {
    const res = await call(
      s.t.worker,
      'GET',
      `/clusters/${s.clusterId}/bank-activities?list_type=open&order_by=activity_on&order=asc`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Json[];
    expect(rows.map((r) => r.reference)).toEqual([
      'REF101',
      '02.03.2024 – Hesap işletim ücreti',
      'REF103',
      'REF104',
      'REF105',
    ]);
    expect(String(rows[1].reference_no)).toMatch(/^h:/);
    const shown = await call(s.t.worker, 'GET', `/bank-activities/${rows[1].id}`);
    expect(shown.json().data).toMatchObject({ reference: '02.03.2024 – Hesap işletim ücreti', booked_as: null });
  });

  it('books an outgoing line as the payment of an open invoice: provider and bank down, invoice partly paid, line closed', async () => {
    const ref101 = await line('REF101');
    const options = await call(s.t.worker, 'GET', `/bank-activities/${ref101.id}/open-invoices`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toEqual([
      expect.objectContaining({ id: s.invoiceId, provider_name: 'Boğaziçi Elektrik', amount: 1500, remaining: 1500 }),
    ]);

    const res = await call(s.t.worker, 'POST', `/bank-activities/${ref101.id}/invoice-payment`, {
      invoice_id: s.invoiceId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      booked_as: 'invoice_payment',
      invoice_id: s.invoiceId,
      counterpart_name: 'Boğaziçi Elektrik',
      reference: 'REF101',
    });
    // By hand: the invoice credited the provider 1.500,00; the line pays 1.250,40 of it from the bank.
    expect(await balance('provider', s.providerId)).toBe(-150000 + 125040);
    expect(await balance('bank_account', s.bankId)).toBe(-125040);
    const invoice = await invoiceFigures(s.invoiceId);
    expect(invoice).toMatchObject({ amount: 1500, paid: 1250.4, remaining: 249.6, is_paid: false });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: 1250.4, collected_on: '2024-03-01', bank_account_id: s.bankId, safe_id: null }),
    ]);
    expect(await unbalanced()).toEqual([]);

    const closed = await call(s.t.worker, 'GET', `/clusters/${s.clusterId}/bank-activities?list_type=closed`);
    expect(closed.json().data.map((r: Json) => [r.reference, r.booked_as])).toEqual([['REF101', 'invoice_payment']]);
    const shown = await call(s.t.worker, 'GET', `/bank-activities/${ref101.id}`);
    expect(shown.json().data.document).toMatchObject({
      kind: 'invoice_payment',
      payment: { amount: 1250.4, collected_on: '2024-03-01' },
      invoice: { id: s.invoiceId, bill_no: 'BEL2024000045', provider_name: 'Boğaziçi Elektrik', remaining: 249.6 },
    });

    const twice = await call(s.t.worker, 'POST', `/bank-activities/${ref101.id}/invoice-payment`, {
      invoice_id: s.invoiceId,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Bu hareket zaten eşleştirilmiş.');
  });

  it('refuses a line above the invoice remainder, an invoice of another complex and an incoming line, changing nothing', async () => {
    const ref105 = await line('REF105');
    const above = await call(s.t.worker, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: s.invoiceId,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.invoice_id).toEqual(['Hareketin tutarı faturanın kalan tutarından (249,60 ₺) fazla.']);

    const foreignInvoice = await call(s.t.worker, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: s.foreign.invoiceId,
    });
    expect(foreignInvoice.statusCode).toBe(422);
    expect(foreignInvoice.json().errors.invoice_id).toEqual(['Öğe bulunamadı.']);

    const incoming = await line('REF104');
    const refused = await call(s.t.worker, 'POST', `/bank-activities/${incoming.id}/invoice-payment`, {
      invoice_id: s.invoiceId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([
      'Gelen para hareketleri tahsilat olarak eşleştirilir; fatura ödemesi, gider veya virman olarak kaydedilemez.',
    ]);

    // Another company's worker does not see the line at all.
    const outsider = await call(s.t.outsider, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: s.foreign.invoiceId,
    });
    expect(outsider.statusCode).toBe(404);

    expect((await line('REF105')).is_closed).toBe(0);
    expect((await line('REF104')).is_closed).toBe(0);
    expect(await balance('bank_account', s.bankId)).toBe(-125040);
    expect(await invoiceFigures(s.invoiceId)).toMatchObject({ paid: 1250.4, remaining: 249.6 });
    const foreignFigures = await call(s.t.outsider, 'GET', `/expense/invoices/${s.foreign.invoiceId}`);
    expect(foreignFigures.json().data).toMatchObject({ paid: 0, remaining: 5000 });
  });

  it('keeps a booked payment as the bank says: its amount cannot be edited, its description can', async () => {
    const paymentId = (await line('REF101')).invoice_payment_id as number;
    const changed = await call(s.t.worker, 'PUT', `/expense/payments/${paymentId}`, {
      collected_on: '2024-03-01',
      amount: 1000,
      bank_account_id: s.bankId,
      safe_id: null,
      description: null,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.amount[0]).toMatch(/^Bu ödeme bir banka hareketinden kaydedildi/);
    const described = await call(s.t.worker, 'PUT', `/expense/payments/${paymentId}`, {
      collected_on: '2024-03-01',
      amount: 1250.4,
      bank_account_id: s.bankId,
      safe_id: null,
      description: 'Şubat elektriği',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(await balance('bank_account', s.bankId)).toBe(-125040);
    expect((await line('REF101')).is_closed).toBe(1);
  });

  it('books a bank fee as an expense: an invoice of the bank-commission provider paid at once, the expense type charged', async () => {
    const fee = await line('h:');
    const lastLog = await s.db
      .selectFrom('action_logs')
      .select(sql<number>`coalesce(max(id), 0)`.as('id'))
      .executeTakeFirstOrThrow();
    const invoicesBefore = (
      await s.db.selectFrom('invoices').select('id').where('cluster_id', '=', s.clusterId).execute()
    ).length;
    const foreignType = await call(s.t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: s.management,
      provider_id: s.foreign.providerId,
    });
    expect(foreignType.statusCode).toBe(422);
    expect(foreignType.json().errors.provider_id).toEqual(['Öğe bulunamadı.']);

    const res = await call(s.t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: s.management,
      child_expense_type_id: s.bankFees,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json().data;
    expect(booked).toMatchObject({ is_closed: true, booked_as: 'expense', counterpart_name: 'Ziraat Bankası' });

    // By hand: 37,50 charged to 'Banka Masrafları', out of the bank; the provider is credited and paid: 0.
    expect(await balance('expense_type', s.bankFees)).toBe(3750);
    expect(await balance('bank_account', s.bankId)).toBe(-125040 - 3750);
    const provider = await s.db
      .selectFrom('cluster_providers')
      .selectAll()
      .where('cluster_id', '=', s.clusterId)
      .where('provider_type_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(provider).toMatchObject({ name: 'Ziraat Bankası', title: 'Ziraat Bankası' });
    expect(await balance('provider', provider.id)).toBe(0);
    const invoice = await invoiceFigures(booked.invoice_id);
    expect(invoice).toMatchObject({
      provider_id: provider.id,
      billed_on: '2024-03-02',
      invoice_type_id: 3,
      payment_type_id: 1,
      amount: 37.5,
      paid: 37.5,
      remaining: 0,
      is_paid: true,
      description: 'Hesap işletim ücreti',
    });
    expect(
      (await s.db.selectFrom('invoices').select('id').where('cluster_id', '=', s.clusterId).execute()).length,
    ).toBe(invoicesBefore + 1);
    expect(await unbalanced()).toEqual([]);

    // Each document made is in the action log, with the line's update, on the bank line's page.
    const logs = await s.db
      .selectFrom('action_logs')
      .select(['entity_type', 'action_type_id', 'page_url'])
      .where('id', '>', Number(lastLog.id))
      .orderBy('id')
      .execute();
    expect(logs.map((l) => [l.entity_type, l.action_type_id, l.page_url])).toEqual([
      ['provider', 1, '/incomes/bank/1'],
      ['invoice', 1, '/incomes/bank/1'],
      ['invoice_payment', 1, '/incomes/bank/1'],
      ['bank_activity', 2, '/incomes/bank/1'],
    ]);

    const incoming = await line('REF104');
    const refused = await call(s.t.worker, 'POST', `/bank-activities/${incoming.id}/expense`, {
      expense_type_id: s.management,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toBeDefined();
  });

  it('books a cash withdrawal as a transfer to the safe: bank down, safe up, nothing earned or spent', async () => {
    const ref103 = await line('REF103');
    const foreignSafe = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_safe_id: s.foreign.safeId,
    });
    expect(foreignSafe.statusCode).toBe(422);
    expect(foreignSafe.json().errors.to_safe_id).toEqual(['Öğe bulunamadı.']);
    const foreignBank = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: s.foreign.bankId,
    });
    expect(foreignBank.statusCode).toBe(422);
    const same = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: s.bankId,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_bank_account_id).toEqual(['Virman aynı hesaba yapılamaz.']);
    const none = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.to_bank_account_id).toEqual(['Aktarılacak banka hesabını veya kasayı seçin.']);

    const res = await call(s.t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, { to_safe_id: s.safeId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      booked_as: 'transfer',
      counterpart_name: 'Yönetim Kasası',
    });
    expect(await balance('bank_account', s.bankId)).toBe(-125040 - 3750 - 200000);
    expect(await balance('safe', s.safeId)).toBe(200000);
    const transfer = await s.db
      .selectFrom('account_transfers')
      .selectAll()
      .where('id', '=', res.json().data.account_transfer_id)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({
      cluster_id: s.clusterId,
      from_bank_account_id: s.bankId,
      to_safe_id: s.safeId,
      transferred_on: '2024-03-03',
      description: 'Kasaya nakit çekim',
    });
    expect(Number(transfer.amount)).toBe(200000);
    const shown = await call(s.t.worker, 'GET', `/bank-activities/${ref103.id}`);
    expect(shown.json().data.document).toMatchObject({
      kind: 'transfer',
      transfer: { id: transfer.id, amount: 2000, to_name: 'Yönetim Kasası' },
    });
    const kinds = await s.db
      .selectFrom('journal_transactions')
      .select('kind')
      .where('id', '=', transfer.transaction_id as number)
      .executeTakeFirstOrThrow();
    expect(kinds.kind).toBe('transfer');
    expect(await unbalanced()).toEqual([]);

    const incoming = await line('REF104');
    const refused = await call(s.t.worker, 'POST', `/bank-activities/${incoming.id}/transfer`, {
      to_safe_id: s.safeId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toBeDefined();

    // The statement's balance and the journal now differ only by the opening 10.000,00 and the open lines.
    const check = await call(s.t.worker, 'GET', `/clusters/${s.clusterId}/bank-activities/balance-check`);
    expect(check.json().data.find((r: Json) => r.bank_account_id === s.bankId)).toMatchObject({
      closing_balance: 6312.1,
      journal_balance: -3287.9,
      difference: 9600,
      open_count: 2,
      open_total: -400,
    });
  });

  it('lists the booked lines as closed with a readable reference and whom the money went to', async () => {
    const res = await call(
      s.t.worker,
      'GET',
      `/clusters/${s.clusterId}/bank-activities?list_type=closed&order_by=activity_on&order=asc`,
    );
    expect(res.json().data.map((r: Json) => [r.reference, r.booked_as, r.counterpart_name])).toEqual([
      ['REF101', 'invoice_payment', 'Boğaziçi Elektrik'],
      ['02.03.2024 – Hesap işletim ücreti', 'expense', 'Ziraat Bankası'],
      ['REF103', 'transfer', 'Yönetim Kasası'],
    ]);
  });
});
