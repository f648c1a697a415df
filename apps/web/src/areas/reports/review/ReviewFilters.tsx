import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MONTH_PICKER_FORMAT } from '../../../ui/format';
import { useListParams } from '../../../ui/useListParams';
import { reviewReportsApi } from './api';

/** The review filters kept in the URL: expense type and provider of the complex, and on the detail a month. */
export function useReviewFilters() {
  const { params } = useListParams();
  const filters: Record<string, unknown> = {};
  const type = Number(params.filters.expense_type_id) || undefined;
  const provider = Number(params.filters.provider_id) || undefined;
  const month = /^\d{4}-\d{2}$/.test(params.filters.month ?? '') ? params.filters.month : undefined;
  if (type) filters.expense_type_id = type;
  if (provider) filters.provider_id = provider;
  return { type, provider, month, filters };
}

/** The selects of the review filters (a complex's types and providers; hidden for the whole company). */
export function ReviewFilters({ clusterId, withMonth }: { clusterId: number | null; withMonth: boolean }) {
  const { t } = useTranslation();
  const { update } = useListParams();
  const { type, provider, month } = useReviewFilters();
  const types = useQuery(reviewReportsApi.expenseTypes(clusterId));
  const providers = useQuery(reviewReportsApi.providers(clusterId));
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <>
      {clusterId !== null && (
        <>
          <Select
            aria-label={t('clusterReports.review.typeFilter')}
            placeholder={t('clusterReports.review.typeFilter')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            value={type}
            options={options(types.data?.data)}
            onChange={(value?: number) => update({ expense_type_id: value ?? null })}
          />
          <Select
            aria-label={t('clusterReports.review.providerFilter')}
            placeholder={t('clusterReports.review.providerFilter')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 200 }}
            value={provider}
            options={options(providers.data?.data)}
            onChange={(value?: number) => update({ provider_id: value ?? null })}
          />
        </>
      )}
      {withMonth && (
        <DatePicker
          picker="month"
          aria-label={t('clusterReports.review.monthFilter')}
          placeholder={t('clusterReports.review.monthFilter')}
          format={MONTH_PICKER_FORMAT}
          value={month ? dayjs(`${month}-01`) : null}
          onChange={(value) => update({ month: value ? value.format('YYYY-MM') : null })}
        />
      )}
    </>
  );
}
