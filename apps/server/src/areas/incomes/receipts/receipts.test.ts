import { beforeAll, describe, expect, it } from 'vitest';
import { systemExpenseTypeId } from '../../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import {
  RECEIPT_PROVIDER as PROVIDER,
  RECEIPT_PROVIDER_TITLE as PROVIDER_TITLE,
  receiptPages as pdfPages,
  printFile,
  seedPaidInvoice,
  RECEIPT_AMOUNT_IN_WORDS as WORDS,
} from '../../../test/receiptFixtures';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('expense receipt data and print options on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/expenses/invoices' });
  let invoiceId: number;
  let paymentId: number;
  const print = (body: Json, token = t.worker) => printFile(t.app, t.call, token, body);

  beforeAll(async () => {
    ({ invoiceId, paymentId } = await seedPaidInvoice(t));
  }, 60_000);

  it('receipt-data gives everything the settlement receipt shows', async () => {
    const res = await t.call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?file_type=pdf&copies=2`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      print_template: 'Invoice',
      id: invoiceId,
      receipt_no: '1',
      company: {
        name: 'Kardelen',
        title: 'Kardelen Site Yönetim Hizmetleri A.Ş.',
        tax_office: 'Kadıköy',
        tax_number: '1234567890',
        report_logo_url: null,
      },
      cluster: { id: t.own.clusterId, name: 'Kardelen Sitesi' },
      provider: { name: PROVIDER, title: PROVIDER_TITLE },
      billed_on: '2026-08-31',
      last_payment_on: '2026-09-15',
      bill_no: 'ŞAB2026-0815',
      utility_no: 'ASN-42',
      amount: 1250.5,
      amount_in_words: WORDS,
    });
    expect(data.items).toEqual([
      { expense_type_name: 'Bakım Onarım', child_expense_type_name: null, description: 'Ağustos bakımı', amount: 1000 },
      {
        expense_type_name: 'Bakım Onarım',
        child_expense_type_name: null,
        description: 'Kabin ışığı değişimi',
        amount: 250.5,
      },
    ]);
  });

  it('receipt-data of a payment names the bank, the invoice it pays and collected_on', async () => {
    const res = await t.call(t.worker, 'GET', `/expense/payments/${paymentId}/receipt-data`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      print_template: 'InvoicePayment',
      id: paymentId,
      receipt_no: '1',
      collected_on: '2026-09-10',
      billed_on: '2026-08-31',
      bill_no: 'ŞAB2026-0815',
      amount: 1250.5,
      amount_in_words: WORDS,
      description: 'Ağustos ödemesi',
      place: { kind: 'bank_account', name: 'Vakıfbank Kadıköy' },
      invoice: { id: invoiceId, amount: 1250.5, paid: 1250.5, remaining: 0 },
      provider: { name: PROVIDER },
    });
  });

  it("numbers settlement and payment receipts in the company's own series, apart from another company's", async () => {
    // The other company writes an invoice and a payment first: its documents take their own number 1.
    const otherProvider = await t.call(t.outsider, 'POST', '/cluster-providers', {
      cluster_id: t.other.clusterId,
      provider_type_id: 5,
      name: 'Başka Tedarikçi',
      title: 'Başka Tedarikçi Ltd.',
    });
    const expenseType = await systemExpenseTypeId(t.db, 'Bakım Onarım');
    const otherSafe = await t.db
      .insertInto('safes')
      .values({ cluster_id: t.other.clusterId, name: 'Başka Kasa', created_at: '2026-01-01', updated_at: '2026-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invoiceOf = async (token: string, clusterId: number, providerId: number) => {
      const res = await t.call(token, 'POST', '/expense/invoices', {
        cluster_id: clusterId,
        provider_id: providerId,
        billed_on: '2026-10-01',
        invoice_type_id: 2,
        payment_type_id: 1,
        items: [{ expense_type_id: expenseType, amount: 100 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const payOf = async (token: string, invoice: number, place: Json) => {
      const res = await t.call(token, 'POST', `/expense/invoices/${invoice}/payments`, {
        collected_on: '2026-10-02',
        amount: 100,
        ...place,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const otherInvoice = await invoiceOf(t.outsider, t.other.clusterId, otherProvider.json().data.id);
    const otherPayment = await payOf(t.outsider, otherInvoice, { safe_id: otherSafe.id });
    const ownProvider = await t.db
      .selectFrom('cluster_providers')
      .select('id')
      .where('name', '=', PROVIDER)
      .executeTakeFirstOrThrow();
    const ownInvoice = await invoiceOf(t.worker, t.own.clusterId, ownProvider.id);
    const bank = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    const ownPayment = await payOf(t.worker, ownInvoice, { bank_account_id: bank.id });

    const receiptNo = async (token: string, url: string) => (await t.call(token, 'GET', url)).json().data.receipt_no;
    expect(await receiptNo(t.outsider, `/expense/invoices/${otherInvoice}/receipt-data`)).toBe('1');
    expect(await receiptNo(t.outsider, `/expense/payments/${otherPayment}/receipt-data`)).toBe('1');
    // Kardelen's second invoice and payment, whatever their record ids.
    expect(ownInvoice).toBeGreaterThan(otherInvoice);
    expect(await receiptNo(t.worker, `/expense/invoices/${ownInvoice}/receipt-data`)).toBe('2');
    expect(await receiptNo(t.worker, `/expense/payments/${ownPayment}/receipt-data`)).toBe('2');
  });

  it('defaults to a two-page A5 PDF and trusts only the id of receiptData', async () => {
    const file = await print({
      print_template: 'Invoice',
      receiptData: { id: invoiceId, provider: { name: 'Sahte Tedarikçi' }, amount: 1 },
    });
    expect(file.url).toMatch(/\.pdf$/);
    const pages = await pdfPages(file.data);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [420, 595],
      [420, 595],
    ]);
    expect(pages[0].text).toContain(PROVIDER);
    expect(pages[0].text).not.toContain('Sahte Tedarikçi');
  });

  it('refuses bad receipt options with the exact Turkish messages', async () => {
    const base = { file_type: 'pdf', print_template: 'Invoice', receiptData: { id: invoiceId }, paper_size: 'A5' };
    const cases: [Json, string, string][] = [
      [{ file_type: null }, 'file_type', 'Zorunlu alan'],
      [{ file_type: '' }, 'file_type', 'Zorunlu alan'],
      [{ paper_size: null }, 'paper_size', 'Zorunlu alan'],
      [{ paper_size: 'A3' }, 'paper_size', 'Geçersiz seçim.'],
      [{ copies: null }, 'copies', 'Zorunlu alan'],
      [{ copies: 0 }, 'copies', 'En az 1 değerini girebilirsiniz.'],
      [{ copies: 101 }, 'copies', 'En fazla 100 değerini girebilirsiniz.'],
      [{ copies: 2.5 }, 'copies', 'Sadece rakam girmelisiniz.'],
      [{ print_template: null }, 'print_template', 'Zorunlu alan'],
      [{ receiptData: {} }, 'receiptData.id', 'Zorunlu alan'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.call(t.worker, 'POST', '/print-file', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
    }
    for (const [query, message] of [
      ['copies=2.5', 'Sadece rakam girmelisiniz.'],
      ['copies=abc', 'Sadece rakam girmelisiniz.'],
      ['copies=0', 'En az 1 değerini girebilirsiniz.'],
      ['copies=101', 'En fazla 100 değerini girebilirsiniz.'],
    ]) {
      const res = await t.call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors.copies, query).toEqual([message]);
    }
  });

  it("another company's worker gets 404 for receipt-data and print-file, and so does an unknown id", async () => {
    const forbidden: [string, string, Json?][] = [
      ['GET', `/expense/invoices/${invoiceId}/receipt-data`],
      ['GET', `/expense/payments/${paymentId}/receipt-data`],
      ['POST', '/print-file', { print_template: 'Invoice', receiptData: { id: invoiceId } }],
      ['POST', '/print-file', { print_template: 'InvoicePayment', receiptData: { id: paymentId }, file_type: 'png' }],
    ];
    for (const [method, url, payload] of forbidden) {
      const res = await t.call(t.outsider, method as 'GET' | 'POST', url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await t.call(t.worker, 'GET', '/expense/invoices/999999/receipt-data')).statusCode).toBe(404);
    expect(
      (await t.call(t.worker, 'POST', '/print-file', { print_template: 'InvoicePayment', receiptData: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
    // Without a token nothing is printed at all.
    const unauth = await t.app.inject({ method: 'GET', url: `/api/expense/invoices/${invoiceId}/receipt-data` });
    expect(unauth.statusCode).toBe(401);
  });
});
