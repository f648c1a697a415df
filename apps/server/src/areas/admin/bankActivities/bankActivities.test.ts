import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import { clearSaasDemo } from '../customers/crm.fixtures';
import { signInAs, useDemoAdmin } from '../users/users.fixtures';
import {
  IBAN,
  insertCustomers,
  insertInvoice,
  oddXlsx,
  PLAIN_STATEMENT,
  STATEMENT,
  TCKN,
  uploadStatement,
  VKN,
} from './bankActivities.fixtures';

type Line = {
  reference_no: string;
  amount: number;
  tax_number: string | null;
  identity_number: string | null;
  iban: string | null;
  status: string;
  suggested_customer_id: number | null;
  suggested_customer_name: string | null;
  match_confidence: string | null;
  customer_name: string | null;
  customer_payment_id: number | null;
};

const csv = (text: string) => ({ name: 'ekstre.csv', bytes: Buffer.from(text, 'utf8') });

describe.each(testDbKinds)('super administrator › bank activities on %s', (kind) => {
  const t = useDemoAdmin(kind);
  let customers: Awaited<ReturnType<typeof insertCustomers>>;
  let manager: string;
  const PATH = '/api-super-admin/bank-activities';

  const list = async (query = '') => {
    const res = await t.call(t.admin, 'GET', `${PATH}?per_page=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Line[]; meta: { total: number } };
  };
  const line = async (reference: string) => {
    const res = await t.call(t.admin, 'GET', `${PATH}/${encodeURIComponent(reference)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Line;
  };
  const paymentsOf = (reference: string) =>
    t.db.selectFrom('customer_payments').selectAll().where('bank_reference_no', '=', reference).execute();

  beforeAll(async () => {
    await clearSaasDemo(t.db);
    customers = await insertCustomers(t.db);
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  it('imports a statement and suggests the customer by VKN, TCKN, IBAN and name, with a confidence', async () => {
    const res = await uploadStatement(t.app, t.admin, csv(STATEMENT));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      needs_mapping: false,
      row_count: 6,
      new_count: 6,
      skipped_count: 0,
      suggested_count: 4,
    });
    expect(await line('R1')).toMatchObject({
      amount: 1500,
      tax_number: VKN,
      status: 'open',
      suggested_customer_id: customers.byVkn,
      suggested_customer_name: 'Mavi Yapı Yönetim',
      match_confidence: 'high',
    });
    expect(await line('R2')).toMatchObject({
      identity_number: TCKN,
      suggested_customer_id: customers.byTckn,
      match_confidence: 'high',
    });
    expect(await line('R3')).toMatchObject({
      iban: IBAN,
      suggested_customer_id: customers.byIban,
      match_confidence: 'medium',
    });
    expect(await line('R4')).toMatchObject({ suggested_customer_id: customers.byName, match_confidence: 'low' });
    expect(await line('R5')).toMatchObject({ amount: -1000, suggested_customer_id: null, match_confidence: null });
    expect(await line('R6')).toMatchObject({ suggested_customer_id: null, match_confidence: null });
  });

  it('skips the lines already imported', async () => {
    const res = await uploadStatement(t.app, t.admin, csv(STATEMENT));
    expect(res.json().data).toMatchObject({ row_count: 6, new_count: 0, skipped_count: 6 });
    expect((await list('&list_type=all')).meta.total).toBe(6);
  });

  it('finds a VKN, a TCKN or an IBAN written in the description when the statement has no such columns', async () => {
    const first = await uploadStatement(t.app, t.admin, csv(PLAIN_STATEMENT));
    expect(first.json().data).toMatchObject({ row_count: 3, new_count: 3, suggested_count: 3 });
    const again = await uploadStatement(t.app, t.admin, csv(PLAIN_STATEMENT));
    expect(again.json().data).toMatchObject({ new_count: 0, skipped_count: 3 });
    const rows = (await list('&list_type=all&date_from=2026-11-07')).data;
    const byAmount = Object.fromEntries(rows.map((r) => [r.amount, r]));
    expect(byAmount[100]).toMatchObject({
      tax_number: VKN,
      suggested_customer_id: customers.byVkn,
      match_confidence: 'high',
    });
    expect(byAmount[120]).toMatchObject({
      iban: IBAN,
      suggested_customer_id: customers.byIban,
      match_confidence: 'medium',
    });
    expect(byAmount[130]).toMatchObject({
      identity_number: TCKN,
      suggested_customer_id: customers.byTckn,
      match_confidence: 'high',
    });
  });

  it('asks for the columns of a statement it cannot read by its headers, then imports it by the mapping', async () => {
    const file = { name: 'ekstre.xlsx', bytes: await oddXlsx() };
    const asked = await uploadStatement(t.app, t.admin, file);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ needs_mapping: true, headers: ['Gün', 'Not', 'Para', 'Vergi Kimlik'] });
    expect(asked.json().data.sample[0]).toEqual(['10.11.2026', 'Aralık faturası', '75,5', VKN]);
    const mapping = { activity_on: 'Gün', amount: 'Para', description: 'Not', tax_number: 'Vergi Kimlik' };
    const done = await uploadStatement(t.app, t.admin, file, { mapping: JSON.stringify(mapping) });
    expect(done.json().data).toMatchObject({ needs_mapping: false, new_count: 1, suggested_count: 1 });
    const missing = await uploadStatement(t.app, t.admin, file, {
      mapping: JSON.stringify({ ...mapping, amount: 'Yok' }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'mapping.amount': ["Dosyada 'Yok' sütunu yok."] });
    const noAmount = await uploadStatement(t.app, t.admin, file, { mapping: JSON.stringify({ activity_on: 'Gün' }) });
    expect(noAmount.json().errors['mapping.amount']).toEqual(['Tutar sütununu veya borç ve alacak sütunlarını seçin.']);
  });

  it('refuses a file that is not a statement, in Turkish, and stores nothing', async () => {
    const before = (await list('&list_type=all')).meta.total;
    const binary = await uploadStatement(t.app, t.admin, {
      name: 'x.pdf',
      bytes: Buffer.from([0x25, 0x50, 0x00, 0x01]),
    });
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors).toEqual({ file: ['Sadece CSV veya XLSX dosyası yükleyebilirsiniz.'] });
    const none = await uploadStatement(t.app, t.admin, undefined, { other: '1' });
    expect(none.json().errors).toEqual({ file: ['Zorunlu alan'] });
    const badDate = await uploadStatement(t.app, t.admin, csv('Tarih;Tutar;Açıklama\n31.02.2026x;10,00;a\n'));
    expect(badDate.statusCode).toBe(422);
    expect((await list('&list_type=all')).meta.total).toBe(before);
  });

  it('lists open, matched or all lines, searched and sorted', async () => {
    const open = await list();
    // Incoming lines not matched yet, newest first; the outgoing line only under 'all'.
    expect(open.data.map((r) => r.reference_no)).not.toContain('R5');
    expect(open.data[0].amount).toBe(75.5);
    expect(open.meta.total).toBe(9);
    expect(open.data.map((r) => r.reference_no).slice(-5)).toEqual(['R6', 'R4', 'R3', 'R2', 'R1']);
    expect((await list('&list_type=all')).data.map((r) => r.reference_no)).toContain('R5');
    expect((await list('&list_type=matched')).meta.total).toBe(0);
    expect((await list('&query=yıldız')).data.map((r) => r.reference_no)).toEqual(['R4']);
    expect((await list('&query=yildiz')).data.map((r) => r.reference_no)).toEqual(['R4']);
    const byAmount = (await list('&order_by=amount&order=asc&list_type=all')).data.map((r) => r.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
    for (const query of ['&order_by=description', '&list_type=closed']) {
      expect((await t.call(t.admin, 'GET', `${PATH}?${query}`)).statusCode).toBe(422);
    }
  });

  it('books a match as one payment allocated to the oldest open invoice first', async () => {
    const newer = await insertInvoice(t.db, customers.byVkn, '2026-10-15', 100_000);
    const older = await insertInvoice(t.db, customers.byVkn, '2026-09-15', 100_000);
    const res = await t.call(t.admin, 'PUT', `${PATH}/R1`, { customer_id: customers.byVkn, description: 'Kasım' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'matched', customer_name: 'Mavi Yapı Yönetim' });
    const [payment] = await paymentsOf('R1');
    expect(payment).toMatchObject({ customer_id: customers.byVkn, amount: 150_000, description: 'Kasım' });
    expect(payment.success_at.slice(0, 10)).toBe('2026-11-01');
    expect(res.json().data.customer_payment_id).toBe(payment.id);
    const allocations = await t.db
      .selectFrom('customer_invoice_payments')
      .select(['customer_invoice_id', 'amount'])
      .where('customer_payment_id', '=', payment.id)
      .orderBy('id')
      .execute();
    expect(allocations).toEqual([
      { customer_invoice_id: older, amount: 100_000 },
      { customer_invoice_id: newer, amount: 50_000 },
    ]);
    expect((await list('&list_type=matched')).data.map((r) => r.reference_no)).toEqual(['R1']);
    expect((await list()).data.map((r) => r.reference_no)).not.toContain('R1');
  });

  it('refuses a second match of the same line, also when two run at once, and writes nothing', async () => {
    const again = await t.call(t.admin, 'PUT', `${PATH}/R1`, { customer_id: customers.byName });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ reference_no: ['Bu banka hareketi zaten bir tahsilatla eşleştirilmiş.'] });
    expect(await paymentsOf('R1')).toHaveLength(1);
    const both = await Promise.all(
      [customers.byTckn, customers.byName].map((id) => t.call(t.admin, 'PUT', `${PATH}/R2`, { customer_id: id })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await paymentsOf('R2')).toHaveLength(1);
  });

  it('validates the match in Turkish', async () => {
    const put = (reference: string, body: Record<string, unknown>) =>
      t.call(t.admin, 'PUT', `${PATH}/${reference}`, body);
    const empty = await put('R3', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.customer_id).toEqual(['Zorunlu alan']);
    const unknown = await put('R3', { customer_id: 999_999 });
    expect(unknown.json().errors).toEqual({ customer_id: ['Öğe bulunamadı.'] });
    const outgoing = await put('R5', { customer_id: customers.byName });
    expect(outgoing.json().errors).toEqual({ amount: ['Çıkan para hareketleri tahsilat olarak eşleştirilemez.'] });
    const long = await put('R3', { customer_id: customers.byIban, description: 'a'.repeat(1001) });
    expect(long.json().errors.description).toEqual(['En fazla 1000 karakter yazabilirsiniz.']);
    expect((await put('YOK', { customer_id: customers.byIban })).statusCode).toBe(404);
    // A line above the largest customer payment (spec §9: 999.999,99) is not booked.
    const now = new Date().toISOString();
    await t.db
      .insertInto('saas_bank_activities')
      .values({ reference_no: 'BIG', activity_on: '2026-11-11', amount: 100_000_000, created_at: now, updated_at: now })
      .execute();
    const big = await put('BIG', { customer_id: customers.byIban });
    expect(big.json().errors).toEqual({ amount: ['En fazla 999.999,99 değerini girebilirsiniz.'] });
    expect(await paymentsOf('BIG')).toHaveLength(0);
    await t.db.deleteFrom('saas_bank_activities').where('reference_no', '=', 'BIG').execute();
    expect(await paymentsOf('R3')).toHaveLength(0);
    expect((await line('R3')).status).toBe('open');
  });

  it('undoes a match: the payment and its allocations are gone and the line is open again', async () => {
    const { customer_payment_id: paymentId } = await line('R1');
    const res = await t.call(t.admin, 'POST', `${PATH}/R1/unmatch`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'open', customer_id: null, customer_payment_id: null });
    expect(await paymentsOf('R1')).toHaveLength(0);
    const left = await t.db
      .selectFrom('customer_invoice_payments')
      .select('id')
      .where('customer_payment_id', '=', paymentId ?? 0)
      .execute();
    expect(left).toEqual([]);
    expect((await t.call(t.admin, 'POST', `${PATH}/R1/unmatch`)).statusCode).toBe(422);
    // Matched again, it is booked again.
    expect((await t.call(t.admin, 'PUT', `${PATH}/R1`, { customer_id: customers.byVkn })).statusCode).toBe(200);
    expect(await paymentsOf('R1')).toHaveLength(1);
  });

  it('shows and saves the seller settings, with Turkish messages for bad values', async () => {
    const shown = await t.call(t.admin, 'GET', '/api-super-admin/saas-settings');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ tax_rate: 20, payment_due_days: 15, payment_warning_days: 30 });
    const settings = {
      seller_title: 'Bulut Yazılım A.Ş.',
      bank_name: 'İş Bankası',
      iban: 'tr85 0001 0000 0000 0012 3456 78',
      tax_rate: 18,
      payment_due_days: 10,
      payment_warning_days: 45,
    };
    const saved = await t.call(t.admin, 'PUT', '/api-super-admin/saas-settings', settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ...settings, iban: 'TR850001000000000012345678' });
    const bad = await t.call(t.admin, 'PUT', '/api-super-admin/saas-settings', {
      ...settings,
      seller_title: '',
      iban: 'TR85000100',
      tax_rate: 101,
      payment_due_days: 0,
      payment_warning_days: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      seller_title: ['Zorunlu alan'],
      iban: ['Tam 26 karakter yazmalısınız.'],
      tax_rate: ['En fazla 100 değerini girebilirsiniz.'],
      payment_due_days: ['En az 1 değerini girebilirsiniz.'],
      payment_warning_days: ['Sadece rakam girmelisiniz.'],
    });
    const wrongSum = await t.call(t.admin, 'PUT', '/api-super-admin/saas-settings', {
      ...settings,
      iban: 'TR860001000000000012345678',
    });
    expect(wrongSum.json().errors).toEqual({ iban: ['Geçerli bir IBAN girin'] });
    expect((await t.call(t.admin, 'GET', '/api-super-admin/saas-settings')).json().data.tax_rate).toBe(18);
  });

  it('answers 403 to a manager on every route', async () => {
    for (const [method, url, body] of [
      ['GET', PATH],
      ['GET', `${PATH}/R3`],
      ['PUT', `${PATH}/R3`, { customer_id: customers.byIban }],
      ['POST', `${PATH}/R2/unmatch`],
      ['GET', '/api-super-admin/saas-settings'],
      ['PUT', '/api-super-admin/saas-settings', { tax_rate: 0 }],
    ] as const) {
      const res = await t.call(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await uploadStatement(t.app, manager, csv(STATEMENT))).statusCode).toBe(403);
    expect(await paymentsOf('R3')).toHaveLength(0);
  });
  it('keeps answering other requests while it imports and matches a long statement', async () => {
    const lines = Array.from(
      { length: 5000 },
      (_, i) =>
        `${String((i % 28) + 1).padStart(2, '0')}.10.2026;Ödeme ${i} Yıldız Konut Yönetimi;${i + 1},00;UZUN-${i}`,
    );
    const file = csv(['Tarih;Açıklama;Tutar;Referans No', ...lines].join('\n'));
    const started = performance.now();
    let finished = 0;
    const importing = uploadStatement(t.app, t.admin, file).then((response) => {
      finished = performance.now();
      return response;
    });
    const waits: number[] = [];
    while (!finished) {
      const asked = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await importing;
    expect(res.json().data).toMatchObject({ row_count: 5000, new_count: 5000, suggested_count: 5000 });
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan((finished - started) / 2);
    const stored = await t.db
      .selectFrom('saas_bank_activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reference_no', 'like', 'UZUN-%')
      .where('suggested_customer_id', '=', customers.byName)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5000);
  });
});
