/** The shapes shared by the list export and its writers. */
export type ExportType = 'xlsx' | 'ods' | 'pdf';
export type ExportColumn = {
  key: string;
  header: string;
  /** `balance`: kuruş shown as the absolute amount with (B) for a debit and (A) for a credit. */
  kind?: 'text' | 'money' | 'balance' | 'number' | 'date' | 'datetime' | 'boolean';
};
/** What a printed list says besides its rows: whose list it is and the footer the screen shows. */
export type ExportSummary = {
  /** The complex the list belongs to; absent for a list over several complexes. */
  clusterName?: string | null;
  /** The screen's footer sums over the whole filtered list, money in kuruş like `meta.totals` before it is serialised, by column key. */
  totals?: Record<string, number>;
  /** A report's period, printed under its title ('01.01.2026 - 31.12.2026'). */
  period?: string;
  /** The company's report logo, printed at the top left of a report (PDF). */
  logo?: { data: Buffer; type: 'png' | 'jpeg' } | null;
  /** Signature boxes printed at the end of a report (PDF), e.g. the audit board's members. */
  signatures?: string[];
};
export type ExportRow = Record<string, unknown>;
export type Rows = AsyncIterable<ExportRow> | Iterable<ExportRow>;

/** Writes one list file at `file`; `rows` is read once, in order. */
export type Writer = (
  file: string,
  title: string,
  columns: ExportColumn[],
  rows: AsyncIterator<ExportRow>,
  summary: ExportSummary,
) => Promise<void>;
