import type { ReactNode } from 'react';
import { ReportToolbar } from '../../../ui/ReportToolbar';
import { useListParams } from '../../../ui/useListParams';

/**
 * The period of the mizan and the muavin (in the URL as `date_from`/`date_to`; left empty, the company's
 * accounting view decides), the export of what is shown and the reload: the reports' toolbar without the
 * company-wide scope, as both are the selected complex's.
 */
export function PeriodBar(props: {
  path: string;
  query: Record<string, unknown>;
  disabled?: boolean;
  onReload: () => void;
  children?: ReactNode;
}) {
  return <ReportToolbar {...props} scoped={false} />;
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
