import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { useSession } from '../../../session/SessionProvider';
import { activeColumn } from '../../../ui/activeFlag';
import { DataTable } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { filterByLabel } from '../../../ui/filterByLabel';
import { useListParams } from '../../../ui/useListParams';
import { companyResidentsApi } from '../api';

/** The complexes picked in the filter: the URL holds their ids as one comma-joined value. */
const pickedOf = (value: string | undefined) => (value ?? '').split(',').filter((id) => /^\d+$/.test(id));

/** The complexes filter: several may be picked; the list asks for them as `cluster_id[]`. */
function ClusterFilter({ companyId }: { companyId: number | null }) {
  const { t } = useTranslation();
  const { clusters } = useCluster();
  const { params, update } = useListParams();
  const options = clusters
    .filter((cluster) => companyId === null || cluster.company_id === companyId)
    .map((cluster) => ({ value: String(cluster.id), label: cluster.name }));
  return (
    <Select
      mode="multiple"
      allowClear
      style={{ minWidth: 260 }}
      placeholder={t('myCompany.companyResidents.clusters')}
      aria-label={t('myCompany.companyResidents.clusters')}
      showSearch={{ filterOption: filterByLabel }}
      value={pickedOf(params.filters.cluster_id)}
      options={options}
      onChange={(ids: string[]) => update({ cluster_id: ids.join(',') || null })}
    />
  );
}

/**
 * /my-company/residents (Tüm Sakinler): the residents of every complex of the company, read-only, with their
 * complex, balance and houses and the footer's sums. A row opens the resident in their complex's list. A super
 * administrator sees the selected company's (or the selected complex's company's).
 */
export default function CompanyResidentsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { companyId, cluster } = useCluster();
  const { params } = useListParams();
  const company = user?.is_superadmin ? (companyId ?? cluster?.company_id ?? null) : null;
  const picked = pickedOf(params.filters.cluster_id);
  return (
    <DataTable
      resource={companyResidentsApi.resource}
      listPath={companyResidentsApi.listPath}
      clusterParam={false}
      title="menu.myCompany.residents"
      basePath="/my-company/residents"
      canWrite={false}
      rowPath={(row) => `/definitions/residents/${row.id}`}
      // The picked complexes go as an array (`cluster_id[]`), over the URL's comma-joined value.
      fixedQuery={{ company_id: company ?? undefined, cluster_id: picked.length ? picked : undefined }}
      searchPlaceholder="myCompany.companyResidents.search"
      filters={
        <FilterBar testId="company-residents-filters">
          <ClusterFilter companyId={company} />
          <FilterSelect
            name="debtors"
            label="myCompany.companyResidents.debtors.label"
            search={false}
            options={[
              { value: 1, label: t('myCompany.companyResidents.debtors.yes') },
              { value: 0, label: t('myCompany.companyResidents.debtors.no') },
            ]}
          />
        </FilterBar>
      }
      columns={[
        { key: 'cluster_name', title: 'residents.fields.cluster_name', sortKey: 'cluster_name' },
        { key: 'name', title: 'residents.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'balance', title: 'residents.fields.balance', sortKey: 'balance', render: 'balance' },
        { key: 'house_user_count', title: 'residents.fields.house_user_count', sortKey: 'house_user_count' },
        activeColumn,
        { key: 'phone', title: 'residents.fields.phone', sortKey: 'phone', filter: 'text' },
        { key: 'email', title: 'residents.fields.email', sortKey: 'email', filter: 'text' },
      ]}
    />
  );
}
