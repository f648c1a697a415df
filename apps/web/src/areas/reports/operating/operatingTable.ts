import type { OperatingMeta, OperatingRow } from '@site/shared';

/** One row of the shown table: a section header, a report line, a section total or the net. */
export type TableLine = {
  rowKey: string;
  kind: 'header' | 'line' | 'total' | 'net';
  section: 'income' | 'expense' | null;
  /** The line's name (report lines only; headers and totals are named by the screen). */
  name: string;
  /** The ledger account behind the line, for the drill-down. */
  account: string | null;
  /** A child type under its parent (income and expense reports). */
  child: boolean;
  months: number[];
  total: number | null;
  previous?: number;
  difference?: number;
  lineKey?: string;
  comment?: string | null;
};

const cents = (lira: number) => Math.round(lira * 100);
/** `a − b` in lira, computed on kuruş so no float rest shows. */
const minus = (a: number, b: number) => (cents(a) - cents(b)) / 100;

/**
 * The table of a report answer: for each of its sections a header row, its lines, its total row; with both
 * sections the net (income − expense) per month and in all. With the comparison, totals carry the previous
 * period's figures and the difference too.
 */
export function tableLines(data: OperatingRow[], meta: OperatingMeta, sections: ('income' | 'expense')[]): TableLine[] {
  const compare = meta.previous != null;
  const lines: TableLine[] = [];
  const empty = { name: '', account: null, child: false };
  for (const section of sections) {
    lines.push({ ...empty, rowKey: `${section}:header`, kind: 'header', section, months: [], total: null });
    for (const row of data.filter((r) => r.section === section)) {
      lines.push({
        rowKey: row.key,
        kind: 'line',
        section,
        name: row.name,
        account: row.account,
        child: row.parent_key !== null,
        months: row.months,
        total: row.total,
        previous: row.previous,
        difference: row.difference,
        lineKey: row.key,
        comment: row.comment,
      });
    }
    const total = meta.totals[section];
    const previous = meta.previous?.totals[section];
    lines.push({
      ...empty,
      rowKey: `${section}:total`,
      kind: 'total',
      section,
      months: meta.month_totals[section],
      total,
      ...(compare && previous !== undefined ? { previous, difference: minus(total, previous) } : {}),
    });
  }
  if (sections.length === 2) {
    const previous = meta.previous?.totals.net;
    lines.push({
      ...empty,
      rowKey: 'net',
      kind: 'net',
      section: null,
      months: meta.month_totals.income.map((v, i) => minus(v, meta.month_totals.expense[i] ?? 0)),
      total: meta.totals.net,
      ...(compare && previous !== undefined ? { previous, difference: minus(meta.totals.net, previous) } : {}),
    });
  }
  return lines;
}

/** The ledger (muavin) of a line's account over the report's period: the drill-down of one complex's figure. */
export function ledgerLink(account: string, meta: Pick<OperatingMeta, 'date_from' | 'date_to'>, month?: string) {
  const params = new URLSearchParams({ tab: 'ledger', account });
  let from = meta.date_from;
  let to = meta.date_to;
  if (month) {
    const [y, m] = month.split('-').map(Number);
    const monthStart = `${month}-01`;
    const monthEnd = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    from = from && from > monthStart ? from : monthStart;
    to = to < monthEnd ? to : monthEnd;
  }
  if (from) params.set('date_from', from);
  params.set('date_to', to);
  return `/accounting/accounts?${params.toString()}`;
}
