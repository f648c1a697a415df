import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { can } from '../../../session/can';
import { useSession } from '../../../session/SessionProvider';
import { activeColumn } from '../../../ui/activeFlag';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { MultiFilterSelect, pickedIds } from '../../../ui/MultiFilterSelect';
import { panelRoute } from '../../../ui/panelRoute';
import { useListParams } from '../../../ui/useListParams';
import { companyUsersApi } from '../api';
import { CompanyDataTable } from '../CompanyDataTable';
import { useSelectedCompany } from '../useSelectedCompany';
import { WORKERS_PATH } from './workersPath';

const WorkerPanel = lazy(() => import('./WorkerPanel'));

/** The roles filter (spec §2 "Company users"): several may be picked; the list asks for them as `role_ids[]`. */
function RoleFilter() {
  const roles = useQuery(companyUsersApi.roles());
  return (
    <MultiFilterSelect
      name="role_ids"
      label="myCompany.workers.fields.role_ids"
      options={(roles.data?.data ?? []).map((role) => ({ value: String(role.id), label: role.display_name }))}
      width={240}
    />
  );
}

/** The positions filter: the company's positions (a super administrator's: the selected company's). */
function PositionFilter({ companyId }: { companyId: number | null }) {
  const positions = useQuery(companyUsersApi.positions(companyId));
  return (
    <FilterSelect
      name="position_id"
      label="myCompany.workers.fields.position_id"
      search="turkish"
      options={positions.data?.data.map((p) => ({ value: p.id, label: p.name }))}
    />
  );
}

/**
 * /my-company/workers (Çalışanlar): the company's workers with their roles, position, status and the complexes they
 * may act in ('Tümü': all of the company's); create, show and edit open as a side panel over the list, with the
 * complexes at `#clusters`. Only users holding `edit-worker` (and super administrators) see the write buttons; a
 * super administrator sees the selected company's workers (or the selected complex's company's).
 */
export default function WorkersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const { user } = useSession();
  const { params } = useListParams();
  const canWrite = can(user, 'edit-worker');
  const company = useSelectedCompany();
  const picked = pickedIds(params.filters.role_ids);

  const { mode, recordId } = panelRoute(pathname, id);
  // The panel's chunk loads when a panel first opens; it then stays mounted so that it closes as it opened.
  const [panelUsed, setPanelUsed] = useState(mode !== null);
  if (mode !== null && !panelUsed) setPanelUsed(true);

  return (
    <>
      <CompanyDataTable
        resource={companyUsersApi.resource}
        listPath={companyUsersApi.listPath}
        title="menu.myCompany.workers"
        basePath={WORKERS_PATH}
        canWrite={canWrite}
        // The picked roles go as an array (`role_ids[]`), over the URL's comma-joined value.
        fixedQuery={{ role_ids: picked.length ? picked : undefined }}
        searchPlaceholder="myCompany.workers.search"
        filters={
          <FilterBar testId="workers-filters">
            <RoleFilter />
            <PositionFilter companyId={company} />
          </FilterBar>
        }
        rowActions={(row) => (
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`${WORKERS_PATH}/${row.id}${canWrite ? '/edit' : ''}${search}#clusters`)}
          >
            {t('myCompany.workers.tabs.clusters')}
          </Button>
        )}
        columns={[
          { key: 'name', title: 'myCompany.workers.fields.name', sortKey: 'name' },
          { key: 'email', title: 'myCompany.workers.fields.email', sortKey: 'email' },
          { key: 'phone', title: 'myCompany.workers.fields.phone' },
          { key: 'company_name', title: 'myCompany.workers.fields.company_name', sortKey: 'company_name' },
          { key: 'role_name', title: 'myCompany.workers.fields.role_name' },
          { key: 'position_name', title: 'myCompany.workers.fields.position_name', sortKey: 'position_name' },
          activeColumn,
          {
            key: 'cluster_count',
            title: 'myCompany.workers.fields.cluster_count',
            sortKey: 'cluster_count',
            render: (row) => (row.cluster_count === 0 ? t('myCompany.workers.allClusters') : String(row.cluster_count)),
          },
          {
            key: 'last_login_at',
            title: 'myCompany.workers.fields.last_login_at',
            sortKey: 'last_login_at',
            render: 'datetime',
          },
        ]}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <WorkerPanel
            mode={mode === 'edit' && !canWrite ? 'show' : mode}
            id={recordId}
            canWrite={canWrite}
            companyId={company}
          />
        </Suspense>
      )}
    </>
  );
}
