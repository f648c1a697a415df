import type { ReviewQuery } from '@site/shared';
import { monthsOf } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import type { ExportColumn } from '../../../http/export/exportList';
import { exportReport, reportMetaOf, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { itemsByTypeAndMonth, namesOf } from './review.repository';
import { reviewScopeOf } from './reviewScope';

/**
 * Gider Detay Toplamları: the period's invoice items (accrual by `billed_on`) by expense type and child type,
 * month by month. Each row's `key` is the journal account the items book to (the child type, else the type),
 * so a row's total is that account's debits of the period from invoices.
 */
export async function expenseDetail(db: Db, files: FileStorage, auth: AuthContext, q: ReviewQuery) {
  const { scope, period } = await reviewScopeOf(db, auth, q);
  const sums = await itemsByTypeAndMonth(db, scope.clusterIds, period, q);
  const firstMonth = sums.reduce<string | undefined>(
    (min, s) => (min === undefined || s.month < min ? s.month : min),
    undefined,
  );
  const months = monthsOf(period, firstMonth);
  const ids = sums.flatMap((s) => [
    s.expense_type_id,
    ...(s.child_expense_type_id === null ? [] : [s.child_expense_type_id]),
  ]);
  const names = await namesOf(db, 'expense_types', [...new Set(ids)]);
  const rows = new Map<
    string,
    {
      key: string;
      expense_type_id: number;
      expense_type_name: string;
      child_expense_type_id: number | null;
      child_expense_type_name: string | null;
      months: number[];
      total: number;
    }
  >();
  for (const s of sums) {
    const child = s.child_expense_type_id;
    const id = `${s.expense_type_id} ${child ?? ''}`;
    const row = rows.get(id) ?? {
      key: `expense_type:${child ?? s.expense_type_id}`,
      expense_type_id: s.expense_type_id,
      expense_type_name: names.get(s.expense_type_id) ?? '',
      child_expense_type_id: child,
      child_expense_type_name: child === null ? null : (names.get(child) ?? ''),
      months: months.map(() => 0),
      total: 0,
    };
    const index = months.indexOf(s.month);
    if (index >= 0) row.months[index] = (row.months[index] ?? 0) + s.amount;
    row.total += s.amount;
    rows.set(id, row);
  }
  const data = [...rows.values()].sort(
    (a, b) =>
      a.expense_type_name.localeCompare(b.expense_type_name, 'tr') ||
      (a.child_expense_type_name ?? '').localeCompare(b.child_expense_type_name ?? '', 'tr'),
  );
  const monthTotals = months.map((_, i) => data.reduce((sum, r) => sum + (r.months[i] ?? 0), 0));
  const total = data.reduce((sum, r) => sum + r.total, 0);
  if (wantsExport(q)) {
    const monthKey = (i: number) => `m${i}`;
    const columns: ExportColumn[] = [
      { key: 'type', header: 'Gider Tipi' },
      { key: 'child', header: 'Alt Gider Tipi' },
      ...months.map(
        (m, i): ExportColumn => ({ key: monthKey(i), header: `${m.slice(5)}.${m.slice(0, 4)}`, kind: 'money' }),
      ),
      { key: 'total', header: 'Toplam', kind: 'money' },
    ];
    const spread = (values: number[]) => Object.fromEntries(values.map((v, i) => [monthKey(i), v]));
    return exportReport(db, files, scope, period, {
      type: q.export_type,
      title: 'Gider Detay Toplamları',
      columns,
      rows: [
        ...data.map((r) => ({
          type: r.expense_type_name,
          child: r.child_expense_type_name,
          ...spread(r.months),
          total: r.total,
        })),
        { type: 'Toplam', ...spread(monthTotals), total },
      ],
      totals: { total },
    });
  }
  return { data, meta: { ...reportMetaOf(scope, period), months, month_totals: monthTotals, total } };
}
