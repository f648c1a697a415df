import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import type { Db } from '../../../db/connection';
import { createBankAccount } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;
const PROVIDER = 'Şişli Asansör Bakım Ltd. Şti.';
const PROVIDER_TITLE = 'Şişli Asansör Bakım ve Onarım Limited Şirketi';
const PROVIDER_EMAIL = 'muhasebe@sisliasansor.com.tr';
const OVERRIDE_EMAIL = 'yonetim@kardelensitesi.com.tr';
const REFUSED_EMAIL = 'kapali@sisliasansor.com.tr';
const SMTP_USER = 'kardelen';
const SMTP_PASSWORD = 'gizli-şifre';
const MAIL_FROM = 'Kardelen Yönetim <bildirim@kardelen.com.tr>';

type Received = { user: string | undefined; from: string | undefined; to: string[]; raw: string };
type Part = { headers: Record<string, string>; body: string };

// A small MIME reader of our own, so the test does not read the message with the library that wrote it.

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 words; adjacent words are joined as bytes, since one character may be split between them. */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?[^?]+\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function readPart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Every leaf part of a (nested) multipart message. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1, -1);
  return pieces.flatMap((piece) => leaves(readPart(piece.replace(/^\r\n/, ''))));
}

function decodeBody(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  return Buffer.from(part.body, 'latin1');
}

function readMail(message: Received) {
  const top = readPart(message.raw);
  const parts = leaves(top);
  const text = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
  const attachments = parts
    .filter((p) => p.headers['content-disposition']?.startsWith('attachment'))
    .map((p) => ({
      filename: /filename="?([^";]+)"?/.exec(p.headers['content-disposition'])?.[1],
      type: p.headers['content-type']?.split(';')[0],
      data: decodeBody(p),
    }));
  return {
    subject: decodeWords(top.headers.subject ?? ''),
    from: decodeWords(top.headers.from ?? ''),
    to: top.headers.to,
    text: text ? decodeBody(text).toString('utf8').replace(/\r\n/g, '\n') : '',
    attachments,
  };
}

async function pdfText(data: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

/** An SMTP server on a free local port that keeps what it is given and refuses REFUSED_EMAIL. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address !== REFUSED_EMAIL) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          user: session.user as string | undefined,
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  const net = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = net.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testDbKinds)('receipts sent by e-mail on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let invoiceId: number;
  let paymentId: number;
  let noEmailInvoiceId: number;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Json) =>
    apiCaller(app, '/expenses/invoices')(token, method, url, payload);
  const send = (template: 'Invoice' | 'InvoicePayment', id: number, extra: Json = {}, token = t.worker) =>
    call(token, 'POST', '/print-file', { usage_type_id: 2, print_template: template, receiptData: { id }, ...extra });

  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, db, close } = await createTestApp(kind, {
      smtpUrl: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${smtp.port}`,
      mailFrom: MAIL_FROM,
    }));
    t = await createTwoTenants(app, db);
    const bankId = await createBankAccount(db, t.own.clusterId, 'Vakıfbank Kadıköy');
    const provider = async (name: string, email: string | null) => {
      const res = await call(t.worker, 'POST', '/cluster-providers', {
        cluster_id: t.own.clusterId,
        provider_type_id: 5,
        name,
        title: name === PROVIDER ? PROVIDER_TITLE : name,
        email,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const { id: typeId } = await db
      .selectFrom('expense_types')
      .select('id')
      .where('name', '=', 'Bakım Onarım')
      .where('cluster_id', 'is', null)
      .executeTakeFirstOrThrow();
    const invoice = async (providerId: number, billNo: string) => {
      const res = await call(t.worker, 'POST', '/expense/invoices', {
        cluster_id: t.own.clusterId,
        provider_id: providerId,
        billed_on: '2026-08-31',
        last_payment_on: '2026-09-15',
        bill_no: billNo,
        invoice_type_id: 2,
        payment_type_id: 1,
        items: [{ expense_type_id: typeId, amount: 1250.5, description: 'Ağustos bakımı' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    invoiceId = await invoice(await provider(PROVIDER, PROVIDER_EMAIL), 'ŞAB2026-0815');
    noEmailInvoiceId = await invoice(await provider('Yeşil Bahçe Peyzaj', null), 'YBP-77');
    const payment = await call(t.worker, 'POST', `/expense/invoices/${invoiceId}/payments`, {
      collected_on: '2026-09-10',
      amount: 1250.5,
      bank_account_id: bankId,
      description: 'Ağustos ödemesi',
    });
    expect(payment.statusCode, payment.body).toBe(201);
    paymentId = payment.json().data.id;
  }, 60_000);
  afterAll(async () => {
    await close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("receipt-data names the provider's e-mail as the recipient and accepts usage_type_id 2", async () => {
    for (const url of [
      `/expense/invoices/${invoiceId}/receipt-data?usage_type_id=2`,
      `/expense/payments/${paymentId}/receipt-data?usage_type_id=2`,
    ]) {
      const res = await call(t.worker, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data.recipient_email).toBe(PROVIDER_EMAIL);
    }
    const none = await call(t.worker, 'GET', `/expense/invoices/${noEmailInvoiceId}/receipt-data`);
    expect(none.json().data.recipient_email).toBeNull();
    const bad = await call(t.worker, 'GET', `/expense/invoices/${invoiceId}/receipt-data?usage_type_id=3`);
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
    const download = await call(t.worker, 'POST', '/print-file', {
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
    const logs = await call(t.worker, 'GET', `/action-logs?entity_type=receipt&entity_id=${invoiceId}&per_page=100`);
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
      db,
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
    const logs = await call(t.worker, 'GET', `/action-logs?entity_type=receipt&entity_id=${paymentId}&per_page=100`);
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
