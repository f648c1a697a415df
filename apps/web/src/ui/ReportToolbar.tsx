import { Button, Segmented, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useCluster } from '../session/ClusterProvider';
import { useSession } from '../session/SessionProvider';
import { ExportDropdown, type ExportType } from './ExportDropdown';
import { formatDate } from './format';
import { DateRangeInput } from './inputs';
import { useListParams } from './useListParams';

/** What every report and analysis asks the API with (`reportQuerySchema` of the shared schemas). */
export type ReportQuery = { cluster_id?: number; company_id?: number; date_from?: string; date_to?: string };

/**
 * The scope and period of a report from the URL (`scope=company` for the whole company, `date_from`/`date_to`;
 * without dates the company's accounting view decides) and the selected complex. `ready` is false while no
 * complex is selected and the report is not company-wide.
 */
export function useReportQuery(): { query: ReportQuery; ready: boolean; companyWide: boolean } {
  const { params } = useListParams();
  const { clusterId, companyId } = useCluster();
  const { user } = useSession();
  const companyWide = params.filters.scope === 'company';
  const query: ReportQuery = {};
  if (companyWide) {
    if (user?.is_superadmin && companyId !== null) query.company_id = companyId;
  } else if (clusterId !== null) query.cluster_id = clusterId;
  if (params.filters.date_from) query.date_from = params.filters.date_from;
  if (params.filters.date_to) query.date_to = params.filters.date_to;
  const ready = companyWide ? !user?.is_superadmin || companyId !== null : clusterId !== null;
  return { query, ready, companyWide };
}

/**
 * The toolbar of a report: this complex or the whole company, the period, the screen's own filters
 * (`children`), the export of what is shown (ODS, XLSX, PDF through `path` with `export=1`) and the reload.
 */
export function ReportToolbar({
  path,
  query,
  disabled,
  onReload,
  children,
  period = true,
  scoped = true,
}: {
  path: string;
  query: Record<string, unknown>;
  disabled?: boolean;
  onReload: () => void;
  children?: ReactNode;
  /** false for a report at one date (it sets its own date filter). */
  period?: boolean;
  /** false for a screen of the selected complex only (no 'Tüm Şirket'), e.g. the mizan. */
  scoped?: boolean;
}) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const [busy, setBusy] = useState(false);
  const exportAs = async (type: ExportType) => {
    setBusy(true);
    try {
      const answer = await api.get<{ data: { url: string } }>(path, { ...query, export: 1, export_type: type });
      window.open(answer.data.url, '_blank', 'noopener');
    } catch {
      // The shell has already shown the API error as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {scoped && <ScopeSwitch />}
      {period && (
        <DateRangeInput
          aria-label={t('report.period')}
          placeholder={[t('report.dateFrom'), t('report.dateTo')]}
          from={params.filters.date_from ?? null}
          to={params.filters.date_to ?? null}
          onChange={(from, to) => update({ date_from: from, date_to: to })}
        />
      )}
      {children}
      <ExportDropdown disabled={disabled} loading={busy} onExport={(type) => void exportAs(type)} />
      <Button onClick={onReload}>{t('common.reload')}</Button>
    </Space>
  );
}

/** 'Seçili Site' or 'Tüm Şirket': the scope of a report or of the dashboard's charts (`scope=company` in the URL). */
export function ScopeSwitch() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Segmented
      aria-label={t('report.scope')}
      value={params.filters.scope === 'company' ? 'company' : 'cluster'}
      options={[
        { value: 'cluster', label: t('report.thisCluster') },
        { value: 'company', label: t('report.wholeCompany') },
      ]}
      onChange={(value) => update({ scope: value === 'company' ? 'company' : null })}
    />
  );
}

/** The line under a report's toolbar: whose figures these are and over which period. */
export function ReportCaption({
  meta,
}: {
  meta: { date_from: string | null; date_to: string; scope_name: string } | undefined;
}) {
  const { t } = useTranslation();
  if (!meta) return null;
  return (
    <Typography.Paragraph type="secondary" data-testid="report-caption">
      {meta.scope_name} · {t('report.period')}: {meta.date_from ? formatDate(meta.date_from) : t('report.fromStart')} –{' '}
      {formatDate(meta.date_to)}
    </Typography.Paragraph>
  );
}
