import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { MultiFilterSelect, pickedIds } from '../../../ui/MultiFilterSelect';
import { useListParams } from '../../../ui/useListParams';
import { residentColumns } from '../../definitions/public';
import { companyResidentsApi } from '../api';
import { CompanyDataTable } from '../CompanyDataTable';
import { useSelectedCompany } from '../useSelectedCompany';

/** The complexes filter: several may be picked; the list asks for them as `cluster_id[]`. */
function ClusterFilter({ companyId }: { companyId: number | null }) {
  const { clusters } = useCluster();
  const options = clusters
    .filter((cluster) => companyId === null || cluster.company_id === companyId)
    .map((cluster) => ({ value: String(cluster.id), label: cluster.name }));
  return (
    <MultiFilterSelect
      name="cluster_id"
      label="myCompany.companyResidents.clusters"
      options={options}
      width={260}
      turkish
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
  const { params } = useListParams();
  const company = useSelectedCompany();
  const picked = pickedIds(params.filters.cluster_id);
  return (
    <CompanyDataTable
      resource={companyResidentsApi.resource}
      listPath={companyResidentsApi.listPath}
      title="menu.myCompany.residents"
      basePath="/my-company/residents"
      canWrite={false}
      rowPath={(row) => `/definitions/residents/${row.id}`}
      // The picked complexes go as an array (`cluster_id[]`), over the URL's comma-joined value.
      fixedQuery={{ cluster_id: picked.length ? picked : undefined }}
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
      columns={residentColumns({ clusterSortable: true })}
    />
  );
}
