import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

// A statement with four outgoing lines and one incoming; REF102 has no bank reference (the parser hashes it).
const STATEMENT = [
  'Tarih;Açıklama;Tutar;Bakiye;Referans No',
  '01.03.2024;Elektrik otomatik ödeme;-1.250,40;8.749,60;REF101',
  '02.03.2024;Hesap işletim ücreti;-37,50;8.712,10;',
  '03.03.2024;Kasaya nakit çekim;-2.000,00;6.712,10;REF103',
  '04.03.2024;Aidat havalesi;500,00;7.212,10;REF104',
  '05.03.2024;Elektrik ek ödeme;-900,00;6.312,10;REF105',
].join('\n');
const MAPPING = {
  activity_on: 'Tarih',
  amount: 'Tutar',
  description: 'Açıklama',
  balance_after: 'Bakiye',
  reference_no: 'Referans No',
};

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = '----ekstre-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDbKinds)('booking outgoing bank lines on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let clusterId: number;
  let bankId: number;
  let otherBankId: number;
  let safeId: number;
  let providerId: number;
  let invoiceId: number;
  let foreign: { bankId: number; safeId: number; invoiceId: number; providerId: number };
  let management: number;
  let bankFees: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/incomes/bank/1')(token, method, url, payload);

  const created = async (token: string, url: string, payload: Json) => {
    const res = await call(token, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  const balance = async (accountKind: string, accountId: number) => {
    const row = await db
      .selectFrom('journal_entries')
      .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_kind', '=', accountKind)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  /** Journal transactions whose entries do not sum to zero (there must be none). */
  const unbalanced = async () =>
    (
      await sql<{
        transaction_id: number;
      }>`select transaction_id from journal_entries group by transaction_id having sum(amount) <> 0`.execute(db)
    ).rows;

  const line = async (reference: string) =>
    db
      .selectFrom('bank_activities')
      .selectAll()
      .where('bank_account_id', '=', bankId)
      .where('reference_no', reference.startsWith('h:') ? 'like' : '=', reference.startsWith('h:') ? 'h:%' : reference)
      .executeTakeFirstOrThrow();

  const invoiceFigures = async (id: number) => {
    const res = await call(t.worker, 'GET', `/expense/invoices/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json & { payments: Json[] };
  };

  const typeId = async (name: string) =>
    (
      await db
        .selectFrom('expense_types')
        .select('id')
        .where('name', '=', name)
        .where('cluster_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    clusterId = t.own.clusterId;
    const w = t.worker;
    bankId = await created(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Ziraat Bankası', is_active: true });
    otherBankId = await created(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Garanti BBVA', is_active: true });
    safeId = await created(w, `/clusters/${clusterId}/safes`, { name: 'Yönetim Kasası', is_active: true });
    providerId = await created(w, '/cluster-providers', {
      cluster_id: clusterId,
      provider_type_id: 5,
      name: 'Boğaziçi Elektrik',
      title: 'Boğaziçi Elektrik Dağıtım A.Ş.',
    });
    const energy = await typeId('Enerji Giderleri');
    const electricity = await typeId('Elektrik');
    management = await typeId('Yönetim Giderleri');
    bankFees = await typeId('Banka Masrafları');
    // An electricity invoice of 1.500,00 (1.000,00 + 500,00), nothing paid yet.
    invoiceId = await created(w, '/expense/invoices', {
      cluster_id: clusterId,
      provider_id: providerId,
      billed_on: '2024-02-20',
      last_payment_on: '2024-03-05',
      bill_no: 'BEL2024000045',
      invoice_type_id: 2,
      payment_type_id: 1,
      items: [
        { expense_type_id: energy, child_expense_type_id: electricity, amount: 1000 },
        { expense_type_id: energy, child_expense_type_id: electricity, amount: 500 },
      ],
    });

    const o = t.outsider;
    const oc = t.other.clusterId;
    const foreignProvider = await created(o, '/cluster-providers', {
      cluster_id: oc,
      provider_type_id: 5,
      name: 'Başka Tedarikçi',
      title: 'Başka Tedarikçi Ltd.',
    });
    foreign = {
      bankId: await created(o, `/clusters/${oc}/bank-accounts`, { name: 'Başka Banka', is_active: true }),
      safeId: await created(o, `/clusters/${oc}/safes`, { name: 'Başka Kasa', is_active: true }),
      providerId: foreignProvider,
      invoiceId: await created(o, '/expense/invoices', {
        cluster_id: oc,
        provider_id: foreignProvider,
        billed_on: '2024-02-20',
        invoice_type_id: 2,
        payment_type_id: 1,
        items: [{ expense_type_id: energy, amount: 5000 }],
      }),
    };

    const form = multipart(
      { bank_account_id: String(bankId), mapping: JSON.stringify(MAPPING) },
      { name: 'mart.csv', bytes: Buffer.from(STATEMENT, 'utf8') },
    );
    const imported = await app.inject({
      method: 'POST',
      url: `/api/clusters/${clusterId}/bank-activities/import`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${w}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ new_count: 5 });
  }, 60_000);
  afterAll(() => close());

  it('shows the bank reference, or the date and description where the statement had none, never the hash', async () => {
    const res = await call(
      t.worker,
      'GET',
      `/clusters/${clusterId}/bank-activities?list_type=open&order_by=activity_on&order=asc`,
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
    const shown = await call(t.worker, 'GET', `/bank-activities/${rows[1].id}`);
    expect(shown.json().data).toMatchObject({ reference: '02.03.2024 – Hesap işletim ücreti', booked_as: null });
  });

  it('books an outgoing line as the payment of an open invoice: provider and bank down, invoice partly paid, line closed', async () => {
    const ref101 = await line('REF101');
    const options = await call(t.worker, 'GET', `/bank-activities/${ref101.id}/open-invoices`);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data).toEqual([
      expect.objectContaining({ id: invoiceId, provider_name: 'Boğaziçi Elektrik', amount: 1500, remaining: 1500 }),
    ]);

    const res = await call(t.worker, 'POST', `/bank-activities/${ref101.id}/invoice-payment`, {
      invoice_id: invoiceId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      booked_as: 'invoice_payment',
      invoice_id: invoiceId,
      counterpart_name: 'Boğaziçi Elektrik',
      reference: 'REF101',
    });
    // By hand: the invoice credited the provider 1.500,00; the line pays 1.250,40 of it from the bank.
    expect(await balance('provider', providerId)).toBe(-150000 + 125040);
    expect(await balance('bank_account', bankId)).toBe(-125040);
    const invoice = await invoiceFigures(invoiceId);
    expect(invoice).toMatchObject({ amount: 1500, paid: 1250.4, remaining: 249.6, is_paid: false });
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: 1250.4, collected_on: '2024-03-01', bank_account_id: bankId, safe_id: null }),
    ]);
    expect(await unbalanced()).toEqual([]);

    const closed = await call(t.worker, 'GET', `/clusters/${clusterId}/bank-activities?list_type=closed`);
    expect(closed.json().data.map((r: Json) => [r.reference, r.booked_as])).toEqual([['REF101', 'invoice_payment']]);
    const shown = await call(t.worker, 'GET', `/bank-activities/${ref101.id}`);
    expect(shown.json().data.document).toMatchObject({
      kind: 'invoice_payment',
      payment: { amount: 1250.4, collected_on: '2024-03-01' },
      invoice: { id: invoiceId, bill_no: 'BEL2024000045', provider_name: 'Boğaziçi Elektrik', remaining: 249.6 },
    });

    const twice = await call(t.worker, 'POST', `/bank-activities/${ref101.id}/invoice-payment`, {
      invoice_id: invoiceId,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Bu hareket zaten eşleştirilmiş.');
  });

  it('refuses a line above the invoice remainder, an invoice of another complex and an incoming line, changing nothing', async () => {
    const ref105 = await line('REF105');
    const above = await call(t.worker, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: invoiceId,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.invoice_id).toEqual(['Hareketin tutarı faturanın kalan tutarından (249,60 ₺) fazla.']);

    const foreignInvoice = await call(t.worker, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: foreign.invoiceId,
    });
    expect(foreignInvoice.statusCode).toBe(422);
    expect(foreignInvoice.json().errors.invoice_id).toEqual(['Öğe bulunamadı.']);

    const incoming = await line('REF104');
    const refused = await call(t.worker, 'POST', `/bank-activities/${incoming.id}/invoice-payment`, {
      invoice_id: invoiceId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([
      'Gelen para hareketleri tahsilat olarak eşleştirilir; fatura ödemesi, gider veya virman olarak kaydedilemez.',
    ]);

    // Another company's worker does not see the line at all.
    const outsider = await call(t.outsider, 'POST', `/bank-activities/${ref105.id}/invoice-payment`, {
      invoice_id: foreign.invoiceId,
    });
    expect(outsider.statusCode).toBe(404);

    expect((await line('REF105')).is_closed).toBe(0);
    expect((await line('REF104')).is_closed).toBe(0);
    expect(await balance('bank_account', bankId)).toBe(-125040);
    expect(await invoiceFigures(invoiceId)).toMatchObject({ paid: 1250.4, remaining: 249.6 });
    const foreignFigures = await call(t.outsider, 'GET', `/expense/invoices/${foreign.invoiceId}`);
    expect(foreignFigures.json().data).toMatchObject({ paid: 0, remaining: 5000 });
  });

  it('keeps a booked payment as the bank says: its amount cannot be edited, its description can', async () => {
    const paymentId = (await line('REF101')).invoice_payment_id as number;
    const changed = await call(t.worker, 'PUT', `/expense/payments/${paymentId}`, {
      collected_on: '2024-03-01',
      amount: 1000,
      bank_account_id: bankId,
      safe_id: null,
      description: null,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.amount[0]).toMatch(/^Bu ödeme bir banka hareketinden kaydedildi/);
    const described = await call(t.worker, 'PUT', `/expense/payments/${paymentId}`, {
      collected_on: '2024-03-01',
      amount: 1250.4,
      bank_account_id: bankId,
      safe_id: null,
      description: 'Şubat elektriği',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(await balance('bank_account', bankId)).toBe(-125040);
    expect((await line('REF101')).is_closed).toBe(1);
  });

  it('books a bank fee as an expense: an invoice of the bank-commission provider paid at once, the expense type charged', async () => {
    const fee = await line('h:');
    const lastLog = await db
      .selectFrom('action_logs')
      .select(sql<number>`coalesce(max(id), 0)`.as('id'))
      .executeTakeFirstOrThrow();
    const invoicesBefore = (await db.selectFrom('invoices').select('id').where('cluster_id', '=', clusterId).execute())
      .length;
    const foreignType = await call(t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: management,
      provider_id: foreign.providerId,
    });
    expect(foreignType.statusCode).toBe(422);
    expect(foreignType.json().errors.provider_id).toEqual(['Öğe bulunamadı.']);

    const res = await call(t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: management,
      child_expense_type_id: bankFees,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json().data;
    expect(booked).toMatchObject({ is_closed: true, booked_as: 'expense', counterpart_name: 'Ziraat Bankası' });

    // By hand: 37,50 charged to 'Banka Masrafları', out of the bank; the provider is credited and paid: 0.
    expect(await balance('expense_type', bankFees)).toBe(3750);
    expect(await balance('bank_account', bankId)).toBe(-125040 - 3750);
    const provider = await db
      .selectFrom('cluster_providers')
      .selectAll()
      .where('cluster_id', '=', clusterId)
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
    expect((await db.selectFrom('invoices').select('id').where('cluster_id', '=', clusterId).execute()).length).toBe(
      invoicesBefore + 1,
    );
    expect(await unbalanced()).toEqual([]);

    // Each document made is in the action log, with the line's update, on the bank line's page.
    const logs = await db
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
    const refused = await call(t.worker, 'POST', `/bank-activities/${incoming.id}/expense`, {
      expense_type_id: management,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toBeDefined();
  });

  it('books a cash withdrawal as a transfer to the safe: bank down, safe up, nothing earned or spent', async () => {
    const ref103 = await line('REF103');
    const foreignSafe = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_safe_id: foreign.safeId,
    });
    expect(foreignSafe.statusCode).toBe(422);
    expect(foreignSafe.json().errors.to_safe_id).toEqual(['Öğe bulunamadı.']);
    const foreignBank = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: foreign.bankId,
    });
    expect(foreignBank.statusCode).toBe(422);
    const same = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: bankId,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_bank_account_id).toEqual(['Virman aynı hesaba yapılamaz.']);
    const none = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.to_bank_account_id).toEqual(['Aktarılacak banka hesabını veya kasayı seçin.']);

    const res = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, { to_safe_id: safeId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      booked_as: 'transfer',
      counterpart_name: 'Yönetim Kasası',
    });
    expect(await balance('bank_account', bankId)).toBe(-125040 - 3750 - 200000);
    expect(await balance('safe', safeId)).toBe(200000);
    const transfer = await db
      .selectFrom('account_transfers')
      .selectAll()
      .where('id', '=', res.json().data.account_transfer_id)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({
      cluster_id: clusterId,
      from_bank_account_id: bankId,
      to_safe_id: safeId,
      transferred_on: '2024-03-03',
      description: 'Kasaya nakit çekim',
    });
    expect(Number(transfer.amount)).toBe(200000);
    const kinds = await db
      .selectFrom('journal_transactions')
      .select('kind')
      .where('id', '=', transfer.transaction_id as number)
      .executeTakeFirstOrThrow();
    expect(kinds.kind).toBe('transfer');
    expect(await unbalanced()).toEqual([]);

    const incoming = await line('REF104');
    const refused = await call(t.worker, 'POST', `/bank-activities/${incoming.id}/transfer`, { to_safe_id: safeId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toBeDefined();

    // The statement's balance and the journal now differ only by the opening 10.000,00 and the open lines.
    const check = await call(t.worker, 'GET', `/clusters/${clusterId}/bank-activities/balance-check`);
    expect(check.json().data.find((r: Json) => r.bank_account_id === bankId)).toMatchObject({
      closing_balance: 6312.1,
      journal_balance: -3287.9,
      difference: 9600,
      open_count: 2,
      open_total: -400,
    });
  });

  it('lists the booked lines as closed with a readable reference and whom the money went to', async () => {
    const res = await call(
      t.worker,
      'GET',
      `/clusters/${clusterId}/bank-activities?list_type=closed&order_by=activity_on&order=asc`,
    );
    expect(res.json().data.map((r: Json) => [r.reference, r.booked_as, r.counterpart_name])).toEqual([
      ['REF101', 'invoice_payment', 'Boğaziçi Elektrik'],
      ['02.03.2024 – Hesap işletim ücreti', 'expense', 'Ziraat Bankası'],
      ['REF103', 'transfer', 'Yönetim Kasası'],
    ]);
  });

  it('reopens a line when its document is deleted or its booking taken back, reversing the journal', async () => {
    // Deleting the invoice payment on the invoice screen reopens its line.
    const ref101 = await line('REF101');
    const deleted = await call(t.worker, 'DELETE', `/expense/payments/${ref101.invoice_payment_id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await line('REF101')).toMatchObject({ is_closed: 0, invoice_payment_id: null });
    expect(await invoiceFigures(invoiceId)).toMatchObject({ paid: 0, remaining: 1500 });
    expect(await balance('provider', providerId)).toBe(-150000);

    // Taking the expense back on the line deletes the invoice made for it.
    const fee = await line('h:');
    const feeInvoice = fee.invoice_id as number;
    const undone = await call(t.worker, 'POST', `/bank-activities/${fee.id}/unmatch`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data).toMatchObject({ is_closed: false, booked_as: null });
    expect(
      await db.selectFrom('invoices').select('id').where('id', '=', feeInvoice).executeTakeFirst(),
    ).toBeUndefined();
    expect(await balance('expense_type', bankFees)).toBe(0);

    // Deleting the transfer reopens its line; booked again to the other bank account, then taken back.
    const ref103 = await line('REF103');
    const gone = await call(t.worker, 'DELETE', `/account-transfers/${ref103.account_transfer_id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await line('REF103')).toMatchObject({ is_closed: 0, account_transfer_id: null });
    expect(await balance('safe', safeId)).toBe(0);
    const again = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/transfer`, {
      to_bank_account_id: otherBankId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balance('bank_account', otherBankId)).toBe(200000);
    const back = await call(t.worker, 'POST', `/bank-activities/${ref103.id}/unmatch`);
    expect(back.statusCode, back.body).toBe(200);
    expect(await balance('bank_account', otherBankId)).toBe(0);

    expect(await balance('bank_account', bankId)).toBe(0);
    expect(await unbalanced()).toEqual([]);
    const open = await call(t.worker, 'GET', `/clusters/${clusterId}/bank-activities?list_type=open`);
    expect(open.json().meta.total).toBe(5);
    const logs = await db
      .selectFrom('action_logs')
      .select(['entity_type', 'action_type_id'])
      .where('entity_type', '=', 'account_transfer')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 4, 1, 4]);
  });

  it('takes back only the line’s payment of an expense invoice that was paid further since', async () => {
    const fee = await line('h:');
    const booked = await call(t.worker, 'POST', `/bank-activities/${fee.id}/expense`, {
      expense_type_id: management,
      child_expense_type_id: bankFees,
      provider_id: providerId,
      description: 'Havale ücreti',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const expenseInvoice = booked.json().data.invoice_id as number;
    // The invoice grows by an item and the rest is paid from the safe.
    const item = await call(t.worker, 'POST', `/expense/invoices/${expenseInvoice}/items`, {
      expense_type_id: management,
      child_expense_type_id: bankFees,
      amount: 10,
    });
    expect(item.statusCode, item.body).toBe(201);
    const paid = await call(t.worker, 'POST', `/expense/invoices/${expenseInvoice}/payments`, {
      collected_on: '2024-03-06',
      amount: 10,
      bank_account_id: null,
      safe_id: safeId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const undone = await call(t.worker, 'POST', `/bank-activities/${fee.id}/unmatch`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await invoiceFigures(expenseInvoice)).toMatchObject({ amount: 47.5, paid: 10, remaining: 37.5 });
    expect(await line('h:')).toMatchObject({ is_closed: 0, invoice_id: null, invoice_payment_id: null });
    expect(await balance('bank_account', bankId)).toBe(0);
    expect(await unbalanced()).toEqual([]);
  });
});

describe.each(testDbKinds)('account transfers on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let bankId: number;
  let safeId: number;
  let foreignBankId: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/expenses/transfers')(token, method, url, payload);

  const balance = async (accountKind: string, accountId: number) => {
    const row = await db
      .selectFrom('journal_entries')
      .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_kind', '=', accountKind)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    const make = async (token: string, url: string, payload: Json) => {
      const res = await call(token, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    bankId = await make(t.worker, `/clusters/${t.own.clusterId}/bank-accounts`, { name: 'Vakıfbank', is_active: true });
    safeId = await make(t.worker, `/clusters/${t.own.clusterId}/safes`, { name: 'Ofis Kasası', is_active: true });
    foreignBankId = await make(t.outsider, `/clusters/${t.other.clusterId}/bank-accounts`, {
      name: 'Başka Banka',
      is_active: true,
    });
  }, 60_000);
  afterAll(() => close());

  it('moves money from the safe to a bank account in one balanced transaction, and deleting it reverses it', async () => {
    const body = {
      cluster_id: t.own.clusterId,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
      amount: 1234.56,
      transferred_on: '2024-04-01',
      description: 'Kasadan bankaya yatırılan',
    };
    const res = await call(t.worker, 'POST', '/account-transfers', body);
    expect(res.statusCode, res.body).toBe(201);
    const transfer = res.json().data;
    expect(transfer).toMatchObject({ amount: 1234.56, from_name: 'Ofis Kasası', to_name: 'Vakıfbank' });
    expect(await balance('safe', safeId)).toBe(-123456);
    expect(await balance('bank_account', bankId)).toBe(123456);

    const list = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/account-transfers`);
    expect(list.json()).toMatchObject({ meta: { total: 1, totals: { amount: 1234.56 } } });
    expect((await call(t.outsider, 'GET', `/account-transfers/${transfer.id}`)).statusCode).toBe(404);
    expect((await call(t.outsider, 'DELETE', `/account-transfers/${transfer.id}`)).statusCode).toBe(404);

    const deleted = await call(t.worker, 'DELETE', `/account-transfers/${transfer.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await balance('safe', safeId)).toBe(0);
    expect(await balance('bank_account', bankId)).toBe(0);
    expect(await db.selectFrom('journal_transactions').select('id').where('kind', '=', 'transfer').execute()).toEqual(
      [],
    );
  });

  it('refuses a foreign account, the same account on both ends and a missing end with Turkish messages', async () => {
    const base = { cluster_id: t.own.clusterId, amount: 10, transferred_on: '2024-04-01', description: null };
    const foreign = await call(t.worker, 'POST', '/account-transfers', {
      ...base,
      from_safe_id: safeId,
      to_bank_account_id: foreignBankId,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.to_bank_account_id).toEqual(['Öğe bulunamadı.']);
    const same = await call(t.worker, 'POST', '/account-transfers', {
      ...base,
      from_bank_account_id: bankId,
      to_bank_account_id: bankId,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.to_bank_account_id).toEqual(['Virman aynı hesaba yapılamaz.']);
    const noSource = await call(t.worker, 'POST', '/account-transfers', { ...base, to_bank_account_id: bankId });
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().errors.from_bank_account_id).toEqual(['Çıkış yapılan banka hesabını veya kasayı seçin.']);
    const old = await call(t.worker, 'POST', '/account-transfers', {
      ...base,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
      transferred_on: '1999-12-31',
    });
    expect(old.statusCode).toBe(422);
    const otherCluster = await call(t.outsider, 'POST', '/account-transfers', {
      ...base,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
    });
    expect(otherCluster.statusCode).toBe(404);
    expect(await db.selectFrom('account_transfers').select('id').execute()).toEqual([]);
  });
});
