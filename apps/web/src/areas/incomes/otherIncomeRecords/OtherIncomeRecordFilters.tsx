import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { pickersApi } from '../api';

type Field = KeyIn<'receivables.otherIncomeRecords.fields'>;

/** A filter by a per-complex list (other income types, bank accounts, safes), by name. */
function NamedFilter({ name, resource }: { name: Field; resource: string }) {
  const { clusterId } = useCluster();
  const query = useQuery(pickersApi.named(resource, clusterId));
  const options = (query.data?.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <FilterSelect name={name} label={`receivables.otherIncomeRecords.fields.${name}`} options={options} width={220} />
  );
}

/** The list's filters (type, bank account, safe, date range); like every list state they live in the URL. */
export function OtherIncomeRecordFilters() {
  const { t } = useTranslation();
  return (
    <FilterBar testId="other-income-filters">
      <NamedFilter name="other_income_id" resource="other-incomes" />
      <NamedFilter name="bank_account_id" resource="bank-accounts" />
      <NamedFilter name="safe_id" resource="safes" />
      <ListDateRange
        label={t('receivables.otherIncomeRecords.dateRange')}
        placeholder={[t('receivables.otherIncomeRecords.dateFrom'), t('receivables.otherIncomeRecords.dateTo')]}
      />
    </FilterBar>
  );
}
