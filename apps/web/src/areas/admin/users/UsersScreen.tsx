import { useQuery } from '@tanstack/react-query';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { DataTable } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { adminUsersApi } from '../api';
import { AdminOnly } from './AdminOnly';

const field = (name: KeyIn<'admin.users.fields'>) => `admin.users.fields.${name}` as const;

/** Filters of the users list: their company and a role. */
function UserFilters() {
  const { companies } = useCluster();
  const { data: roles } = useQuery(adminUsersApi.roles());
  return (
    <FilterBar testId="admin-users-filters">
      <FilterSelect
        name="company_id"
        label={field('company_id')}
        search="turkish"
        width={260}
        options={companies.map((c) => ({ value: c.id, label: c.name }))}
      />
      <FilterSelect
        name="role_id"
        label={field('roles')}
        search={false}
        options={roles?.data.map((r) => ({ value: r.id, label: r.display_name }))}
      />
    </FilterBar>
  );
}

/**
 * /admin/users (Yönetim › Kullanıcılar): every user of the product with their company, roles and last sign-in;
 * search, sort, filters and export. A row opens the user's edit screen (no add or delete here).
 */
export default function UsersScreen() {
  return (
    <AdminOnly>
      <DataTable
        resource={adminUsersApi.resource}
        listPath={adminUsersApi.listPath}
        clusterParam={false}
        title="menu.admin.users"
        basePath="/admin/users"
        canWrite={false}
        // A row (or its open button) leads to the user's edit screen.
        hasShow
        rowPath={(row) => `/admin/users/${row.id}/edit`}
        searchPlaceholder="admin.users.search"
        filters={<UserFilters />}
        columns={[
          { key: 'name', title: field('name'), sortKey: 'name' },
          { key: 'email', title: field('email'), sortKey: 'email' },
          { key: 'company_name', title: field('company_name'), sortKey: 'company_name' },
          { key: 'role_names', title: field('roles') },
          { key: 'is_active', title: field('is_active'), sortKey: 'is_active', render: 'flag', filter: 'flag' },
          { key: 'last_login_at', title: field('last_login_at'), sortKey: 'last_login_at', render: 'datetime' },
          { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
        ]}
      />
    </AdminOnly>
  );
}
