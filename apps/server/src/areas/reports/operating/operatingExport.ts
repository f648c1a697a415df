import type { Period } from '../../../accounting/period';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';
import { type ExportColumn, type ExportRow, type ExportType, writeExport } from '../../../http/export/exportList';
import { type ReportScope, reportSummary } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import type { OperatingReport, ReportKind } from './operatingReports.service';
import type { RowK } from './operatingRows';

/** 'Mart 2026' for '2026-03'. */
export const monthLabel = (month: string) => periodName(month);

const BASIS_LABEL = { cash: 'Nakit Esaslı', accrual: 'Tahakkuk Esaslı' } as const;

/** The printed title: 'Gelir Gider Raporu (Nakit Esaslı)'. */
export function reportTitle(report: ReportKind, basis: 'cash' | 'accrual'): string {
  if (report === 'income-expense-review') return 'Gelir Gider İnceleme Raporu';
  const name = { 'income-expense': 'Gelir Gider Raporu', income: 'Gelir Raporu', expense: 'Gider Raporu' }[report];
  return `${name} (${BASIS_LABEL[basis]})`;
}

const SECTION_NAMES = { income: ['Gelirler', 'Gelirler Toplamı'], expense: ['Giderler', 'Giderler Toplamı'] } as const;

/** The values of a line by column key: its months, total and comparison. */
function cells(name: string, months: number[], total: number, extra: Partial<RowK> = {}): ExportRow {
  const row: ExportRow = { name, total };
  months.forEach((v, i) => {
    row[`m${i}`] = v;
  });
  if (extra.previous !== undefined) Object.assign(row, { previous: extra.previous, difference: extra.difference });
  if (extra.comment !== undefined) row.comment = extra.comment ?? '';
  return row;
}

/**
 * The report as shown, as a file: for each section a header row, its lines (a child type indented), its total
 * row; the net row when both sections are there; the accrual report's difference explanation under it.
 */
export async function exportOperatingReport(
  db: Db,
  files: FileStorage,
  scope: ReportScope,
  period: Period,
  report: ReportKind,
  built: OperatingReport,
  type: ExportType,
): Promise<{ data: { url: string } }> {
  const { data, meta } = built;
  const compare = meta.previous != null;
  const columns: ExportColumn[] = [
    { key: 'name', header: 'Kalem' },
    ...meta.months.map((m, i) => ({ key: `m${i}`, header: monthLabel(m), kind: 'money' as const })),
    { key: 'total', header: 'Toplam', kind: 'money' },
  ];
  if (compare) {
    columns.push(
      { key: 'previous', header: 'Önceki Dönem', kind: 'money' },
      { key: 'difference', header: 'Fark', kind: 'money' },
    );
  }
  if (report === 'income-expense-review') columns.push({ key: 'comment', header: 'Açıklama' });
  const rows: ExportRow[] = [];
  const sections =
    report === 'income'
      ? (['income'] as const)
      : report === 'expense'
        ? (['expense'] as const)
        : (['income', 'expense'] as const);
  for (const section of sections) {
    const [header, totalName] = SECTION_NAMES[section];
    rows.push({ name: header });
    for (const row of data.filter((r) => r.section === section)) {
      rows.push(cells(row.parent_key ? `   ${row.name}` : row.name, row.months, row.total, row));
    }
    const total = meta.totals[section];
    const previous = meta.previous?.totals[section];
    rows.push(
      cells(
        totalName,
        meta.month_totals[section],
        total,
        compare ? { previous, difference: total - (previous ?? 0) } : {},
      ),
    );
  }
  if (sections.length === 2) {
    const net = meta.month_totals.income.map((v, i) => v - meta.month_totals.expense[i]);
    const previous = meta.previous?.totals.net;
    rows.push(
      cells(
        'Net (Gelir − Gider)',
        net,
        meta.totals.net,
        compare ? { previous, difference: meta.totals.net - (previous ?? 0) } : {},
      ),
    );
  }
  if (meta.difference) {
    const d = meta.difference;
    rows.push({ name: '' }, { name: 'Farkın Açıklaması (Tahakkuk − Nakit)' });
    rows.push({ name: 'Nakit esaslı gelir', total: d.cash_income });
    for (const part of d.income_parts) rows.push({ name: `   ${part.name}`, total: part.amount });
    rows.push({ name: 'Gelir farkı', total: d.income });
    rows.push({ name: 'Nakit esaslı gider', total: d.cash_expense });
    for (const part of d.expense_parts) rows.push({ name: `   ${part.name}`, total: part.amount });
    rows.push({ name: 'Gider farkı', total: d.expense });
  }
  const summary = await reportSummary(db, files, scope, period);
  const file = await writeExport({ type, title: reportTitle(report, meta.basis), columns, rows, files, summary });
  return { data: { url: `/api/files/${file.fileName}` } };
}
