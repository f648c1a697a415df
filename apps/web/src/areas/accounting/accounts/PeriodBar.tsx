import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDropdown, type ExportType } from '../../../ui/ExportDropdown';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { accountingApi } from '../api';

/**
 * The period of the mizan and the muavin (in the URL as `date_from`/`date_to`; left empty, the company's
 * accounting view decides), the export of what is shown and the reload.
 */
export function PeriodBar({
  path,
  query,
  disabled,
  onReload,
  children,
}: {
  path: string;
  query: Record<string, unknown>;
  disabled?: boolean;
  onReload: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const [busy, setBusy] = useState(false);
  const exportAs = async (type: ExportType) => {
    setBusy(true);
    try {
      const answer = await accountingApi.export(path, query, type);
      window.open(answer.data.url, '_blank', 'noopener');
    } catch {
      // The shell has already shown the API error as a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {children}
      <DateRangeInput
        aria-label={t('accounting.period')}
        placeholder={[t('accounting.dateFrom'), t('accounting.dateTo')]}
        from={params.filters.date_from ?? null}
        to={params.filters.date_to ?? null}
        onChange={(from, to) => update({ date_from: from, date_to: to })}
      />
      <ExportDropdown disabled={disabled} loading={busy} onExport={(type) => void exportAs(type)} />
      <Button onClick={onReload}>{t('accounting.reload')}</Button>
    </Space>
  );
}

/** The period and page of the URL, as the API takes them. */
export function usePeriodQuery() {
  const { params } = useListParams();
  const query: { date_from?: string; date_to?: string; page: number; per_page: number } = {
    page: params.page,
    per_page: params.perPage,
  };
  if (params.filters.date_from) query.date_from = params.filters.date_from;
  if (params.filters.date_to) query.date_to = params.filters.date_to;
  return query;
}
