import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { DateRangeInput } from '../../../ui/inputs';
import { useListParams } from '../../../ui/useListParams';
import { pickersApi } from '../api';

/** Choices of a per-complex list (other income types, bank accounts, safes), by name. */
function useNamedOptions(resource: string) {
  const { clusterId } = useCluster();
  const query = useQuery(pickersApi.named(resource, clusterId));
  return (query.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
}

const field = (name: KeyIn<'receivables.otherIncomeRecords.fields'>) =>
  `receivables.otherIncomeRecords.fields.${name}` as const;

/** The list's filters (type, bank account, safe, date range); like every list state they live in the URL. */
export function OtherIncomeRecordFilters() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const types = useNamedOptions('other-incomes');
  const banks = useNamedOptions('bank-accounts');
  const safes = useNamedOptions('safes');
  const pick = (key: KeyIn<'receivables.otherIncomeRecords.fields'>, options: { value: string; label: string }[]) => (
    <Select
      style={{ width: 220 }}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t(field(key))}
      aria-label={t(field(key))}
      value={params.filters[key]}
      options={options}
      onChange={(value) => update({ [key]: value ?? null })}
    />
  );
  const from = params.filters.date_from;
  const to = params.filters.date_to;
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="other-income-filters">
      {pick('other_income_id', types)}
      {pick('bank_account_id', banks)}
      {pick('safe_id', safes)}
      <DateRangeInput
        aria-label={t('receivables.otherIncomeRecords.dateRange')}
        placeholder={[t('receivables.otherIncomeRecords.dateFrom'), t('receivables.otherIncomeRecords.dateTo')]}
        from={from}
        to={to}
        onChange={(date_from, date_to) => update({ date_from, date_to })}
      />
    </Space>
  );
}
