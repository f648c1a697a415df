import type { ProjectReportQuery } from '@site/shared';
import type { Db } from '../../../db/connection';
import { type ExportColumn, writeExport } from '../../../http/export/exportList';
import { reportSummary } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import type { budgetOfReport, projectItems, projectStatement } from './project.service';

type Budget = Awaited<ReturnType<typeof budgetOfReport>>;
const money = (key: string, header: string): ExportColumn => ({ key, header, kind: 'money' });
const fileAnswer = (fileName: string) => ({ data: { url: `/api/files/${fileName}` } });

/** İşletme Projesi Kalemleri as a file: a row per expense type (budget, actual, remaining, % used) and the total. */
export async function exportProjectItems(
  db: Db,
  files: FileStorage,
  b: Budget,
  q: ProjectReportQuery,
  items: Awaited<ReturnType<typeof projectItems>>,
) {
  const row = (name: string, r: (typeof items)['totals']) => ({
    name,
    budget: r.budget,
    actual: r.actual,
    remaining: r.remaining,
    used_percent: r.used_percent,
    overrun: r.overrun ? 'Aşım' : '',
  });
  const file = await writeExport({
    type: q.export_type,
    title: `İşletme Projesi Kalemleri - ${b.budget.name}`,
    columns: [
      { key: 'name', header: 'Gider Tipi' },
      money('budget', 'Bütçe'),
      money('actual', 'Gerçekleşen'),
      money('remaining', 'Kalan'),
      { key: 'used_percent', header: 'Kullanım %', kind: 'number' },
      { key: 'overrun', header: 'Aşım' },
    ],
    rows: [...items.rows.map((r) => row(r.name, r)), row('Toplam', items.totals)],
    files,
    summary: await reportSummary(db, files, b.scope, b.period),
  });
  return fileAnswer(file.fileName);
}

/** İşletme Hesap Özeti as a file: income by type, then the months (income, budget, expense, result), then totals. */
export async function exportProjectStatement(
  db: Db,
  files: FileStorage,
  b: Budget,
  q: ProjectReportQuery,
  statement: Awaited<ReturnType<typeof projectStatement>>,
) {
  const t = statement.totals;
  const file = await writeExport({
    type: q.export_type,
    title: `İşletme Hesap Özeti - ${b.budget.name}`,
    columns: [
      { key: 'name', header: 'Kalem / Ay' },
      money('income', 'Gelir (Tahakkuk)'),
      money('collected', 'Tahsil Edilen'),
      money('budget', 'Bütçe Gider'),
      money('expense', 'Gerçekleşen Gider'),
      money('result', 'Sonuç'),
    ],
    rows: [
      { name: 'Gelirler' },
      ...statement.income.map((r) => ({ name: r.name, income: r.accrued, collected: r.collected })),
      { name: 'Aylar' },
      ...statement.months.map((m) => ({ name: m.month, ...m })),
      {
        name: 'Toplam',
        income: t.income,
        collected: t.collections,
        budget: t.budget,
        expense: t.expense,
        result: t.result,
      },
      { name: 'Planlanan Gelir (Bütçe)', income: t.planned_income, budget: t.budget, result: t.budget_result },
    ],
    files,
    summary: await reportSummary(db, files, b.scope, b.period),
  });
  return fileAnswer(file.fileName);
}
