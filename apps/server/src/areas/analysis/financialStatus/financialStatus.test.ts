import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { todayInTurkey } from '../../../http/clock';
import { exportedSheet, rowValues } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';
import { useAnalysisBooks } from '../analysisFixtures';

type Line = { key: string; name: string; amount: number };
type Status = {
  date: string;
  assets: {
    cash: Line[];
    banks: Line[];
    card_clearing: number;
    receivables: Record<'not_due' | 'days_0_30' | 'days_31_60' | 'days_61_90' | 'days_90_plus' | 'total', number>;
    supplier_advances: number;
    total: number;
  };
  liabilities: { suppliers: Line[]; resident_credits: number; total: number };
  net: number;
  journal_receivables: number;
};
const kurus = (lira: number) => Math.round(lira * 100);

describe.each(testDbKinds)('financial status on %s', (kind) => {
  const { t, s } = useAnalysisBooks(kind);
  const get = (query: string, token = t.worker) => t.call(token, 'GET', `/analysis/financial-status?${query}`);
  const status = async (query: string, token?: string) => {
    const res = await get(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Status;
  };
  /** One kind of journal account summed straight from its lines up to the date (kuruş). */
  const journal = async (clusterIds: number[], kinds: string[], date: string) =>
    Number(
      (
        await sql<{ total: string | number }>`select coalesce(sum(amount), 0) as total from journal_entries
          where cluster_id in (${sql.join(clusterIds)}) and account_kind in (${sql.join(kinds)}) and occurred_on <= ${date}`.execute(
          t.db,
        )
      ).rows[0]?.total ?? 0,
    );
  /** The identities every status keeps, in kuruş. */
  const expectBalanced = async (st: Status, clusterIds: number[]) => {
    const a = st.assets;
    const sum = (lines: Line[]) => lines.reduce((x, l) => x + kurus(l.amount), 0);
    const ages = a.receivables;
    expect(
      kurus(ages.not_due) +
        kurus(ages.days_0_30) +
        kurus(ages.days_31_60) +
        kurus(ages.days_61_90) +
        kurus(ages.days_90_plus),
    ).toBe(kurus(ages.total));
    expect(sum(a.cash) + sum(a.banks) + kurus(a.card_clearing) + kurus(ages.total) + kurus(a.supplier_advances)).toBe(
      kurus(a.total),
    );
    expect(sum(st.liabilities.suppliers) + kurus(st.liabilities.resident_credits)).toBe(kurus(st.liabilities.total));
    expect(kurus(a.total) - kurus(st.liabilities.total)).toBe(kurus(st.net));
    const receivables = await journal(clusterIds, ['house', 'resident'], st.date);
    expect(kurus(ages.total) - kurus(st.liabilities.resident_credits)).toBe(receivables);
    expect(kurus(st.journal_receivables)).toBe(receivables);
    expect(sum(a.banks)).toBe(await journal(clusterIds, ['bank_account'], st.date));
    expect(sum(a.cash)).toBe(await journal(clusterIds, ['safe'], st.date));
    expect(kurus(a.supplier_advances) - sum(st.liabilities.suppliers)).toBe(
      await journal(clusterIds, ['provider'], st.date),
    );
  };

  it('before the payments: the bank holds the collections, the suppliers are owed both invoices', async () => {
    const st = await status(`cluster_id=${t.own.clusterId}&date=2026-02-10`);
    expect(st.assets.banks).toEqual([{ key: `bank_account:${s.bankId}`, name: 'Ziraat Bankası', amount: 1800 }]);
    expect(st.liabilities.suppliers).toMatchObject([{ name: 'Boğaziçi Elektrik', amount: 1700.51 }]);
    // House 1 paid January; house 2 owes January; February was not charged yet; 1500 + 300 − 1000 is credit.
    expect(st.assets.receivables.total).toBe(750.5);
    expect(st.liabilities.resident_credits).toBe(800);
    expect(st.journal_receivables).toBe(-49.5);
    expect(st.net).toBe(49.99);
    await expectBalanced(st, [t.own.clusterId]);
  });

  it('after the payments: receivables aged by days overdue, credits what paid nothing', async () => {
    const st = await status(`cluster_id=${t.own.clusterId}&date=2026-04-10`);
    expect(st.assets.banks[0]?.amount).toBe(599.98);
    expect(st.liabilities.suppliers[0]?.amount).toBe(500.49);
    expect(st.assets.receivables).toEqual({
      not_due: 0,
      days_0_30: 0,
      days_31_60: 500,
      days_61_90: 750.5,
      days_90_plus: 0,
      total: 1250.5,
    });
    expect(st.liabilities.resident_credits).toBe(300);
    expect(st.journal_receivables).toBe(950.5);
    expect(st.net).toBe(1049.99);
    await expectBalanced(st, [t.own.clusterId]);
  });

  it('is at today by default, adds up every complex for the whole company, and hides foreign complexes', async () => {
    expect((await status(`cluster_id=${t.own.clusterId}`)).date).toBe(todayInTurkey());
    const first = await status(`cluster_id=${t.own.clusterId}&date=2026-04-10`, s.manager);
    const company = await status('date=2026-04-10', s.manager);
    expect(company.assets.receivables.total).toBe(1650.5);
    expect(company.liabilities.suppliers.map((l) => l.name).sort()).toEqual([
      'Boğaziçi Elektrik (Kardelen Sitesi)',
      'Lale Bakım (Lale Sitesi)',
    ]);
    expect(kurus(company.net)).toBe(kurus(first.net) + 40000 - 30000);
    await expectBalanced(company, [t.own.clusterId, s.second.clusterId]);
    expect((await get(`cluster_id=${t.other.clusterId}`)).statusCode).toBe(404);
    expect((await get('date=2026-02-30')).statusCode).toBe(422);
    expect((await get('date_from=2026-01-01')).statusCode).toBe(422);
  });

  it('exports the status with its net', async () => {
    const sheet = await exportedSheet(
      t.app,
      await get(`cluster_id=${t.own.clusterId}&date=2026-04-10&export=1&export_type=xlsx`),
    );
    const rows = Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1));
    expect(rows.find((r) => r[1] === 'Banka: Ziraat Bankası')?.[2]).toBe(599.98);
    expect(rows.find((r) => r[1] === 'Alacaklar: 61-90 gün gecikmiş')?.[2]).toBe(750.5);
    expect(rows.find((r) => r[1] === 'Net Durum')?.[2]).toBe(1049.99);
  });
  // Last: the refund changes the books after April.
  it('a refund paid from a credit lowers the credit from its date on, not before', async () => {
    const refund = await t.call(s.manager, 'POST', '/expense/other-expenses', {
      cluster_id: t.own.clusterId,
      house_id: (s.houses[2] as { id: number }).id,
      amount: 100,
      spent_on: '2026-05-01',
      bank_account_id: s.bankId,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = await status(`cluster_id=${t.own.clusterId}&date=2026-05-10`);
    expect(after.liabilities.resident_credits).toBe(200);
    expect(after.assets.banks[0]?.amount).toBe(499.98);
    expect(after.assets.receivables.total).toBe(1250.5);
    expect(after.journal_receivables).toBe(1050.5);
    await expectBalanced(after, [t.own.clusterId]);
    const before = await status(`cluster_id=${t.own.clusterId}&date=2026-04-10`);
    expect(before.liabilities.resident_credits).toBe(300);
    expect(before.net).toBe(1049.99);
    await expectBalanced(before, [t.own.clusterId]);
  });
});
