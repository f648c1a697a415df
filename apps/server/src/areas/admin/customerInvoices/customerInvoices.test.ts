import { beforeAll, describe, expect, it } from 'vitest';
import { actionLogsOf } from '../../../test/apiTest';
import { downloadFile, exportedSheet } from '../../../test/exportedFiles';
import { expectShown, pdfText } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import {
  complexWithHouses,
  holdProduct,
  insertCustomer,
  insertProduct,
  payInvoice,
  runComplex,
} from './customerInvoices.fixtures';

const PATH = '/api-super-admin/customer-invoices';

type Line = { description: string; house_count: number; days: number; period_days: number; amount: number };
type Invoice = {
  id: number;
  customer_id: number;
  customer_name: string;
  invoice_no: string | null;
  period_key: string | null;
  is_yearly: boolean;
  period_start: string;
  period_end: string;
  invoiced_on: string;
  due_on: string;
  amount: number;
  tax_amount: number;
  amount_tax_included: number;
  amount_collected: number;
  amount_remaining: number;
  lines: Line[];
  payments: {
    success_at: string;
    description: string | null;
    invoice_payment_amount: number;
    payment_amount: number;
  }[];
};

describe.each(testDbKinds)('super administrator › customer invoices on %s', (kind) => {
  const t = useDemoAdmin(kind);
  const c: Record<string, number> = {};

  const issue = async (month: string) => {
    const res = await t.call(t.admin, 'POST', `${PATH}/issue`, { month });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { created: number; skipped: number };
  };
  const list = async (query = '') => {
    const res = await t.call(t.admin, 'GET', `${PATH}?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Invoice[]; meta: { total: number; totals: Record<string, number> } };
  };
  const show = async (id: number) => {
    const res = await t.call(t.admin, 'GET', `${PATH}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Invoice;
  };
  const invoiceOf = async (customer: string, periodKey: string) => {
    const row = (await list(`&customer_id=${c[customer]}`)).data.find((i) => i.period_key === periodKey);
    expect(row, `${customer} ${periodKey}`).toBeTruthy();
    return show((row as Invoice).id);
  };
  const countInvoices = async () =>
    Number(
      (
        await t.db
          .selectFrom('customer_invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    // Only this test's customers are billed.
    await t.db.deleteFrom('customers').execute();
    const [a, b, cc, d, e] = [
      await complexWithHouses(t.db, 'Akasya', 11),
      await complexWithHouses(t.db, 'Begonya', 4),
      await complexWithHouses(t.db, 'Çiğdem', 3),
      await complexWithHouses(t.db, 'Defne', 5),
      await complexWithHouses(t.db, 'Erguvan', 0),
    ];
    // A passive house is not billed: Akasya counts 10.
    const passive = await t.db
      .selectFrom('houses')
      .select('id')
      .where('cluster_id', '=', a)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('houses').set({ is_active: 0 }).where('id', '=', passive.id).execute();
    const software = await insertProduct(t.db, 'Site Yönetim Yazılımı');
    const mobile = await insertProduct(t.db, 'Mobil Uygulama');

    c.anadolu = await insertCustomer(t.db, 'Anadolu Yönetim', {
      title: 'Anadolu Yönetim Hizmetleri Ltd. Şti.',
      tax_number: '1234567890',
      address: 'Atatürk Cad. No: 1 Kadıköy İstanbul',
    });
    await holdProduct(t.db, c.anadolu, software, 1000, '2026-01-01');
    await runComplex(t.db, c.anadolu, a, '2026-01-01');
    await runComplex(t.db, c.anadolu, b, '2026-11-16'); // added mid-month

    c.bogazici = await insertCustomer(t.db, 'Boğaziçi Yönetim');
    await holdProduct(t.db, c.bogazici, software, 777, '2026-11-24'); // starts mid-month
    await holdProduct(t.db, c.bogazici, mobile, 250, '2026-01-01', '2026-11-10'); // ends mid-month
    await runComplex(t.db, c.bogazici, cc, '2026-01-01');

    c.cinar = await insertCustomer(t.db, 'Çınar Yönetim');
    await holdProduct(t.db, c.cinar, software, 12000, '2026-03-01', null, true);
    await runComplex(t.db, c.cinar, d, '2026-01-01');

    // Nothing due: a complex without houses, and a passive customer.
    c.deniz = await insertCustomer(t.db, 'Deniz Yönetim');
    await holdProduct(t.db, c.deniz, software, 1000, '2026-01-01');
    await runComplex(t.db, c.deniz, e, '2026-01-01');
    c.ege = await insertCustomer(t.db, 'Ege Yönetim', { is_active: 0 });
    await holdProduct(t.db, c.ege, software, 1000, '2026-01-01');
    await runComplex(t.db, c.ege, d, '2026-01-01');
  });

  it('issues a month before a yearly product starts: monthly invoices only, none for nothing due', async () => {
    expect(await issue('2026-02')).toEqual({ created: 2, skipped: 0 });
    const anadolu = await invoiceOf('anadolu', '2026-02');
    expect(anadolu).toMatchObject({
      amount: 100,
      is_yearly: false,
      period_start: '2026-02-01',
      period_end: '2026-02-28',
    });
    expect((await invoiceOf('bogazici', '2026-02')).amount).toBe(7.5);
    for (const name of ['cinar', 'deniz', 'ege']) expect((await list(`&customer_id=${c[name]}`)).data).toEqual([]);
    // Each issued invoice is in the action log as an addition by the super administrator who issued the month.
    const logs = await actionLogsOf(t.call, t.admin, 'customer_invoice', anadolu.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action_type_id: 1, user_name: expect.any(String) });
    expect(logs[0].user_id).not.toBeNull();
    expect(JSON.stringify(logs[0].new_values)).toContain('2026-02');
  });

  it('prorates by day a complex added, a product started and a product ended within the month', async () => {
    expect(await issue('2026-11')).toEqual({ created: 3, skipped: 0 });
    const anadolu = await invoiceOf('anadolu', '2026-11');
    expect(anadolu).toMatchObject({
      invoiced_on: '2026-11-01',
      due_on: '2026-11-16',
      amount: 120,
      tax_amount: 24,
      amount_tax_included: 144,
      amount_collected: 0,
      amount_remaining: 144,
    });
    expect(anadolu.invoice_no).toMatch(/^MF\d{6}$/);
    expect(anadolu.lines.map((l) => [l.house_count, l.days, l.period_days, l.amount])).toEqual([
      [10, 30, 30, 100],
      [4, 15, 30, 20],
    ]);

    // 7.77 × 3 houses × 7/30 days = 5.439 → 5.44; 2.50 × 3 × 10/30 = 2.50; KDV 20 % of 7.94 = 1.588 → 1.59.
    const bogazici = await invoiceOf('bogazici', '2026-11');
    // Lines in the order the products started.
    expect(bogazici.lines.map((l) => [l.days, l.amount])).toEqual([
      [10, 2.5],
      [7, 5.44],
    ]);
    expect(bogazici).toMatchObject({ amount: 7.94, tax_amount: 1.59, amount_tax_included: 9.53 });
    expect(bogazici.lines[1].description).toContain('Site Yönetim Yazılımı hizmeti - Çiğdem Sitesi');
  });

  it('invoices a yearly product once a year, in the first run it is active, prorated over the year', async () => {
    const cinar = await invoiceOf('cinar', '2026');
    // 120.00 × 5 houses × 306/365 days (1 March – 31 December) = 503.0137 → 503.01; KDV 100.602 → 100.60.
    expect(cinar).toMatchObject({
      is_yearly: true,
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      invoiced_on: '2026-11-01',
      amount: 503.01,
      tax_amount: 100.6,
      amount_tax_included: 603.61,
    });
    expect(cinar.lines.map((l) => [l.house_count, l.days, l.period_days])).toEqual([[5, 306, 365]]);

    expect(await issue('2026-12')).toEqual({ created: 2, skipped: 1 });
    expect(await issue('2027-01')).toEqual({ created: 3, skipped: 0 });
    expect((await invoiceOf('cinar', '2027')).amount).toBe(600);
    expect((await invoiceOf('bogazici', '2027-01')).amount).toBe(23.31);
  });

  it('makes one invoice per customer and period however often the month is issued, at once too', async () => {
    const before = await countInvoices();
    expect(await issue('2026-11')).toEqual({ created: 0, skipped: 3 });
    expect(await countInvoices()).toBe(before);

    const runs = await Promise.all([
      t.call(t.admin, 'POST', `${PATH}/issue`, { month: '2026-10' }),
      t.call(t.admin, 'POST', `${PATH}/issue`, { month: '2026-10' }),
    ]);
    const results = runs.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { created: number; skipped: number };
    });
    expect(results[0].created + results[1].created).toBe(2);
    for (const result of results) expect(result.created + result.skipped).toBe(3);
    expect(await countInvoices()).toBe(before + 2);
    expect((await list(`&customer_id=${c.anadolu}`)).data.filter((i) => i.period_key === '2026-10')).toHaveLength(1);
  });

  it('lists with customer name, collected and remaining amounts, totals, filters, search and export', async () => {
    const { data, meta } = await list(`&customer_id=${c.anadolu}`);
    expect(data.map((i) => i.invoiced_on)).toEqual([
      '2027-01-01',
      '2026-12-01',
      '2026-11-01',
      '2026-10-01',
      '2026-02-01',
    ]);
    expect(data[0].customer_name).toBe('Anadolu Yönetim');
    // 100 + 140 + 120 + 100 + 140 (January 2027 and December: both complexes a whole month).
    expect(meta.totals).toMatchObject({
      amount: 600,
      amount_tax_included: 720,
      amount_collected: 0,
      amount_remaining: 720,
    });
    expect((await list('&query=BOĞAZİÇİ')).data.every((i) => i.customer_id === c.bogazici)).toBe(true);
    expect((await list('&query=bogazici')).meta.total).toBe(0);
    expect((await list('&date_from=2026-11-01&date_to=2026-11-30')).meta.total).toBe(3);
    expect((await list('&order_by=amount&order=asc')).data[0].amount).toBe(7.5);
    const byRemaining = (await list('&order_by=amount_remaining&order=desc')).data.map((i) => i.amount_remaining);
    expect(byRemaining).toEqual([...byRemaining].sort((x, y) => y - x));
    expect((await list('&is_open=0')).meta.total).toBe(0);
    const bad = await t.call(t.admin, 'GET', `${PATH}?order_by=password`);
    expect(bad.statusCode).toBe(422);

    const sheet = await exportedSheet(
      t.app,
      await t.call(t.admin, 'GET', `${PATH}?export=1&export_type=xlsx&customer_id=${c.anadolu}`),
    );
    expect(JSON.stringify(sheet.getSheetValues())).toContain('Anadolu Yönetim');
  });

  it('writes an invoice by hand from lines or one amount, with KDV from the settings', async () => {
    const res = await t.call(t.admin, 'POST', PATH, {
      customer_id: c.deniz,
      invoiced_on: '2026-11-05',
      description: 'Kurulum',
      lines: [
        { description: 'Kurulum bedeli', amount: 100.1 },
        { description: 'Eğitim', amount: 50 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data as Invoice;
    expect(made).toMatchObject({
      customer_name: 'Deniz Yönetim',
      period_key: null,
      invoiced_on: '2026-11-05',
      due_on: '2026-11-20',
      amount: 150.1,
      tax_amount: 30.02,
      amount_tax_included: 180.12,
    });
    const logs = await actionLogsOf(t.call, t.admin, 'customer_invoice', made.id);
    expect(logs.map((l) => l.action_type_id)).toEqual([1]);
    expect(made.lines.map((l) => [l.description, l.amount])).toEqual([
      ['Kurulum bedeli', 100.1],
      ['Eğitim', 50],
    ]);
    const single = await t.call(t.admin, 'POST', PATH, {
      customer_id: c.deniz,
      invoiced_on: '2026-11-06',
      due_on: '2026-12-31',
      description: 'Danışmanlık',
      amount: 99.99,
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().data).toMatchObject({
      amount: 99.99,
      tax_amount: 20,
      amount_tax_included: 119.99,
      due_on: '2026-12-31',
    });
  });

  it('refuses bad invoices in Turkish and writes nothing', async () => {
    const before = await countInvoices();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoiced_on: '2026-11-05', amount: 10 }, 'customer_id', 'Zorunlu alan'],
      [{ customer_id: 999999, invoiced_on: '2026-11-05', amount: 10 }, 'customer_id', 'Öğe bulunamadı.'],
      [{ customer_id: c.deniz, amount: 10 }, 'invoiced_on', 'Zorunlu alan'],
      [{ customer_id: c.deniz, invoiced_on: '2026-11-05' }, 'lines', 'Fatura kalemleri veya tutar girilmelidir.'],
      [{ customer_id: c.deniz, invoiced_on: '2026-11-05', amount: 0 }, 'amount', 'En az 0,01 değerini girebilirsiniz.'],
      [
        { customer_id: c.deniz, invoiced_on: '2026-11-05', due_on: '2026-11-01', amount: 10 },
        'due_on',
        'Son ödeme tarihi fatura tarihinden önce olamaz.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.call(t.admin, 'POST', PATH, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field], res.body).toContain(message);
    }
    for (const bad of ['2026-13', '1900-01', '2026-1', '']) {
      const month = await t.call(t.admin, 'POST', `${PATH}/issue`, { month: bad });
      expect(month.statusCode, bad).toBe(422);
      expect(month.json().errors.month[0], bad).toMatch(/^(Geçerli bir ay girin \(YYYY-AA\)\.|Zorunlu alan)$/);
    }
    expect(await countInvoices()).toBe(before);
  });

  it('changes amounts and deletes only while nothing is paid; shows the payments', async () => {
    const invoice = await invoiceOf('bogazici', '2026-11');
    const edited = await t.call(t.admin, 'PUT', `${PATH}/${invoice.id}`, {
      lines: [{ description: 'İndirimli', amount: 5 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ amount: 5, tax_amount: 1, amount_tax_included: 6 });

    await payInvoice(t.db, c.bogazici, invoice.id, 1000, 400);
    const paid = await show(invoice.id);
    expect(paid).toMatchObject({ amount_collected: 4, amount_remaining: 2 });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        success_at: '2026-11-20T09:30:00.000Z',
        description: 'Havale',
        invoice_payment_amount: 4,
        payment_amount: 10,
      }),
    ]);

    const refused = await t.call(t.admin, 'PUT', `${PATH}/${invoice.id}`, { amount: 50 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.lines).toContain('Tahsilatı olan faturanın tutarları değiştirilemez.');
    const kept = await t.call(t.admin, 'PUT', `${PATH}/${invoice.id}`, {
      due_on: '2026-12-15',
      description: 'Ertelendi',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ amount: 5, due_on: '2026-12-15', description: 'Ertelendi' });

    const deleted = await t.call(t.admin, 'DELETE', `${PATH}/${invoice.id}`);
    expect(deleted.statusCode).toBe(422);
    expect(deleted.json().message).toBe('Tahsilatı olan fatura silinemez.');
    expect((await show(invoice.id)).lines).toHaveLength(1);

    const unpaid = await invoiceOf('bogazici', '2026-12');
    expect((await t.call(t.admin, 'DELETE', `${PATH}/${unpaid.id}`)).statusCode).toBe(200);
    expect((await t.call(t.admin, 'GET', `${PATH}/${unpaid.id}`)).statusCode).toBe(404);
    const logs = await actionLogsOf(t.call, t.admin, 'customer_invoice', invoice.id);
    // Issued (1), then changed twice (2); the unpaid one issued, then deleted (4).
    expect(logs.map((l) => l.action_type_id)).toEqual([1, 2, 2]);
    expect((await actionLogsOf(t.call, t.admin, 'customer_invoice', unpaid.id)).map((l) => l.action_type_id)).toEqual([
      1, 4,
    ]);
  });

  it('prints the invoice with seller, customer, lines, KDV, total and IBAN', async () => {
    const invoice = await invoiceOf('anadolu', '2026-11');
    const file = await downloadFile(t.app, await t.call(t.admin, 'GET', `${PATH}/${invoice.id}/pdf`));
    const text = await pdfText(file.rawPayload);
    expectShown(text, [
      'Site Yönetim Yazılımı A.Ş.',
      'Anadolu Yönetim Hizmetleri Ltd. Şti.',
      '1234567890',
      'Atatürk Cad. No: 1 Kadıköy İstanbul',
      'Akasya Sitesi',
      'KDV (%20)',
      '144,00',
      'TR330006100519786457841326',
      invoice.invoice_no ?? '',
    ]);
  });

  it("adds every invoice's lines up to its amount exactly, and its KDV to the amount with tax", async () => {
    const invoices = await t.db.selectFrom('customer_invoices').selectAll().execute();
    expect(invoices.length).toBeGreaterThan(10);
    for (const invoice of invoices) {
      const lines = await t.db
        .selectFrom('customer_invoice_lines')
        .select('amount')
        .where('customer_invoice_id', '=', invoice.id)
        .execute();
      expect(
        lines.reduce((sum, l) => sum + Number(l.amount), 0),
        invoice.invoice_no ?? '',
      ).toBe(invoice.amount);
      expect(invoice.tax_amount).toBe(Math.round((invoice.amount * invoice.tax_rate) / 100));
      expect(invoice.amount_tax_included).toBe(invoice.amount + invoice.tax_amount);
    }
  });

  it('is for super administrators only', async () => {
    const manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
    const invoice = await invoiceOf('anadolu', '2026-11');
    for (const [method, url, body] of [
      ['GET', PATH, undefined],
      ['GET', `${PATH}/${invoice.id}`, undefined],
      ['GET', `${PATH}/${invoice.id}/pdf`, undefined],
      ['POST', `${PATH}/issue`, { month: '2026-09' }],
      ['POST', PATH, { customer_id: c.anadolu, invoiced_on: '2026-11-01', amount: 1 }],
      ['PUT', `${PATH}/${invoice.id}`, { description: 'x' }],
      ['DELETE', `${PATH}/${invoice.id}`, undefined],
    ] as const) {
      const res = await t.call(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    }
    expect((await list('&date_from=2026-09-01&date_to=2026-09-30')).meta.total).toBe(0);
  });
});
