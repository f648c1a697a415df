import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../../test/testDb';
import { useReportsApp, YEAR } from './cluster/reportsFixture';

type Row = Record<string, number & string>;

/** Lira sums without floating point drift: through kuruş. */
const sum = (values: number[]) => values.reduce((total, v) => total + Math.round(v * 100), 0) / 100;

/**
 * Every report reads the same journal, so over one complex and one year they must tell one story: the mizan,
 * the audit board's report, the operating reports, the analysis, the expense detail and the budget report
 * are read over the same known year (reportsFixture.ts) and their shared figures compared, to the kuruş.
 */
describe.each(testDbKinds)('the reports agree with the mizan on %s', (kind) => {
  const { t, get } = useReportsApp(kind);
  const c = () => t.own.clusterId;

  /** The mizan's rows of one main account (100, 102, 120, 320, 600, 649, 770), closing debit − credit. */
  const mizan = async () => {
    const { data, meta } = await get(`/clusters/${c()}/trial-balance?${YEAR}&per_page=1000`);
    const rows = data as unknown as Row[];
    const group = (code: string) =>
      sum(rows.filter((r) => r.group_code === code).map((r) => r.closing_debit - r.closing_credit));
    const turnover = (code: string) => sum(rows.filter((r) => r.group_code === code).map((r) => r.debit - r.credit));
    return { totals: meta.totals as Row, group, turnover };
  };

  it('the mizan balances, and its cash, receivable and supplier accounts are the audit report’s and the financial status’s', async () => {
    const m = await mizan();
    expect(m.totals.debit).toBe(m.totals.credit);
    expect(m.totals.closing_debit).toBe(m.totals.closing_credit);

    const audit = (await get(`/reports/audit?cluster_id=${c()}&${YEAR}`)).data as unknown as {
      totals: Row;
      receivables: Row;
    };
    const cash = sum([m.group('100'), m.group('102'), m.group('108')]);
    expect(audit.totals.closing).toBe(cash);
    expect(cash).toBe(750);
    expect(audit.receivables.journal_total).toBe(m.group('120'));
    expect(Math.abs(audit.totals.payables)).toBe(-m.group('320'));

    const status = (await get(`/analysis/financial-status?cluster_id=${c()}&date=2025-12-31`)).data as unknown as {
      assets: { cash: Row[]; banks: Row[]; card_clearing: number; supplier_advances: number };
      liabilities: { suppliers: Row[] };
      journal_receivables: number;
    };
    const statusCash = sum([
      ...status.assets.cash.map((l) => l.amount),
      ...status.assets.banks.map((l) => l.amount),
      status.assets.card_clearing,
    ]);
    expect(statusCash).toBe(cash);
    expect(status.journal_receivables).toBe(m.group('120'));
    expect(sum([status.assets.supplier_advances, ...status.liabilities.suppliers.map((l) => -l.amount)])).toBe(
      m.group('320'),
    );
  });

  it('income and expense of the year are the same in the mizan, the operating and audit reports, the pivot, the expense detail and the budget report', async () => {
    const m = await mizan();
    const income = -sum([m.turnover('600'), m.turnover('649')]);
    const expense = m.turnover('770');
    expect(expense).toBe(2500);

    const accrual = (await get(`/reports/income-expense?basis=accrual&cluster_id=${c()}&${YEAR}`)).meta.totals as Row;
    expect(accrual.income).toBe(income);
    expect(accrual.expense).toBe(expense);
    expect(accrual.net).toBe(sum([income, -expense]));

    const audit = (await get(`/reports/audit?cluster_id=${c()}&${YEAR}`)).data as unknown as { totals: Row };
    expect(audit.totals.income).toBe(income);
    expect(audit.totals.expense).toBe(expense);

    const pivot = await get(
      `/analysis/pivot/expenses?cluster_id=${c()}&${YEAR}&rows=expense_type&columns=month&value=sum`,
    );
    expect((pivot.meta.totals as { grand: Row }).grand.amount).toBe(expense);
    const detail = await get(`/reports/expense-detail?cluster_id=${c()}&${YEAR}`);
    expect(detail.meta.total).toBe(expense);
    const review = await get(`/reports/review?cluster_id=${c()}&${YEAR}`);
    expect((review.meta.totals as Row).amount).toBe(expense);

    // The approved budget covers the same twelve months: its actuals are the year's expenses.
    const items = await get(`/reports/operating-items?cluster_id=${c()}&${YEAR}`);
    expect((items.meta.totals as Row).actual).toBe(expense);
  });

  it('the cash basis income less expense is the year’s change of cash and bank', async () => {
    const m = await mizan();
    const cash = (await get(`/reports/income-expense?basis=cash&cluster_id=${c()}&${YEAR}`)).meta as {
      totals: Row;
      reconciliation: Row;
    };
    const opening = (await get(`/clusters/${c()}/trial-balance?date_to=2024-12-31&per_page=1000`))
      .data as unknown as Row[];
    const openingCash = sum(
      opening
        .filter((r) => ['100', '102', '108'].includes(r.group_code))
        .map((r) => r.closing_debit - r.closing_credit),
    );
    const closingCash = sum([m.group('100'), m.group('102'), m.group('108')]);
    expect(cash.totals.net).toBe(sum([closingCash, -openingCash]));
    expect(cash.reconciliation.bank_safe_change).toBe(sum([closingCash, -openingCash]));
  });
});
