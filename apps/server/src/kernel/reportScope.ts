import { companyPeriod, type Period, periodLabel } from '../accounting/period';
import type { Db } from '../db/connection';
import { allowedClusterIds, assertClusterAccess } from '../http/auth';
import type { AuthContext } from '../http/authContext';
import { HttpError, notFound } from '../http/errors';
import { type ExportColumn, type ExportSummary, type ExportType, writeExport } from '../http/export/exportList';
import type { Rows } from '../http/export/exportTypes';
import type { FileStorage } from '../storage/fileStorage';

/**
 * What a report covers: one complex, or every complex of a company the caller sees. Every report and analysis
 * query filters `cluster_id in clusterIds`.
 */
export type ReportScope = {
  /** The complex asked for, or null for the whole company. */
  clusterId: number | null;
  clusterIds: number[];
  companyId: number;
  /** The complex's name, or the company's. */
  name: string;
};

const companyRequired = 'Şirket seçiniz.';

/**
 * The scope of a report from its query: `cluster_id` (a complex the caller may not see is a 404), or the
 * caller's company (a super administrator names it with `company_id`, else 422).
 */
export async function reportScope(
  db: Db,
  auth: AuthContext,
  q: { cluster_id?: number; company_id?: number },
): Promise<ReportScope> {
  if (q.cluster_id !== undefined) {
    assertClusterAccess(auth, q.cluster_id);
    const row = await db
      .selectFrom('clusters')
      .select(['id', 'name', 'company_id'])
      .where('id', '=', q.cluster_id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { clusterId: row.id, clusterIds: [row.id], companyId: row.company_id, name: row.name };
  }
  const companyId = auth.isSuperadmin ? q.company_id : auth.user.company_id;
  if (!companyId) throw new HttpError(422, companyRequired, { company_id: [companyRequired] });
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound();
  let query = db.selectFrom('clusters').select('id').where('company_id', '=', companyId);
  const allowed = allowedClusterIds(auth);
  if (allowed !== null) query = query.where('id', 'in', allowed.length > 0 ? allowed : [0]);
  const clusterIds = (await query.orderBy('id').execute()).map((r) => r.id);
  return { clusterId: null, clusterIds: clusterIds.length > 0 ? clusterIds : [0], companyId, name: company.name };
}

/** The report's period: the one asked for, or the company's accounting view. */
export const reportPeriod = (
  db: Db,
  scope: ReportScope,
  q: { date_from?: string; date_to?: string },
): Promise<Period> => companyPeriod(db, scope.companyId, q.date_from, q.date_to);

/** `meta` of a report: its period and scope, as `reportMeta` of the shared schemas says. */
export const reportMetaOf = (scope: ReportScope, period: Period) => ({
  date_from: period.from,
  date_to: period.to,
  cluster_id: scope.clusterId,
  scope_name: scope.name,
});

const LOGO_NAME = /^[0-9]+-report-logo-[0-9a-f-]{36}\.(png|jpg|webp)$/;

/**
 * What a printed report says besides its rows: the complex (or company), the period and the company's report
 * logo (PNG or JPEG; PDF carries no WebP, so a WebP logo is left out).
 */
export async function reportSummary(
  db: Db,
  files: FileStorage,
  scope: ReportScope,
  period: Period,
  totals?: Record<string, number>,
): Promise<ExportSummary> {
  const company = await db
    .selectFrom('companies')
    .select('report_logo_path')
    .where('id', '=', scope.companyId)
    .executeTakeFirst();
  const name = company?.report_logo_path ?? null;
  let logo: ExportSummary['logo'] = null;
  if (name && LOGO_NAME.test(name) && !name.endsWith('.webp')) {
    const data = await files.read(`logos/${name}`);
    if (data) logo = { data, type: name.endsWith('.png') ? 'png' : 'jpeg' };
  }
  return { clusterName: scope.name, period: periodLabel(period), logo, totals };
}

/** `export=1` or `export=true`. */
export const wantsExport = (q: { export?: string }) => q.export === '1' || q.export === 'true';

/**
 * Writes a report to the file type asked for, with what its PDF prints besides the rows (scope, period, logo,
 * the footer's `totals`, `signatures`), and answers where to download it.
 */
export async function exportReport(
  db: Db,
  files: FileStorage,
  scope: ReportScope,
  period: Period,
  report: {
    type: ExportType;
    title: string;
    columns: ExportColumn[];
    rows: Rows;
    totals?: Record<string, number>;
    signatures?: string[];
  },
): Promise<{ data: { url: string } }> {
  const summary = await reportSummary(db, files, scope, period, report.totals);
  const { fileName } = await writeExport({
    type: report.type,
    title: report.title,
    columns: report.columns,
    rows: report.rows,
    files,
    summary: report.signatures ? { ...summary, signatures: report.signatures } : summary,
  });
  return { data: { url: `/api/files/${fileName}` } };
}
