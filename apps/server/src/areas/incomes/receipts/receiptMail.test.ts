import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { createBankAccount } from '../../../test/accountingFixtures';
import { createInvoice, createSupplier, payInvoice, systemExpenseTypeId } from '../../../test/apiRecords';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { apiCaller } from '../../../test/fixtures';
import { readMail, startSmtp } from '../../../test/mailbox';
import {
  RECEIPT_PROVIDER as PROVIDER,
  RECEIPT_PROVIDER_TITLE as PROVIDER_TITLE,
  receiptPages,
} from '../../../test/receiptFixtures';
import { testDbKinds } from '../../../test/testDb';

const PROVIDER_EMAIL = 'muhasebe@sisliasansor.com.tr';
const OVERRIDE_EMAIL = 'yonetim@kardelensitesi.com.tr';
const REFUSED_EMAIL = 'kapali@sisliasansor.com.tr';
const SMTP_USER = 'kardelen';
const SMTP_PASSWORD = 'gizli-şifre';
const MAIL_FROM = 'Kardelen Yönetim <bildirim@kardelen.com.tr>';

/** The text of each page, white space folded, so a wrapped value reads as one. */
const pdfText = async (data: Buffer) => (await receiptPages(data)).map((page) => page.text);

describe.each(testDbKinds)('receipts sent by e-mail on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ user: SMTP_USER, password: SMTP_PASSWORD, refused: REFUSED_EMAIL });
  });
  afterAll(() => smtp.close());
  const t = useTwoTenantsApp(kind, {
    pageUrl: '/expenses/invoices',
    config: () => ({
      smtpUrl: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`,
      mailFrom: MAIL_FROM,
    }),
  });
  let invoiceId: number;
  let paymentId: number;
  let noEmailInvoiceId: number;
  const send = (template: 'Invoice' | 'InvoicePayment', id: number, extra: Json = {}, token = t.worker) =>
    t.call(token, 'POST', '/print-file', { usage_type_id: 2, print_template: template, receiptData: { id }, ...extra });

  beforeAll(async () => {
    const bankId = await createBankAccount(t.db, t.own.clusterId, 'Vakıfbank Kadıköy');
    const provider = (name: string, email: string | null) =>
      createSupplier(t.call, t.worker, t.own.clusterId, {
        name,
        title: name === PROVIDER ? PROVIDER_TITLE : name,
        email,
      });
    const typeId = await systemExpenseTypeId(t.db, 'Bakım Onarım');
    const invoice = async (providerId: number, billNo: string) =>
      (
        await createInvoice(t.call, t.worker, {
          cluster_id: t.own.clusterId,
          provider_id: providerId,
          billed_on: '2026-08-31',
          last_payment_on: '2026-09-15',
          bill_no: billNo,
          invoice_type_id: 2,
          payment_type_id: 1,
          items: [{ expense_type_id: typeId, amount: 1250.5, description: 'Ağustos bakımı' }],
        })
      ).id;
    invoiceId = await invoice(await provider(PROVIDER, PROVIDER_EMAIL), 'ŞAB2026-0815');
    noEmailInvoiceId = await invoice(await provider('Yeşil Bahçe Peyzaj', null), 'YBP-77');
    paymentId = await payInvoice(t.call, t.worker, invoiceId, {
      collected_on: '2026-09-10',
      amount: 1250.5,
      bank_account_id: bankId,
      description: 'Ağustos ödemesi',
    });
  }, 60_000);
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("receipt-data names the provider's e-mail as the recipient and accepts usage_type_id 2", async () => {
    for (const url of [
      `/expense/invoices/${invoiceId}/receipt-data?usage_type_id=2`,
      `/expense/payments/${paymentId}/receipt-data?usage_type_id=2`,
    ]) {
      const res = await t.call(t.worker, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.recipient_email).toBe(PROVIDER_EMAIL);
    }
    const none = await t.call(t.worker, 'GET', `/expense/invoices/${noEmailInvoiceId}/receipt-data`);
    expect(none.json().data.recipient_email).toBeNull();
    const bad = await t.call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?usage_type_id=3`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.usage_type_id).toEqual(['En fazla 2 değerini girebilirsiniz.']);
  });

  it("e-mails the settlement receipt as a PDF to the invoice's provider", async () => {
    const res = await send('Invoice', invoiceId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true, to: PROVIDER_EMAIL } });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.user).toBe(SMTP_USER);
    expect(message.from).toBe('bildirim@kardelen.com.tr');
    expect(message.to).toEqual([PROVIDER_EMAIL]);
    const mail = readMail(message);
    expect(mail.subject).toBe('Mahsup Fişi – ŞAB2026-0815');
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.to).toBe(PROVIDER_EMAIL);
    expect(mail.text).toContain(`Sayın ${PROVIDER_TITLE},`);
    expect(mail.text).toContain(
      'Kardelen Sitesi adına 31.08.2026 tarihli ŞAB2026-0815 numaralı faturanızın mahsup fişi ektedir.',
    );
    expect(mail.text).toContain('Saygılarımızla,\nKardelen');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe(`mahsup-fisi-${invoiceId}.pdf`);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same file a download gives: A5, two copies by default, the real record.
    const pages = await pdfText(pdf.data);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Mahsup Fişi');
    expect(pages[0]).toContain(PROVIDER);
    expect(pages[0]).toContain('Ağustos bakımı');
  });

  it('e-mails the payment receipt with the amount and date in the Turkish text', async () => {
    const res = await send('InvoicePayment', paymentId, { copies: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: true, to: PROVIDER_EMAIL });
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]);
    expect(smtp.received[0].to).toEqual([PROVIDER_EMAIL]);
    expect(mail.subject).toBe('Ödeme Makbuzu – ŞAB2026-0815');
    expect(mail.text).toContain(
      'Kardelen Sitesi tarafından 10.09.2026 tarihinde 31.08.2026 tarihli ŞAB2026-0815 numaralı faturanız için ' +
        'yapılan 1.250,50 ₺ tutarındaki ödemenin makbuzu ektedir.',
    );
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe(`odeme-makbuzu-${paymentId}.pdf`);
    expect(pdf.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfText(pdf.data);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Ödeme Makbuzu');
    expect(pages[0]).toContain('Vakıfbank Kadıköy');
  });

  it('sends another file type as chosen, and a download still answers its url', async () => {
    const docx = await send('Invoice', invoiceId, { file_type: 'docx' });
    expect(docx.statusCode, docx.body).toBe(200);
    const [attachment] = readMail(smtp.received[0]).attachments;
    expect(attachment.filename).toBe(`mahsup-fisi-${invoiceId}.docx`);
    expect(attachment.data.subarray(0, 2).toString('latin1')).toBe('PK');

    smtp.received.length = 0;
    const download = await t.call(t.worker, 'POST', '/print-file', {
      usage_type_id: 1,
      print_template: 'Invoice',
      receiptData: { id: invoiceId },
    });
    expect(download.statusCode).toBe(200);
    expect(download.json().data.url).toMatch(/^\/api\/files\/mahsup-fisi-[0-9a-f-]{36}\.pdf$/);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends to the e-mail given in the body instead of the provider, and checks it', async () => {
    const res = await send('InvoicePayment', paymentId, { email: OVERRIDE_EMAIL });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sent: true, to: OVERRIDE_EMAIL });
    expect(smtp.received.map((m) => m.to)).toEqual([[OVERRIDE_EMAIL]]);
    expect(readMail(smtp.received[0]).to).toBe(OVERRIDE_EMAIL);

    // A cleared field (empty string → null) means the provider's own address again.
    const cleared = await send('Invoice', invoiceId, { email: '' });
    expect(cleared.json().data).toEqual({ sent: true, to: PROVIDER_EMAIL });

    smtp.received.length = 0;
    for (const email of ['muhasebe', 'muhasebe@', 'a b@example.com']) {
      const bad = await send('Invoice', invoiceId, { email });
      expect(bad.statusCode, email).toBe(422);
      expect(bad.json().errors.email, email).toEqual(['Geçerli bir e-posta girin']);
    }
    expect(smtp.received).toHaveLength(0);
  });

  it('writes each send into the action log with the template, record and address', async () => {
    const res = await send('Invoice', invoiceId, { email: OVERRIDE_EMAIL });
    expect(res.statusCode).toBe(200);
    const logs = await t.call(t.worker, 'GET', `/action-logs?entity_type=receipt&entity_id=${invoiceId}&per_page=100`);
    expect(logs.statusCode).toBe(200);
    const latest = logs.json().data[0];
    expect(latest).toMatchObject({
      entity_type: 'receipt',
      entity_id: invoiceId,
      action_type_id: 1,
      cluster_id: t.own.clusterId,
      page_url: '/expenses/invoices',
      new_values: { print_template: 'Invoice', id: invoiceId, to: OVERRIDE_EMAIL },
    });
  });

  it("refuses with 'Alıcının e-posta adresi yok.' when the provider has no e-mail and none is given", async () => {
    const res = await send('Invoice', noEmailInvoiceId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Alıcının e-posta adresi yok.',
      errors: { email: ['Alıcının e-posta adresi yok.'] },
    });
    expect(smtp.received).toHaveLength(0);
    // With an address it goes out.
    const given = await send('Invoice', noEmailInvoiceId, { email: OVERRIDE_EMAIL });
    expect(given.json().data).toEqual({ sent: true, to: OVERRIDE_EMAIL });
    expect(readMail(smtp.received[0]).subject).toBe('Mahsup Fişi – YBP-77');
  });

  it("refuses with 'E-posta gönderimi yapılandırılmamış.' when SMTP_URL is not set", async () => {
    const unconfigured = await buildApp({
      db: t.db,
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' },
    });
    try {
      for (const [template, id] of [
        ['Invoice', invoiceId],
        ['InvoicePayment', paymentId],
      ] as const) {
        const res = await apiCaller(unconfigured)(t.worker, 'POST', '/print-file', {
          usage_type_id: 2,
          print_template: template,
          receiptData: { id },
        });
        expect(res.statusCode, template).toBe(422);
        expect(res.json().message).toBe('E-posta gönderimi yapılandırılmamış.');
      }
      // Downloading needs no mail server.
      const download = await apiCaller(unconfigured)(t.worker, 'POST', '/print-file', {
        print_template: 'Invoice',
        receiptData: { id: invoiceId },
      });
      expect(download.statusCode).toBe(200);
    } finally {
      await unconfigured.close();
    }
    expect(smtp.received).toHaveLength(0);
  });

  it("answers 'E-posta gönderilemedi.' when the SMTP server refuses the message, and logs nothing", async () => {
    const res = await send('InvoicePayment', paymentId, { email: REFUSED_EMAIL });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('E-posta gönderilemedi.');
    expect(res.json().errors.email).toEqual(['E-posta gönderilemedi.']);
    expect(smtp.received).toHaveLength(0);
    const logs = await t.call(t.worker, 'GET', `/action-logs?entity_type=receipt&entity_id=${paymentId}&per_page=100`);
    expect(logs.json().data.map((l: { new_values: Json }) => l.new_values.to)).not.toContain(REFUSED_EMAIL);
  });

  it("gives another company's worker a 404 and sends nothing", async () => {
    for (const [template, id] of [
      ['Invoice', invoiceId],
      ['InvoicePayment', paymentId],
    ] as const) {
      for (const extra of [{}, { email: OVERRIDE_EMAIL }]) {
        const res = await send(template, id, extra, t.outsider);
        expect(res.statusCode, template).toBe(404);
        expect(res.json().message).toBe('Öğe bulunamadı.');
      }
    }
    expect(smtp.received).toHaveLength(0);
  });
});
