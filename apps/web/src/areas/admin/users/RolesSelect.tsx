import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../../ui/ResourceForm';
import { adminUsersApi } from '../api';

/** The user's roles, several at once, by name (what the API takes) and shown by their Turkish names. */
export function RolesSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const { data } = useQuery(adminUsersApi.roles());
  return (
    <Select
      id={id}
      mode="multiple"
      disabled={disabled}
      aria-label={t('admin.users.fields.roles')}
      value={(value as string[] | undefined) ?? []}
      onChange={(names) => onChange?.(names)}
      options={(data?.data ?? []).map((role) => ({ value: role.name, label: role.display_name }))}
      optionFilterProp="label"
    />
  );
}
