import { adminUserSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { type FieldDef, ResourceForm } from '../../../ui/ResourceForm';
import { adminTokensApi, adminUsersApi } from '../api';
import { AdminOnly } from './AdminOnly';
import { RolesSelect } from './RolesSelect';
import { UserActions } from './UserActions';
import { UserSideLists } from './UserSideLists';

const field = (name: KeyIn<'admin.users.fields'>) => `admin.users.fields.${name}` as const;

const FIELDS: FieldDef[] = [
  { name: 'name', label: field('name'), kind: 'text', required: true },
  { name: 'email', label: field('email'), kind: 'email', required: true },
  { name: 'phone', label: field('phone'), kind: 'phone' },
  {
    name: 'company_id',
    label: field('company_id'),
    kind: 'select',
    optionsPath: '/companies',
    optionsQuery: { order_by: 'name' },
  },
  {
    name: 'roles',
    label: field('roles'),
    kind: 'custom',
    required: true,
    render: (props) => <RolesSelect {...props} />,
  },
  { name: 'is_active', label: field('is_active'), kind: 'flag' },
];

/** The actions on the user the address names (the form loads the same record, by the same key). */
function UserExtras({ id }: { id: number }) {
  const { data } = useQuery(adminUsersApi.record(id));
  if (!data) return null;
  return <UserActions user={data.data} />;
}

/**
 * /admin/users/:id/edit: a user's details, company, roles and active flag; the password reset, signing in as
 * the user, and the side lists in tabs: notifications, residents, card subscriptions, saved cards, devices.
 */
export default function UserEditScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const saved = () =>
    Promise.all([
      refreshResource(queryClient, adminUsersApi.resource, { clusterId: null }),
      // A deactivated user is signed out everywhere.
      refreshResource(queryClient, adminTokensApi.resource, { clusterId: null }),
    ]);
  return (
    <AdminOnly>
      <div data-testid="admin-user-edit">
        <Typography.Title level={3}>{t('admin.users.editTitle')}</Typography.Title>
        <UserExtras id={id} />
        <ResourceForm
          resource={adminUsersApi.resource}
          fields={FIELDS}
          schema={adminUserSchema}
          mode="edit"
          id={id}
          defaults={{}}
          onSaved={() => void saved()}
          closable={false}
        />
        <UserSideLists userId={id} />
      </div>
    </AdminOnly>
  );
}
