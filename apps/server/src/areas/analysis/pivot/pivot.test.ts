import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createInvoice, createSupplier } from '../../../test/apiRecords';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { useAnalysisBooks } from '../analysisFixtures';

type Cell = {
  row_keys: string[];
  row: string[];
  column_keys: string[];
  column: string[];
  amount: number;
  count: number;
};
type Total = { amount: number; count: number };
type Answer = {
  data: Cell[];
  meta: {
    rows: string[];
    columns: string[];
    row_headers: { key: string; labels: string[] }[];
    column_headers: { key: string; labels: string[] }[];
    totals: { rows: Record<string, Total>; columns: Record<string, Total>; grand: Total };
    scope_name: string;
  };
};
const YEAR = 'date_from=2026-01-01&date_to=2026-12-31';
const kurus = (lira: number) => Math.round(lira * 100);

describe.each(testDbKinds)('analysis pivots on %s', (kind) => {
  const { t, s } = useAnalysisBooks(kind);
  const get = (dataset: string, query: string, token = t.worker, clusterId: number | null = t.own.clusterId) =>
    t.call(token, 'GET', `/analysis/pivot/${dataset}?${clusterId === null ? '' : `cluster_id=${clusterId}&`}${query}`);
  const pivot = async (dataset: string, query: string, token?: string, clusterId?: number | null) => {
    const res = await get(dataset, query, token, clusterId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };
  let supplier = 0;
  const providerId = async () => {
    if (!supplier)
      supplier = await createSupplier(t.call, s.manager, t.own.clusterId, {
        name: 'Eski Bakım',
        title: 'Eski Bakım Ltd.',
      });
    return supplier;
  };
  const cell = (a: Answer, row: string[], column: string[]) =>
    a.data.find((c) => c.row.join('|') === row.join('|') && c.column.join('|') === column.join('|'));
  /** The cells' sum in kuruş, as a client adding them up would get it. */
  const cellSum = (a: Answer) => a.data.reduce((sum, c) => sum + kurus(c.amount), 0);
  const journalSum = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{
          total: string | number;
        }>`select coalesce(sum(amount), 0) as total from journal_entries where ${where}`.execute(t.db)
      ).rows[0]?.total ?? 0,
    );
  const debtSum = async (clusterId: number, assessmentsOnly = false) =>
    Number(
      (
        await sql<{ total: string | number }>`select coalesce(sum(amount), 0) as total from debts
          where cluster_id = ${clusterId} and kind <> 'payback' and due_on between '2026-01-01' and '2026-12-31'
          ${assessmentsOnly ? sql`and assessment_id is not null` : sql``}`.execute(t.db)
      ).rows[0]?.total ?? 0,
    );

  it('sums invoice items by expense type and month, to the journal’s expense debits', async () => {
    const a = await pivot('expenses', `${YEAR}&rows=expense_type&columns=month`);
    expect(a.meta.rows).toEqual(['expense_type']);
    expect(a.meta.column_headers.map((h) => h.labels[0])).toEqual(['2026-01', '2026-02']);
    expect(cell(a, ['Enerji Giderleri'], ['2026-01'])).toMatchObject({ amount: 1000.33, count: 1 });
    expect(cell(a, ['Bakım Onarım'], ['2026-01'])).toMatchObject({ amount: 500.17, count: 1 });
    expect(cell(a, ['Bakım Onarım'], ['2026-02'])).toMatchObject({ amount: 200.01, count: 1 });
    const bakim = a.meta.row_headers.find((h) => h.labels[0] === 'Bakım Onarım')?.key as string;
    expect(a.meta.totals.rows[bakim]).toEqual({ amount: 700.18, count: 2 });
    expect(a.meta.totals.grand).toEqual({ amount: 1700.51, count: 3 });
    expect(kurus(a.meta.totals.grand.amount)).toBe(cellSum(a));
    const debits = await journalSum(
      sql`cluster_id = ${t.own.clusterId} and account_kind = 'expense_type' and amount > 0 and occurred_on between '2026-01-01' and '2026-12-31'`,
    );
    expect(kurus(a.meta.totals.grand.amount)).toBe(debits);
    // A sub-type: the electricity line has one, the maintenance lines none.
    const child = await pivot('expenses', `${YEAR}&rows=child_expense_type,provider&columns=year&value=count`);
    expect(cell(child, ['Elektrik', 'Boğaziçi Elektrik'], ['2026'])).toMatchObject({ amount: 1000.33, count: 1 });
    expect(cell(child, ['Belirtilmemiş', 'Boğaziçi Elektrik'], ['2026'])).toMatchObject({ amount: 700.18, count: 2 });
  });

  it('spreads each payment over its invoice’s items to the kuruş, so the payments’ sum is kept', async () => {
    const a = await pivot('expense-payments', `${YEAR}&rows=expense_type&columns=month`);
    // 1000,01 over 1000,33 : 500,17 → 666,67 + 333,34 (the odd kuruş to the larger remainder).
    expect(cell(a, ['Enerji Giderleri'], ['2026-02'])?.amount).toBe(666.67);
    expect(cell(a, ['Bakım Onarım'], ['2026-02'])?.amount).toBe(533.35);
    const payments = Number(
      (
        await sql<{
          total: string | number;
        }>`select coalesce(sum(amount), 0) as total from invoice_payments where cluster_id = ${t.own.clusterId}`.execute(
          t.db,
        )
      ).rows[0]?.total,
    );
    expect(payments).toBe(120002);
    expect(kurus(a.meta.totals.grand.amount)).toBe(payments);
    expect(cellSum(a)).toBe(payments);
    // Outside the period nothing was paid.
    const january = await pivot('expense-payments', 'date_from=2026-01-01&date_to=2026-01-31');
    expect(january.data).toEqual([]);
    expect(january.meta.totals.grand).toEqual({ amount: 0, count: 0 });
  });

  it('groups dues by house and income type, and by assessment and month, to the debts’ sums', async () => {
    const a = await pivot('income-type-house-user', `${YEAR}&rows=house,resident&columns=income_type`);
    expect(cell(a, ['A Blok 1', 'Malik 1'], ['Aidat'])).toMatchObject({ amount: 2000, count: 2 });
    expect(cell(a, ['A Blok 2', 'Malik 2'], ['Aidat'])).toMatchObject({ amount: 750.5, count: 1 });
    expect(kurus(a.meta.totals.grand.amount)).toBe(await debtSum(t.own.clusterId));
    expect(a.meta.totals.grand.amount).toBe(2750.5);

    const b = await pivot('assessments', `${YEAR}&rows=assessment&columns=block,month`);
    expect(b.meta.columns).toEqual(['block', 'month']);
    expect(b.meta.row_headers).toHaveLength(3);
    expect(kurus(b.meta.totals.grand.amount)).toBe(await debtSum(t.own.clusterId, true));
    const january = b.meta.column_headers.find((h) => h.labels.join('|') === 'A Blok|2026-01')?.key as string;
    expect(b.meta.totals.columns[january]).toEqual({ amount: 1750.5, count: 2 });
  });

  it('sets what each house was charged against what was collected, month by month', async () => {
    const collected = await pivot('monthly-house-user', `${YEAR}&rows=house&columns=month&value=collected`);
    expect(cell(collected, ['A Blok 1'], ['2026-02'])?.amount).toBe(1500);
    // House 3's 300 paid nothing: credit is not a collection of dues.
    expect(collected.data.some((c) => c.row[0] === 'A Blok 3')).toBe(false);
    expect(collected.meta.totals.grand.amount).toBe(1500);
    const balance = await pivot('monthly-house-user', `${YEAR}&rows=house&columns=month&value=balance`);
    expect(cell(balance, ['A Blok 1'], ['2026-01'])?.amount).toBe(1000);
    expect(cell(balance, ['A Blok 1'], ['2026-02'])?.amount).toBe(-500);
    const house1 = balance.meta.row_headers.find((h) => h.labels[0] === 'A Blok 1')?.key as string;
    expect(balance.meta.totals.rows[house1]?.amount).toBe(500);
    expect(balance.meta.totals.grand.amount).toBe(2750.5 - 1500);
    const charged = await pivot('monthly-house-user', `${YEAR}&rows=house&columns=month&value=charged`);
    expect(kurus(charged.meta.totals.grand.amount)).toBe(await debtSum(t.own.clusterId));
  });

  it("takes 'none' for a side without dimensions: one total column, or one total row", async () => {
    const byType = await pivot('expenses', `${YEAR}&rows=expense_type&columns=none&value=count`);
    expect(byType.meta.columns).toEqual([]);
    expect(byType.meta.column_headers).toEqual([{ key: '', keys: [], labels: [] }]);
    expect(cell(byType, ['Bakım Onarım'], [])).toMatchObject({ amount: 700.18, count: 2 });
    const byMonth = await pivot('expenses', `${YEAR}&rows=none&columns=month`);
    expect(byMonth.meta.row_headers).toHaveLength(1);
    expect(byMonth.meta.totals.grand.amount).toBe(1700.51);
    // Without rows, columns and value the data set's defaults apply.
    const defaults = await pivot('monthly-house-user', YEAR);
    expect(defaults.meta).toMatchObject({ rows: ['house', 'resident'], columns: ['month'], value: 'balance' });
  });

  it('refuses dimensions and values a data set does not have, in Turkish', async () => {
    const notHere = await get('expenses', `${YEAR}&rows=house`);
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors.rows[0]).toBe("Bu analizde 'Konut' boyutu kullanılamaz.");
    const unknown = await get('expenses', `${YEAR}&rows=plaka`);
    expect(unknown.statusCode).toBe(422);
    const three = await get('assessments', `${YEAR}&rows=block,house,resident`);
    expect(three.statusCode).toBe(422);
    expect(JSON.stringify(three.json())).toContain('En fazla 2 boyut seçilebilir.');
    const twice = await get('assessments', `${YEAR}&rows=house&columns=house`);
    expect(twice.statusCode).toBe(422);
    const value = await get('expenses', `${YEAR}&value=balance`);
    expect(value.statusCode).toBe(422);
    for (const url of [
      '/analysis/pivot/gelirler',
      `/analysis/pivot/expenses?cluster_id=${t.own.clusterId}&rows=a&rows=b`,
      `/analysis/pivot/expenses?cluster_id=${t.own.clusterId}&rows=${'x'.repeat(300)}`,
      `/analysis/pivot/expenses?cluster_id=${t.own.clusterId}&value=zzz`,
    ]) {
      const res = await t.call(t.worker, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toMatch(
        /^(Geçersiz seçim|Geçerli bir (boyut|değer) seçiniz|En fazla 200 karakter)/,
      );
    }
    const extra = await get('expenses', `${YEAR}&sort=amount`);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().message).toContain('Bu alana göre filtrelenemez');
  });

  it('hides another company’s complex and sums every complex the caller sees for the whole company', async () => {
    expect((await get('expenses', YEAR, t.worker, t.other.clusterId)).statusCode).toBe(404);
    expect((await get('expenses', YEAR, t.worker, s.second.clusterId)).statusCode).toBe(404);
    const first = await pivot('expenses', `${YEAR}&rows=provider&columns=month`, s.manager);
    const second = await pivot('expenses', `${YEAR}&rows=provider&columns=month`, s.manager, s.second.clusterId);
    const company = await pivot('expenses', `${YEAR}&rows=provider&columns=month`, s.manager, null);
    expect(company.meta.scope_name).toBe('Kardelen');
    expect(kurus(company.meta.totals.grand.amount)).toBe(
      kurus(first.meta.totals.grand.amount) + kurus(second.meta.totals.grand.amount),
    );
    expect(company.meta.totals.grand.amount).toBe(2000.51);
    expect(cell(company, ['Lale Bakım'], ['2026-01'])?.amount).toBe(300);
    const dues = await pivot('income-type-house-user', `${YEAR}&rows=house&columns=income_type`, s.manager, null);
    expect(cell(dues, ['B Blok 1 (Lale Sitesi)'], ['Aidat'])?.amount).toBe(400);
    expect(dues.meta.totals.grand.amount).toBe(3150.5);
  });

  it('exports the table with its row and column totals', async () => {
    const sheet = await exportedSheet(
      t.app,
      await get('expenses', `${YEAR}&rows=expense_type&columns=month&export=1&export_type=xlsx`),
    );
    const rows = Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1));
    const header = rows.find((r) => r.includes('Gider Türü')) as unknown[];
    expect(header).toEqual(['Gider Türü', 'Ocak 2026', 'Şubat 2026', 'Toplam']);
    const bakim = rows.find((r) => r[0] === 'Bakım Onarım') as unknown[];
    expect(bakim.slice(1)).toEqual([500.17, 200.01, 700.18]);
    const total = rows.find((r) => r[0] === 'Toplam') as unknown[];
    expect(total.slice(1)).toEqual([1500.5, 200.01, 1700.51]);
    for (const type of ['pdf', 'ods']) {
      const res = await get(
        'monthly-house-user',
        `${YEAR}&rows=block,house&columns=month&export=1&export_type=${type}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.url).toMatch(new RegExp(`\\.${type}$`));
    }
  });
  // Last: its invoices of earlier years stay out of the 2026 figures above.
  it('refuses a table wider than 60 columns in Turkish', async () => {
    for (let m = 0; m < 61; m++) {
      const month = `${2020 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
      await createInvoice(t.call, s.manager, {
        cluster_id: t.own.clusterId,
        provider_id: await providerId(),
        billed_on: `${month}-05`,
        last_payment_on: `${month}-20`,
        invoice_type_id: 2,
        payment_type_id: 1,
        items: [{ expense_type_id: s.maintenance, amount: 10, description: 'Bakım' }],
      });
    }
    const wide = await get('expenses', 'date_from=2020-01-01&date_to=2025-12-31&rows=expense_type&columns=month');
    expect(wide.statusCode).toBe(422);
    expect(wide.json().message).toBe('Tablo çok büyük; daha az boyut veya daha kısa dönem seçin.');
    const yearly = await pivot('expenses', 'date_from=2020-01-01&date_to=2025-12-31&rows=expense_type&columns=year');
    expect(yearly.meta.totals.grand).toEqual({ amount: 610, count: 61 });
  });
});
