import { monthsOf, type Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import { type ReportScope, reportMetaOf } from '../../../kernel/reportScope';
import { accrualFigures } from './accrualBasis';
import { bankSafeChange, cashFigures } from './cashBasis';
import { differenceOf } from './difference';
import { type Figures, previousPeriod, type Section, sectionTotal } from './figures';
import { lineNames } from './lineNames';
import { buildRows, type RowK, type Shape, sectionSums } from './operatingRows';

/** The four operating reports: their sections, line shape and what they add to the table. */
export type ReportKind = 'income-expense' | 'income' | 'expense' | 'income-expense-review';
type Basis = 'cash' | 'accrual';

const SHAPES: Record<ReportKind, { sections: Section[]; shape: Shape }> = {
  'income-expense': { sections: ['income', 'expense'], shape: 'flat' },
  'income-expense-review': { sections: ['income', 'expense'], shape: 'flat' },
  income: { sections: ['income'], shape: 'tree' },
  expense: { sections: ['expense'], shape: 'tree' },
};

const figuresOf = (db: Db, basis: Basis, clusterIds: number[], period: Period): Promise<Figures> =>
  basis === 'cash' ? cashFigures(db, clusterIds, period) : accrualFigures(db, clusterIds, period);

/** The first month of the scope's journal, where a report from the first line starts. */
async function firstMonth(db: Db, clusterIds: number[]): Promise<string | undefined> {
  const row = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.min('occurred_on').as('first'))
    .where('cluster_id', 'in', clusterIds)
    .executeTakeFirst();
  return row?.first ? String(row.first).slice(0, 7) : undefined;
}

const RECONCILED =
  'Nakit gelir − nakit gider, banka hesapları ve kasaların dönemdeki değişimine (virmanlar hariç) eşittir.';
const NOT_RECONCILED =
  'Nakit gelir − nakit gider ile banka hesapları ve kasaların değişimi (virmanlar hariç) arasındaki fark, tahsilat, diğer gelir, fatura ödemesi veya iade olmayan banka/kasa kayıtlarından gelir.';

export type OperatingReport = {
  data: RowK[];
  meta: ReturnType<typeof reportMetaOf> & {
    months: string[];
    basis: Basis;
    totals: { income: number; expense: number; net: number };
    month_totals: { income: number[]; expense: number[] };
    previous?: { date_from: string; date_to: string; totals: { income: number; expense: number; net: number } } | null;
    reconciliation?: { net: number; bank_safe_change: number; difference: number; explanation: string };
    difference?: Awaited<ReturnType<typeof differenceOf>>;
    commentable?: boolean;
  };
};

/**
 * An operating report over the scope and period: the lines of its sections by month with totals, and with
 * `compare` the previous period of the same length. The cash basis says how its net agrees with the bank
 * accounts and safes; the accrual income-expense report explains its difference from the cash basis.
 */
export async function operatingReport(
  db: Db,
  scope: ReportScope,
  period: Period,
  opts: { report: ReportKind; basis: Basis; compare: boolean },
): Promise<OperatingReport> {
  const { sections, shape } = SHAPES[opts.report];
  const ids = scope.clusterIds;
  const figures = await figuresOf(db, opts.basis, ids, period);
  const months = monthsOf(period, period.from === null ? await firstMonth(db, ids) : undefined);
  const before = opts.compare ? previousPeriod(period) : null;
  const previous = before ? await figuresOf(db, opts.basis, ids, before) : null;
  const names = await lineNames(db, [...figures.keys(), ...(previous?.keys() ?? [])]);
  const data = buildRows({ figures, previous, names, months, sections, shape });
  const income = sectionSums(data, 'income', months.length);
  const expense = sectionSums(data, 'expense', months.length);
  const meta: OperatingReport['meta'] = {
    ...reportMetaOf(scope, period),
    months,
    basis: opts.basis,
    totals: { income: income.total, expense: expense.total, net: income.total - expense.total },
    month_totals: { income: income.months, expense: expense.months },
  };
  if (before && previous) {
    const prevIncome = sections.includes('income') ? sectionTotal(previous, 'income') : 0;
    const prevExpense = sections.includes('expense') ? sectionTotal(previous, 'expense') : 0;
    meta.previous = {
      date_from: before.from,
      date_to: before.to,
      totals: { income: prevIncome, expense: prevExpense, net: prevIncome - prevExpense },
    };
  } else if (opts.compare) meta.previous = null;
  if (opts.basis === 'cash' && opts.report === 'income-expense') {
    const change = await bankSafeChange(db, ids, period);
    const net = meta.totals.net;
    meta.reconciliation = {
      net,
      bank_safe_change: change,
      difference: net - change,
      explanation: net === change ? RECONCILED : NOT_RECONCILED,
    };
  }
  if (opts.basis === 'accrual' && opts.report === 'income-expense') {
    meta.difference = await differenceOf(db, ids, period, figures, await cashFigures(db, ids, period));
  }
  return { data, meta };
}
