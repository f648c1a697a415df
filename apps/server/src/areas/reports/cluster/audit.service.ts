import type { AuditQuery } from '@site/shared';
import { addDays } from '../../../accounting/dates';
import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { exportReport, reportMetaOf, reportPeriod, reportScope, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  advancesAt,
  cashSums,
  journalReceivables,
  openDebtsByAge,
  openEnforcements,
  placeNames,
  providerBalances,
  typeNames,
  typeTurnover,
} from './audit.repository';
import { auditExportRows } from './auditExport';

const CARD_CLEARING_NAME = 'Kredi Kartı Tahsilatları (Takas)';
const OTHER_INCOME_NAME = 'Diğer Gelirler';
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** (a) Every safe, bank account and card clearing account with its opening, money in and out and closing. */
async function cashSection(db: Db, clusterIds: number[], period: Period) {
  const sums = await cashSums(db, clusterIds, period);
  const ids = (kind: string) =>
    sums.filter((s) => s.kind === kind && s.account_id !== null).map((s) => s.account_id as number);
  const safes = await placeNames(db, 'safes', ids('safe'));
  const banks = await placeNames(db, 'bank_accounts', ids('bank_account'));
  return sums.map((s) => {
    const id = s.account_id ?? 0;
    const name = s.kind === 'safe' ? safes.get(id) : s.kind === 'bank_account' ? banks.get(id) : CARD_CLEARING_NAME;
    return {
      key: s.account_id === null ? s.kind : `${s.kind}:${s.account_id}`,
      kind: s.kind,
      account_id: s.account_id,
      cluster_name: s.cluster_name,
      name: name ?? '',
      opening: s.opening,
      inflow: s.inflow,
      outflow: s.outflow,
      closing: s.opening + s.inflow - s.outflow,
    };
  });
}

/** (b) Accrued income by income type (and other income) and expense by expense type in the period. */
async function incomeAndExpense(db: Db, clusterIds: number[], period: Period) {
  const turnover = await typeTurnover(db, clusterIds, period, ['income_type', 'other_income', 'expense_type']);
  const merged = new Map<string, { kind: string; id: number | null; amount: number }>();
  for (const t of turnover) {
    const key = t.account_id === null ? t.kind : `${t.kind}:${t.account_id}`;
    const row = merged.get(key) ?? { kind: t.kind, id: t.account_id, amount: 0 };
    row.amount += t.amount;
    merged.set(key, row);
  }
  const all = [...merged.entries()].map(([key, row]) => ({ key, ...row }));
  const ids = (kind: string) => all.filter((r) => r.kind === kind && r.id !== null).map((r) => r.id as number);
  const incomeNames = await typeNames(db, 'income_types', ids('income_type'));
  const expenseNames = await typeNames(db, 'expense_types', ids('expense_type'));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');
  const income = all
    .filter((r) => r.kind !== 'expense_type' && r.amount !== 0)
    .map((r) => ({
      key: r.key,
      type_id: r.kind === 'income_type' ? r.id : null,
      name: r.kind === 'income_type' ? (incomeNames.get(r.id ?? 0) ?? '') : OTHER_INCOME_NAME,
      amount: -r.amount,
    }))
    .sort(byName);
  const expense = all
    .filter((r) => r.kind === 'expense_type' && r.amount !== 0)
    .map((r) => ({ key: r.key, type_id: r.id, name: expenseNames.get(r.id ?? 0) ?? '', amount: r.amount }))
    .sort(byName);
  return { income, expense };
}

/** (c) Open debts by age at the period's end, the credit (advances) and how they reconcile with the journal. */
async function receivablesSection(db: Db, clusterIds: number[], on: string) {
  const ages = await openDebtsByAge(db, clusterIds, {
    on,
    d30: addDays(on, -30),
    d60: addDays(on, -60),
    d90: addDays(on, -90),
  });
  const openDebts = ages.not_due + ages.days_0_30 + ages.days_31_60 + ages.days_61_90 + ages.days_over_90;
  const advances = await advancesAt(db, clusterIds, on);
  const journalTotal = await journalReceivables(db, clusterIds, on);
  const other = journalTotal - (openDebts - advances);
  return { ...ages, open_debts: openDebts, advances, other, total: journalTotal, journal_total: journalTotal };
}

/** The audit board's report (Denetim Kurulu Raporu, KMK art. 41) of a complex or the whole company. */
export async function auditReport(db: Db, files: FileStorage, auth: AuthContext, q: AuditQuery) {
  const scope = await reportScope(db, auth, q);
  const period = await reportPeriod(db, scope, q);
  const ids = scope.clusterIds;
  const cash = await cashSection(db, ids, period);
  const { income, expense } = await incomeAndExpense(db, ids, period);
  const receivables = await receivablesSection(db, ids, period.to);
  const payables = (await providerBalances(db, ids, period.to))
    .filter((p) => p.amount !== 0)
    .map((p) => ({ provider_id: p.provider_id, cluster_name: p.cluster_name, name: p.name, balance: -p.amount }));
  const enforcements = await openEnforcements(db, ids, period.to);
  const incomeTotal = sum(income, (r) => r.amount);
  const expenseTotal = sum(expense, (r) => r.amount);
  const totals = {
    opening: sum(cash, (r) => r.opening),
    inflow: sum(cash, (r) => r.inflow),
    outflow: sum(cash, (r) => r.outflow),
    closing: sum(cash, (r) => r.closing),
    income: incomeTotal,
    expense: expenseTotal,
    result: incomeTotal - expenseTotal,
    payables: sum(payables, (r) => r.balance),
  };
  const data = { cash, income, expense, receivables, payables, enforcements, totals };
  if (wantsExport(q)) {
    return exportReport(db, files, scope, period, {
      type: q.export_type,
      title: 'Denetim Kurulu Raporu',
      columns: [
        { key: 'section', header: 'Bölüm' },
        { key: 'name', header: 'Hesap / Kalem' },
        { key: 'opening', header: 'Dönem Başı', kind: 'money' },
        { key: 'inflow', header: 'Giriş', kind: 'money' },
        { key: 'outflow', header: 'Çıkış', kind: 'money' },
        { key: 'amount', header: 'Tutar / Dönem Sonu', kind: 'money' },
      ],
      rows: auditExportRows(data, scope.clusterId === null),
      signatures: ['Denetim Kurulu Başkanı', 'Denetim Kurulu Üyesi', 'Denetim Kurulu Üyesi'],
    });
  }
  return { data, meta: reportMetaOf(scope, period) };
}

export type AuditData = {
  cash: Awaited<ReturnType<typeof cashSection>>;
  income: { key: string; name: string; amount: number }[];
  expense: { key: string; name: string; amount: number }[];
  receivables: Awaited<ReturnType<typeof receivablesSection>>;
  payables: { cluster_name: string; name: string; balance: number }[];
  enforcements: { count: number; left_amount: number };
  totals: Record<'opening' | 'inflow' | 'outflow' | 'closing' | 'income' | 'expense' | 'result' | 'payables', number>;
};
